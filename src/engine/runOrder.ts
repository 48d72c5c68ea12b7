// The order steps run in. Pure.
import type { Step } from './types';

/**
 * Indices of the steps in run order: by `at`, and in file order for equal `at`
 * (a stable sort, so the author's order breaks ties).
 */
export function runOrder(steps: readonly Step[]): number[] {
  return steps.map((_, i) => i).sort((a, b) => (steps[a]?.at ?? 0) - (steps[b]?.at ?? 0) || a - b);
}
