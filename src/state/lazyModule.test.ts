import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('loads once, and is there at once after that', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const m = lazyModule(load);
    expect(m.now).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(a).toBe(b);
    expect(m.now).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
