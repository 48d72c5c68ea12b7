// Where a trace on screen came from. Each page shows the player only for a source of its own, so
// no page has to clean up after another.

import type { LessonSql } from '../content/lessons/lessonSql';

export type { LessonSql };

export type TraceSource =
  /** An example in the playground, by name. */
  | { kind: 'example'; name: string }
  /** A share link opened in the playground, by its fragment. */
  | { kind: 'link'; hash: string }
  /** One of a lesson's timelines, with the SQL it runs. */
  | { kind: 'lesson'; lesson: string; timeline: string; sql: LessonSql }
  /** The scenario being built in the studio. */
  | { kind: 'studio' }
  /** A drill's timeline, after the candidate submitted. */
  | { kind: 'drill'; drill: string }
  /** An explorer counterexample, shown where it was asked for. */
  | { kind: 'counterexample'; subject: string }
  /** The home page's story: the seed demo as shipped, told one step at a time. */
  | { kind: 'story' }
  /** A trace recorded on PostgreSQL (lessons/postgres/), by name: shown, never run here. */
  | { kind: 'recorded'; name: string }
  /** A shared exercise (`/exercise#x=…`, by its fragment), with the starter or the learner's SQL. */
  | { kind: 'exercise'; hash: string; sql: ExerciseSql };

/** Which SQL a shared exercise's scenario runs with: the instructor's starter, or the learner's. */
export type ExerciseSql = 'starter' | 'mine';

/** True when two sources name the same thing (so a re-run of it can mark changed outcomes). */
export function sameSource(a: TraceSource | null, b: TraceSource | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
