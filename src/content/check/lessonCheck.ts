// Checking SQL against a lesson's exercise (the learner's "Check my SQL" and the lesson checker):
// every timeline and variant runs with the given SQL, and each expectation is reported in words.
import type { ExploreResult } from '../../engine/explore/explore';
import type { Outcome, Scenario, StepErrorFacts, Trace, Violation } from '../../engine/types';
import type { DifferInput } from '../../engine/differ/search';
import {
  differInput,
  generatedResult,
  type DifferScenarios,
  type GeneratedResult,
} from './generatedCheck';
import type { Lesson } from '../lessons/lesson';
import { exerciseTimelines } from './exerciseTimelines';

/** Runs a scenario: the supervisor's worker in the app and the CLI, in-process in tests. */
export type RunScenario = (scenario: Scenario) => Promise<Trace>;

/** The explorer's answer for one model, as the checker needs it. */
export interface ScheduleVerdict {
  /** `stopped`: no verdict (a bound, a cancel, a runaway or a worker that failed). */
  verdict: 'safe' | 'unsafe' | 'stopped';
  /** The explorer's own sentence: "Safe on all … schedules" or the counterexample, explained. */
  summary: string;
  /** The finished search the sentence is of, for wording it in another language. */
  result?: ExploreResult;
}

/** Explores a scenario's model (its `explore:` block) on every schedule. */
export type ExploreScenario = (scenario: Scenario) => Promise<ScheduleVerdict>;

/** One exercise timeline's model, explored with the checked SQL. */
export interface ScheduleResult extends ScheduleVerdict {
  id: string;
  title: string;
  passed: boolean;
}

export interface ExpectationResult {
  step: number;
  at: number;
  actor: string;
  do: string;
  expect: Outcome;
  outcome: Outcome | null;
  met: boolean;
  /** The step's error, when it failed with one, and its facts (for another language). */
  error: string | null;
  errorFacts: StepErrorFacts | null;
  /** One plain sentence, in English: what should happen and what did (the CLI and checker's). */
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
  /** Timelines not run because the SQL ran past the time limit in an earlier one. */
  skipped: { id: string; title: string }[];
  /** Why the check stopped early: the SQL ran past the time limit (null when it did not). */
  runaway: string | null;
  /** The step that ran past the time limit, and in which timeline (null when none did). */
  runawayAt: { at: number; actor: string; do: string; title: string } | null;
  /**
   * The exercise's `explore:` models, explored once every timeline passes (none when the
   * exercise has none, or no explorer was given).
   */
  schedules: ScheduleResult[];
  /**
   * The answer beside the solution on generated timelines, once every timeline passes (null when
   * it was not run: a timeline failed, no search was given, or there is no solution to compare).
   */
  generated: GeneratedResult | null;
  /** The sentence of the declared wrong answer the SQL matches, if it matches one. */
  wrongAnswer: string | null;
}

/** How far a check has come: which stage, and how many of its runs are done. */
export interface CheckProgress {
  stage: 'timelines' | 'generated' | 'schedules';
  done: number;
  total: number;
}

/** What a check may use besides running a timeline, and whom it tells how far it is. */
export interface CheckOptions {
  /** Explores the exercise's `explore:` models on every schedule; absent, they are not. */
  explore?: ExploreScenario | undefined;
  /** Compares the answer with the solution on generated timelines; absent, that is not done. */
  differ?: DifferScenarios | undefined;
  onProgress?: ((p: CheckProgress) => void) | undefined;
}

/** SQL compared as a learner means it: case, white space and a final semicolon do not count. */
export function sameSqlText(a: string, b: string): boolean {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/\s*([^\w\s:@$])\s*/g, '$1')
      .replace(/;+$/, '')
      .trim();
  return fold(a) === fold(b);
}

/** The declared wrong answer this SQL matches: every action it names, as written there. */
export function matchWrongAnswer(lesson: Lesson, sql: Record<string, string>): string | null {
  const hit = lesson.exercise.wrongAnswers.find((w) =>
    Object.entries(w.sql).every(([action, text]) => sameSqlText(sql[action] ?? '', text)),
  );
  return hit?.says ?? null;
}

/** The exercise's timelines (main scenario, then variants), as the lesson has them. */
function timelineScenarios(lesson: Lesson): Scenario[] {
  return exerciseTimelines(lesson, {}).map((t) => t.scenario);
}

