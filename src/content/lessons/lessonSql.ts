// Which SQL a lesson's timeline runs with (#12 §2, "show the failure before the fix"): the
// exercise's timeline and its variants run the starter until the learner has edited or solved, then
// theirs, and the solution once it is theirs to see; the lesson's other scenarios run as written.
import type { Lesson } from './lesson';
import type { LessonProgress } from '../files/progressFile';
import type { Scenario } from '../../engine/types';

/**
 * Which SQL a lesson's timeline runs with. The exercise's timeline and its variants run with the
 * starter, the learner's SQL or the solution over their edited actions; the lesson's other
 * scenarios run as `written`.
 */
export type LessonSql = 'written' | 'starter' | 'mine' | 'solution';

/** The SQL the learner is working on: their edits over the starter. */
export function learnerSql(
  lesson: Lesson,
  progress: LessonProgress | undefined,
): Record<string, string> {
  return { ...lesson.exercise.starter, ...(progress?.sql ?? {}) };
}

/** True for the exercise's timeline and its variants: the timelines that run edited actions. */
export function isExerciseTimeline(lesson: Lesson, id: string): boolean {
  return id === lesson.exercise.scenario || lesson.exercise.variants.some((v) => v.id === id);
}

/**
 * The SQL the predict step runs: the starter when it predicts the exercise's timeline (so the
 * learner sees the problem before the fix), else its scenario as written.
 */
export function predictSql(lesson: Lesson): LessonSql {
  return isExerciseTimeline(lesson, lesson.predict.scenario) ? 'starter' : 'written';
}

/** The solution may run only once the lesson is solved or the learner asked to see it. */
export function solutionOpen(progress: LessonProgress | undefined, asked: boolean): boolean {
  return asked || progress?.status === 'solved';
}

/**
 * The SQL a timeline runs with when `asked` is asked for (null: no choice made). An exercise
 * timeline runs the starter until the learner has edited or solved, then their SQL; the solution
 * only when open, else that default. Every other scenario runs as written.
 */
export function resolveLessonSql(
  lesson: Lesson,
  progress: LessonProgress | undefined,
  timeline: string,
  asked: LessonSql | null,
  solutionAsked: boolean,
): LessonSql {
  if (!isExerciseTimeline(lesson, timeline)) return 'written';
  if (asked === 'starter' || asked === 'mine') return asked;
  if (asked === 'solution' && solutionOpen(progress, solutionAsked)) return 'solution';
  const edited = Object.keys(progress?.sql ?? {}).length > 0;
  return edited || progress?.status === 'solved' ? 'mine' : 'starter';
}

/** The scenario with the chosen SQL over its edited actions (as written for `written`). */
export function withLessonSql(
  lesson: Lesson,
  progress: LessonProgress | undefined,
  scenario: Scenario,
  sql: LessonSql,
): Scenario {
  const ex = lesson.exercise;
  const edited =
    sql === 'starter'
      ? ex.starter
      : sql === 'mine'
        ? learnerSql(lesson, progress)
        : sql === 'solution'
          ? ex.solution
          : null;
  return edited ? { ...scenario, sql: { ...scenario.sql, ...edited } } : scenario;
}
