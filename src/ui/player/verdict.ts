// The sentences of a run's verdict: whether its stated expectations held and whether it was safe,
// or, when its schema failed, that nothing ran (so nothing was met or unmet).
import type { Trace } from '../../engine/types';

export interface Verdict {
  /** About the expectations; `bad` marks it in the page's error colour. */
  expectations: { text: string; bad: boolean };
  /** About safety; null when no step ran, so there is nothing to judge. */
  safety: { text: string; bad: boolean } | null;
  /** The schema's error as a sentence, or null when the schema ran. */
  schemaError: string | null;
}

/**
 * Whose SQL a lesson's exercise timeline ran, when it did: its `expect:`s are then what the
 * fixed SQL must do, so the starter missing them is the point, and is said so.
 */
export type ExerciseSql = 'starter' | 'mine' | 'solution' | null;

const MISSES: Record<Exclude<ExerciseSql, null>, string> = {
  starter: "The starter's SQL",
  mine: 'Your SQL',
  solution: 'The solution',
};

/** What the player says about a finished run. */
export function verdictOf(trace: Trace, exercise: ExerciseSql = null): Verdict {
  if (trace.schemaError !== null) {
    return {
      expectations: { text: 'No step ran, so no expectation was checked.', bad: true },
      safety: null,
      schemaError: sentence(trace.schemaError),
    };
  }
  const stated = trace.steps.filter((s) => s.expect !== null).length;
  const unmet = trace.steps.filter((s) => s.met === false).length;
  const expectations =
    stated === 0
      ? { text: 'No expectation was stated.', bad: false }
      : unmet === 0
        ? { text: 'Every stated expectation was met.', bad: false }
        : exercise
          ? {
              text: `${MISSES[exercise]} misses ${unmet} of the ${stated} expectations, which say what the fixed SQL must do.`,
              bad: true,
            }
          : { text: `${unmet} of ${stated} stated expectations were not met.`, bad: true };
  if (trace.steps.length === 0) {
    return {
      expectations: { text: 'The timeline is empty: there is no step to run yet.', bad: false },
      safety: null,
      schemaError: null,
    };
  }
  const n = trace.violations.length;
  // Steps are counted from 1 where a person reads them (the address and the JSON count from 0).
  const errors = trace.steps.filter((s) => s.outcome === 'error').map((s) => s.i + 1);
  const safety = !trace.safe
    ? { text: `Unsafe: ${n} violation${n === 1 ? '' : 's'}.`, bad: true }
    : errors.length > 0
      ? {
          text: `No rule broken, but ${errors.length === 1 ? 'step' : 'steps'} ${listOf(errors)} raised ${errors.length === 1 ? 'an error' : 'errors'}.`,
          bad: true,
        }
      : unmet > 0
        ? { text: 'No rule broken.', bad: false }
        : { text: 'Safe.', bad: false };
  return { expectations, safety, schemaError: null };
}

/** 3 → "3"; 3, 5 → "3 and 5"; 3, 5, 6 → "3, 5 and 6". */
function listOf(n: number[]): string {
  return n.length < 2 ? n.join('') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** `the schema failed: …` (as the engine words it) → `The schema failed: …`. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
