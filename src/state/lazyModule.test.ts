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

describe('a lazyModule whose load fails', () => {
  it('tries again on the next call (a chunk the network dropped), then keeps the module', async () => {
    let calls = 0;
    const m = lazyModule(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ answer: 42 }),
    );
    await expect(m.load()).rejects.toThrow('offline');
    expect(m.now).toBeUndefined();
    expect(await m.load()).toEqual({ answer: 42 });
    await m.load();
    expect(calls).toBe(2);
  });
});
