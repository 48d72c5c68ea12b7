// An exercise's timelines with a learner's SQL put in: what the checker runs, and what the lesson
// page hands the explorer. A module of its own, so that the lesson page does not load the checker
// for it.
import type { Scenario } from '../../engine/types';
import type { Lesson } from '../lessons/lesson';

/** The exercise's timelines (main scenario, then variants) with the given SQL put in. */
export function exerciseTimelines(lesson: Lesson, sql: Record<string, string>) {
  const ex = lesson.exercise;
  const main = lesson.scenarios.find((s) => s.id === ex.scenario);
  const withSql = (s: Scenario): Scenario => ({ ...s, sql: { ...s.sql, ...sql } });
  return [...(main ? [main] : []), ...ex.variants].map((e) => ({
    id: e.id,
    scenario: withSql(e.scenario),
  }));
}