/**
 * The check on generated timelines a host can run the solution's side of before the learner asks
 * (WarmRequest.ahead): the same timelines as any answer's check of the lesson (null when the
 * lesson has no solution to compare with).
 */
export function solutionAhead(lesson: Lesson): DifferInput | null {
  return differInput(lesson, lesson.exercise.solution, timelineScenarios(lesson));
}

/**
 * Runs every timeline of the exercise with the learner's SQL for the edited actions; when they
 * all pass, compares the answer with the solution on generated timelines (given a search), then
 * explores each timeline's `explore:` model on every schedule (given an explorer).
 */
export async function checkAnswer(
  lesson: Lesson,
  sql: Record<string, string>,
  run: RunScenario,
  { explore, differ, onProgress }: CheckOptions = {},
): Promise<AnswerReport> {
  const timelines: TimelineResult[] = [];
  const all = exerciseTimelines(lesson, sql);
  const skipped: { id: string; title: string }[] = [];
  let runaway: string | null = null;
  let runawayAt: AnswerReport['runawayAt'] = null;
  for (const [k, { id, scenario }] of all.entries()) {
    // SQL that ran past the time limit is cut off once: the other timelines are not run.
    if (runaway !== null) {
      skipped.push({ id, title: scenario.title });
      continue;
    }
    onProgress?.({ stage: 'timelines', done: k, total: all.length });
    const trace = await run(scenario);
    const spun = trace.steps.find((st) => st.errorKind === 'time-limit');
    if (spun) runawayAt = { at: spun.at, actor: spun.actor, do: spun.do, title: scenario.title };
    if (spun)
      runaway =
        `Your SQL ran past the time limit at t=${spun.at} (${spun.actor}'s ${spun.do}) in ` +
        `"${scenario.title}", so the other timelines were not run. Make the statement finish, ` +
        `then check again.`;
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
          error: s.outcome === 'error' ? (s.error ?? '') : null,
          errorFacts: s.outcome === 'error' ? s.errorFacts : null,
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
  const onTimelines = runaway === null && timelines.length > 0 && timelines.every((t) => t.passed);
  let generated: GeneratedResult | null = null;
  const input = onTimelines && differ ? differInput(lesson, sql, timelineScenarios(lesson)) : null;
  if (input && differ) {
    onProgress?.({ stage: 'generated', done: 0, total: input.runs });
    generated = generatedResult(
      await differ(input, (done, total) => onProgress?.({ stage: 'generated', done, total })),
    );
  }
  const schedules: ScheduleResult[] = [];
  if (onTimelines && explore && (generated === null || generated.passed)) {
    const models = all.filter((t) => t.scenario.explore);
    for (const [k, { id, scenario }] of models.entries()) {
      onProgress?.({ stage: 'schedules', done: k, total: models.length });
      const v = await explore(scenario);
      schedules.push({ id, title: scenario.title, ...v, passed: v.verdict === 'safe' });
    }
  }
  return {
    passed: onTimelines && (generated?.passed ?? true) && schedules.every((x) => x.passed),
    timelines,
    skipped,
    runaway,
    runawayAt,
    schedules,
    generated,
    wrongAnswer: matchWrongAnswer(lesson, sql),
  };
}

/**
 * Every reason a report failed, each in one English sentence with where it failed
 * (`[<timeline id>] …`, `[generated] …`, `[<id>, every schedule] …`, the runaway), in that order.
 */
export function failureReasons(report: AnswerReport): string[] {
  return [
    ...report.timelines.flatMap((t) => [
      ...t.expectations.filter((e) => !e.met).map((e) => `[${t.id}] ${e.sentence}`),
      ...t.violations.map((v) => `[${t.id}] ${v.rule}: ${v.message}`),
    ]),
    ...(report.generated?.sentence ? [`[generated] ${report.generated.sentence}`] : []),
    ...(report.generated?.stopped ? [`[generated] ${report.generated.stopped}`] : []),
    ...report.schedules
      .filter((x) => !x.passed)
      .map((x) => `[${x.id}, every schedule] ${x.summary}`),
    ...(report.runaway === null ? [] : [report.runaway]),
  ];
}

/** The first few reasons a report failed, for one-line messages. */
export function failureSummary(report: AnswerReport, most = 3): string {
  const reasons = failureReasons(report);
  const more = reasons.length > most ? ` (and ${reasons.length - most} more)` : '';
  return reasons.slice(0, most).join(' ') + more;
}
