// A learner's work on shared exercises, kept per exercise (exerciseState.ts `kept`): the SQL of
// each editable action and the predictions, so a reload (or the update notice's Reload) brings
// them back. Keyed by the link's checksum and length, not its whole text (kilobytes); at most
// MAX_KEPT_EXERCISES, the ones worked on last. Pure.
import type { Outcome } from '../engine/types';

/** The work kept for one exercise. */
export interface KeptExercise {
  sql: Record<string, string>;
  predictions: Record<string, Outcome>;
  predicted: boolean;
  /** When it was last changed, in milliseconds since 1970: the oldest go first. */
  savedAt: number;
}

export const MAX_KEPT_EXERCISES = 20;

/** The key of an exercise's work: its link's checksum and length (`x=v1.<crc32>.…`). */
export function exerciseKeyOf(hash: string): string {
  const crc = /v1\.([0-9a-f]{8})\./.exec(hash)?.[1] ?? 'link';
  return `${crc}-${hash.length}`;
}

/** `kept` with this exercise's work (none when it is the starter, unpredicted), at most the max. */
export function keptWith(
  kept: Readonly<Record<string, KeptExercise>>,
  key: string,
  work: KeptExercise,
  starter: Readonly<Record<string, string>>,
): Record<string, KeptExercise> {
  const edited = Object.entries(work.sql).some(([a, sql]) => starter[a] !== sql);
  const begun = edited || work.predicted || Object.keys(work.predictions).length > 0;
  const others = Object.entries(kept)
    .filter(([k]) => k !== key)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt);
  if (!begun) return Object.fromEntries(others.slice(0, MAX_KEPT_EXERCISES));
  return Object.fromEntries([[key, work], ...others.slice(0, MAX_KEPT_EXERCISES - 1)]);
}
