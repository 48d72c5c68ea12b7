// An example's (and a lesson's first timeline's) trace, run at build time on sql.js in Node by the same engine the browser's worker
// runs (runScenario on a sql.js port): deterministic, so the trace is the one the worker would
// give, byte for byte (exampleTrace.test.ts holds that against the worker path). The home page's
// story and a lesson's first timeline show it without starting the SQL worker, so a first visit
// fetches neither the worker nor sql.js's wasm.
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { runScenario } from '../src/engine/runner';
import type { Scenario, Trace } from '../src/engine/types';
import { createSqlJsPort } from '../src/sql/sqljsPort';
import type { Lesson } from '../src/content/lessons/lesson';
import { resolveLessonSql, withLessonSql } from '../src/content/lessons/lessonSql';

let sqlJs: Promise<SqlJsStatic> | null = null;

/** The trace of a scenario checked at build time. */
export async function exampleTrace(scenario: Scenario): Promise<Trace> {
  sqlJs ??= initSqlJs();
  return runScenario(scenario, createSqlJsPort(await sqlJs));
}

/**
 * A lesson's first timeline as a first visit opens it (no progress: the starter SQL, or the
 * scenario as written), run at build time; LessonSlice.showScenario shows it while the learner's
 * SQL is not in it.
 */
export async function lessonFirstTrace(lesson: Lesson): Promise<NonNullable<Lesson['builtTrace']>> {
  const timeline = lesson.scenarios[0]?.id ?? lesson.exercise.scenario;
  const entry =
    lesson.scenarios.find((s) => s.id === timeline) ??
    lesson.exercise.variants.find((s) => s.id === timeline);
  if (!entry) throw new Error(`${lesson.id}: no timeline ${timeline}`);
  const sql = resolveLessonSql(lesson, undefined, timeline, null, false);
  return {
    timeline,
    sql,
    trace: await exampleTrace(withLessonSql(lesson, undefined, entry.scenario, sql)),
  };
}
