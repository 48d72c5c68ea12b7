// The explorer's bounds: on distinct states and on the memory its memo may take. Pure data.

/** Distinct states the explorer visits before it stops, inconclusive, unless a model says more. */
export const DEFAULT_MAX_STATES = 200_000;

/** The most `maxStates` a model may ask for: a million states already take about a gigabyte. */
export const MAX_STATES_CEILING = 1_000_000;

/** The memo's estimated size past which the search stops, inconclusive (see memoBytes). */
export const DEFAULT_MEMORY_BUDGET_BYTES = 256 * 1024 * 1024;

/**
 * What one memo entry costs besides its key: the map slot, its record, object headers (measured:
 * a state with a 200-character key takes about 1 KB of heap at the peak).
 */
export const STATE_OVERHEAD_BYTES = 400;

/**
 * The estimated bytes one memo entry with this key takes: two bytes a character (the worst case
 * of a JavaScript string) plus a fixed overhead. An estimate counted the same way on every run,
 * so a search stopped by its memory budget stops at the same state every time.
 */
export function memoBytes(key: string): number {
  return key.length * 2 + STATE_OVERHEAD_BYTES;
}
