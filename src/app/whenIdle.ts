// The store's idle-time hook in the browser (StoreDeps.whenIdle).

/**
 * The longest an idle task waits: a page busy without a break (a timeline playing on a slow
 * phone) still gets it done within this.
 */
const IDLE_TIMEOUT_MS = 1000;

/** Runs `task` in the page's next idle period, or after a short wait where there are none. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari before 18 has no requestIdleCallback.
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
