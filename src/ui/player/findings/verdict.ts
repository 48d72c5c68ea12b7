// The sentences of a run's verdict: whether its stated expectations held and whether it was safe,
// or, when its schema failed, that nothing ran (so nothing was met or unmet).
import type { Trace } from '../../../engine/types';
import { t, type MessageKey } from '../../../i18n/i18n';

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

const WHOSE: Record<Exclude<ExerciseSql, null>, MessageKey> = {
  starter: 'player.verdict.who.starter',
  mine: 'player.verdict.who.mine',
  solution: 'player.verdict.who.solution',
};

/** What the player says about a finished run. */
export function verdictOf(trace: Trace, exercise: ExerciseSql = null): Verdict {
  if (trace.schemaError !== null) {
    return {
      expectations: { text: t('player.verdict.noStepRan'), bad: true },
      safety: null,
      schemaError: sentence(trace.schemaError),
    };
  }
  const stated = trace.steps.filter((s) => s.expect !== null).length;
  const unmet = trace.steps.filter((s) => s.met === false).length;
  const expectations =
    stated === 0
      ? { text: t('player.verdict.noneStated'), bad: false }
      : unmet === 0
        ? { text: t('player.verdict.allMet'), bad: false }
        : exercise
          ? {
              text: t('player.verdict.misses', { who: t(WHOSE[exercise]), unmet, stated }),
              bad: true,
            }
          : { text: t('player.verdict.unmet', { unmet, stated }), bad: true };
  if (trace.steps.length === 0) {
    return {
      expectations: { text: t('player.verdict.empty'), bad: false },
      safety: null,
      schemaError: null,
    };
  }
  const n = trace.violations.length;
  // Steps are counted from 1 where a person reads them (the address and the JSON count from 0).
  const errors = trace.steps.filter((s) => s.outcome === 'error').map((s) => s.i + 1);
  const safety = !trace.safe
    ? { text: t('player.verdict.unsafe', { n }), bad: true }
    : errors.length > 0
      ? {
          text: t(errors.length === 1 ? 'player.verdict.error' : 'player.verdict.errors', {
            steps: listOf(errors),
          }),
          bad: true,
        }
      : unmet > 0
        ? { text: t('player.verdict.noRuleBroken'), bad: false }
        : { text: t('player.verdict.safe'), bad: false };
  return { expectations, safety, schemaError: null };
}

/** 3 → "3"; 3, 5 → "3 and 5"; 3, 5, 6 → "3, 5 and 6" (in Chinese "3、5 和 6"). */
function listOf(n: number[]): string {
  if (n.length < 2) return n.join('');
  const rest = n.slice(0, -1).join(t('player.list.separator'));
  return t('player.list.and', { rest, last: n[n.length - 1] });
}

/** `the schema failed: …` (as the engine words it) → `The schema failed: …`. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
