// Checking SQL against a lesson's exercise (the learner's "Check my SQL" and the lesson checker):
// every timeline and variant runs with the given SQL, and each expectation is reported in words.
import type { Outcome, Scenario, Trace, Violation } from '../engine/types';
import type { InputIssue } from '../engine/yamlSource';
import { loadLesson, type Lesson } from './lesson';
import { PLACEHOLDER } from './placeholder';

/** Runs a scenario: the supervisor's worker in the app and the CLI, in-process in tests. */
export type RunScenario = (scenario: Scenario) => Promise<Trace>;

export interface ExpectationResult {
  step: number;
  at: number;
  actor: string;
  do: string;
  expect: Outcome;
  outcome: Outcome | null;
  met: boolean;
  /** One plain sentence: what should happen and what did. */
  sentence: string;
}

export interface TimelineResult {
  id: string;
  title: string;
  trace: Trace;
  expectations: ExpectationResult[];
  /** Violations that fail the check (none when the exercise does not ask for safety). */
  violations: Violation[];
  passed: boolean;
}

export interface AnswerReport {
  passed: boolean;
  timelines: TimelineResult[];
}

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

/** Runs every timeline of the exercise with the learner's SQL for the edited actions. */
export async function checkAnswer(
  lesson: Lesson,
  sql: Record<string, string>,
  run: RunScenario,
): Promise<AnswerReport> {
  const timelines: TimelineResult[] = [];
  for (const { id, scenario } of exerciseTimelines(lesson, sql)) {
    const trace = await run(scenario);
    const expectations = trace.steps
      .filter((s) => s.expect !== null)
      .map((s) => {
        const expect = s.expect as Outcome;
        const met = s.met === true;
        const what = `At t=${s.at}, ${s.actor}'s ${s.do}`;
        const got =
          s.outcome === 'error'
            ? `it failed with an error: ${s.error ?? ''}`
            : `it was ${s.outcome ?? 'not run'}`;
        const sentence = met
          ? `${what} was ${expect}, as it should be.`
          : `${what} should be ${expect}, but ${got}.`;
        return {
          step: s.i,
          at: s.at,
          actor: s.actor,
          do: s.do,
          expect,
          outcome: s.outcome,
          met,
          sentence,
        };
      });
    const violations = lesson.exercise.safe ? trace.violations : [];
    if (trace.schemaError !== null) {
      violations.push({ rule: 'stale-write', step: -1, message: trace.schemaError });
    }
    const passed =
      trace.schemaError === null && expectations.every((e) => e.met) && violations.length === 0;
    timelines.push({ id, title: scenario.title, trace, expectations, violations, passed });
  }
  return { passed: timelines.length > 0 && timelines.every((t) => t.passed), timelines };
}

/** The first few reasons a report failed, for one-line messages. */
export function failureSummary(report: AnswerReport, most = 3): string {
  const reasons = report.timelines.flatMap((t) => [
    ...t.expectations.filter((e) => !e.met).map((e) => `[${t.id}] ${e.sentence}`),
    ...t.violations.map((v) => `[${t.id}] ${v.rule}: ${v.message}`),
  ]);
  const more = reasons.length > most ? ` (and ${reasons.length - most} more)` : '';
  return reasons.slice(0, most).join(' ') + more;
}

/**
 * The lesson checker: every file valid, ids unique, at least one reference, prerequisites known
 * and earlier, every other scenario meeting its own expects as written, the solution passing
 * every timeline and variant, and the starter failing at least one expectation.
 */
export async function checkLessons(
  files: { file: string; text: string }[],
  run: RunScenario,
): Promise<{ lessons: Lesson[]; issues: InputIssue[] }> {
  const issues: InputIssue[] = [];
  const lessons: Lesson[] = [];
  for (const f of files) {
    // A skeleton from the studio is not a lesson until its author has filled every placeholder.
    const left = f.text.split('\n').findIndex((l) => l.includes(PLACEHOLDER));
    if (left >= 0) {
      const message = `a ${PLACEHOLDER} placeholder is left: replace it with the lesson's own text`;
      issues.push({ file: f.file, line: left + 1, field: 'placeholder', message });
    }
    const r = loadLesson(f.text, f.file);
    if (r.ok) lessons.push(r.lesson);
    else issues.push(...r.issues);
  }
  const issue = (l: Lesson, path: (string | number)[], message: string) =>
    issues.push({ file: l.file, line: l.lineOf(path), field: path.join('.'), message });
  for (const l of lessons) {
    const sameId = lessons.find((o) => o !== l && o.id === l.id);
    if (sameId) issue(l, ['id'], `id "${l.id}" is also used by ${sameId.file}`);
    if (l.references.length === 0)
      issue(
        l,
        ['references'],
        'a lesson needs at least one reference: add references: with { title, url, supports } ' +
          'for a source that backs what the lesson says',
      );
    const sameOrder = lessons.find((o) => o !== l && o.order === l.order);
    if (sameOrder) issue(l, ['order'], `order ${l.order} is also used by ${sameOrder.file}`);
    l.prerequisites.forEach((p, k) => {
      const pre = lessons.find((o) => o.id === p);
      if (!pre) issue(l, ['prerequisites', k], `no lesson has the id "${p}"`);
      else if (pre.order >= l.order)
        issue(
          l,
          ['prerequisites', k],
          `"${p}" comes later (order ${pre.order}); a prerequisite must come first`,
        );
    });
    for (const [k, entry] of l.scenarios.entries()) {
      if (entry.id === l.exercise.scenario) continue;
      const trace = await run(entry.scenario);
      const missed = trace.steps.filter((st) => st.met === false);
      if (trace.schemaError !== null || missed.length > 0) {
        const why =
          trace.schemaError ??
          missed
            .map((st) => `step ${st.i} was ${st.outcome ?? 'not run'}, not ${st.expect}`)
            .join('; ');
        issue(
          l,
          ['scenarios', k],
          `scenario "${entry.id}" does not do what its expect: fields say: ${why}`,
        );
      }
    }
    const solution = await checkAnswer(l, l.exercise.solution, run);
    if (!solution.passed)
      issue(l, ['exercise', 'solution'], `the solution fails: ${failureSummary(solution)}`);
    const starter = await checkAnswer(l, l.exercise.starter, run);
    if (starter.passed) {
      issue(
        l,
        ['exercise', 'starter'],
        'the starter already passes every timeline: an exercise needs something to fix',
      );
    }
  }
  lessons.sort((a, b) => a.order - b.order);
  return { lessons, issues };
}
