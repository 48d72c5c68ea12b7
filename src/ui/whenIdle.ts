// The page's idle time in the browser: the store's idle-time hook (StoreDeps.whenIdle, wired in
// app/main.tsx) and the work a page spreads over idle periods (lesson/drawWhenIdle.ts).

/** What an idle period tells its task: how long it has left (ms). */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/**
 * The longest an idle task waits: a page busy without a break (a timeline playing on a slow
 * phone) still gets it done within this.
 */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` in the page's next idle period, or after a short wait where there are none (then
 * with no time left), and returns what cancels it.
 */
export function whenIdle(task: (deadline: IdleDeadlineLike) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => task(deadline), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Where there is no requestIdleCallback (older Safari).
  const id = setTimeout(() => task({ timeRemaining: () => 0 }), 50);
  return () => clearTimeout(id);
}
