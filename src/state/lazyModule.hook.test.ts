// @vitest-environment jsdom
// The hook a component loads a module with: it draws without it, again once it has come, and
// (useLazyModuleLoad) knows when a load failed, which the editor slot shows its stand-in for.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyModule, useLazyModule, useLazyModuleLoad } from './lazyModule';

describe('loading a module from a component', () => {
  it('loads only while needed, and draws again once it has come', async () => {
    let loads = 0;
    const m = lazyModule(async () => {
      loads++;
      return 'module';
    });
    const { result, rerender } = renderHook(({ needed }) => useLazyModule(m, needed), {
      initialProps: { needed: false },
    });
    expect(result.current).toBeUndefined();
    expect(loads).toBe(0);
    rerender({ needed: true });
    await waitFor(() => expect(result.current).toBe('module'));
    expect(loads).toBe(1);
  });

  it('says a load failed, and has no module', async () => {
    const m = lazyModule<string>(() => Promise.reject(new Error('chunk dropped')));
    const { result } = renderHook(() => useLazyModuleLoad(m, true));
    expect(result.current).toEqual({ value: undefined, failed: false });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.value).toBeUndefined();
  });
});
