// The browser's idle hook: the task runs once the page is idle, and not at all once cancelled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks requestIdleCallback, with a limit on the wait, and cancels through it', () => {
    const asked: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout?: number }) => {
      asked.push(options);
      cb();
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(task).toHaveBeenCalledOnce();
    expect(asked[0]?.timeout).toBeGreaterThan(0);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('waits a moment where there is no requestIdleCallback, and a cancelled task never runs', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const kept = vi.fn();
    const dropped = vi.fn();
    whenIdle(kept);
    whenIdle(dropped)();
    vi.advanceTimersByTime(1000);
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });

  it('takes its own limit on the wait, and its own wait where there are no idle periods', () => {
    const asked: { timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (_cb: () => void, options: { timeout?: number }) => {
      asked.push(options);
      return 1;
    });
    whenIdle(vi.fn(), { timeoutMs: 5000, fallbackMs: 1000 });
    expect(asked).toEqual([{ timeout: 5000 }]);
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 5000, fallbackMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('tells the task how long its period has left, none after the wait', () => {
    vi.stubGlobal('requestIdleCallback', (cb: (d: { timeRemaining(): number }) => void) => {
      cb({ timeRemaining: () => 12 });
      return 1;
    });
    const left: number[] = [];
    whenIdle((d) => left.push(d.timeRemaining()));
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    whenIdle((d) => left.push(d.timeRemaining()));
    vi.advanceTimersByTime(1000);
    expect(left).toEqual([12, 0]);
  });
});
