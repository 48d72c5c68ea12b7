// The longest wait a host's watchdog can set: setTimeout fires at once past 2^31-1 ms.

/** setTimeout's largest delay; a longer one overflows and fires immediately. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Returns `ms` when a watchdog can wait that long (plus `slackMs` it adds itself), else throws a
 * RangeError that says the allowed range: a limit that overflowed would time out at once.
 */
export function checkedTimeLimit(ms: number, slackMs = 0): number {
  const most = MAX_TIMER_MS - slackMs;
  if (!(ms >= 1 && ms <= most)) {
    throw new RangeError(`the time limit must be from 1 to ${most} ms, not ${ms}`);
  }
  return ms;
}
