// The practice rounds kept, one per question (practiceState.ts `kept`): the round on screen goes
// in first once it is begun, and the rounds started longest ago go beyond MAX_KEPT_ROUNDS. Pure.
import { MAX_KEPT_ROUNDS, type KeptRound, type Round } from './practiceState';

/** Whether two rounds are the same one (its text, timer or grade may differ). */
export const sameRound = (a: Round, b: Round): boolean =>
  a.questionId === b.questionId &&
  a.startedAt === b.startedAt &&
  a.path.join('.') === b.path.join('.');

/**
 * Whether a round holds anything to come back to: a follow-up reached, an answer typed, a key
 * point ticked, a reveal. A question merely opened is not kept (nor is one started over).
 */
export const begun = (r: Round): boolean =>
  r.path.length > 0 || r.answer !== '' || r.usedMs !== null || r.covered.length > 0;

/**
 * `kept` with `entry` as its question's round (or without one, when it is not begun), and no
 * more than MAX_KEPT_ROUNDS rounds.
 */
export function keptWith(
  kept: Readonly<Record<string, KeptRound>>,
  entry: KeptRound,
): Record<string, KeptRound> {
  const id = entry.round.questionId;
  const others = Object.entries(kept)
    .filter(([k]) => k !== id)
    .sort(([, a], [, b]) => b.round.startedAt - a.round.startedAt);
  if (!begun(entry.round)) return Object.fromEntries(others.slice(0, MAX_KEPT_ROUNDS));
  return Object.fromEntries([[id, entry], ...others.slice(0, MAX_KEPT_ROUNDS - 1)]);
}
