// The page's idle time in the browser: the store's idle-time hook (StoreDeps.whenIdle, wired in
// app/main.tsx), the work a page spreads over idle periods (lesson/drawWhenIdle.ts) and the
// service worker's registration (app/serviceWorker.ts).

/** What an idle period tells its task: how long it has left (ms). */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** How long an idle task may wait, and what it waits instead where there are no idle periods. */
export interface IdleWait {
  /**
   * The longest an idle task waits: a page busy without a break (a timeline playing on a slow
   * phone) still gets it done within this.
   */
  timeoutMs: number;
  /** The wait where there is no requestIdleCallback (older Safari). */
  fallbackMs: number;
}

const PROMPTLY: IdleWait = { timeoutMs: 1000, fallbackMs: 50 };

/**
 * Runs `task` in the page's next idle period, or after a short wait where there are none (then
 * with no time left), and returns what cancels it.
 */
export function whenIdle(
  task: (deadline: IdleDeadlineLike) => void,
  wait: IdleWait = PROMPTLY,
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => task(deadline), { timeout: wait.timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => task({ timeRemaining: () => 0 }), wait.fallbackMs);
  return () => clearTimeout(id);
}
