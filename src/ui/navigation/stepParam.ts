// `?step=N` and the playhead (see step.ts): N counts from 1, the playhead from 0 (-1 before the
// first step). Pure, so that route builders can use it without the navigation module.

/**
 * The playhead a query names (`?step=4` → 3, the fourth step; `?step=0` → -1, before the first),
 * or null when it names none or not a whole number.
 */
export function stepFromSearchParams(params: URLSearchParams): number | null {
  const text = params.get('step');
  if (text === null || !/^-?\d+$/.test(text.trim())) return null;
  return Math.max(-1, Number(text) - 1);
}

/** The address's text for a playhead: its step number from 1, or null before the first step. */
export function stepParam(playhead: number): string | null {
  return playhead >= 0 ? String(playhead + 1) : null;
}
