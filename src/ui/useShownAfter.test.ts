// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_AFTER_MS, useShownAfter } from './useShownAfter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const hook = () =>
  renderHook(({ on }: { on: boolean }) => useShownAfter(on), { initialProps: { on: false } });

describe('a flag shown only once it has held', () => {
  it('stays off for work that ends before the delay', () => {
    const { result, rerender } = hook();
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(BUSY_AFTER_MS - 1));
    expect(result.current).toBe(false);
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(BUSY_AFTER_MS * 2));
    expect(result.current).toBe(false);
  });

  it('comes on after the delay and goes off at once', () => {
    const { result, rerender } = hook();
    rerender({ on: true });
    act(() => vi.advanceTimersByTime(BUSY_AFTER_MS));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('waits the whole delay again for the next piece of work', () => {
    const { result, rerender } = hook();
    rerender({ on: true });
    act(() => vi.advanceTimersByTime(BUSY_AFTER_MS));
    rerender({ on: false });
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(BUSY_AFTER_MS));
    expect(result.current).toBe(true);
  });
});
