// Check my SQL on generated timelines: the answer and the solution run side by side on timelines
// made from the exercise's own (engine/differ), and the shortest one that tells them apart is
// worded as facts and an English sentence. Pure: the search runs wherever the host runs it.
import type { Allowance, PartingKind } from '../../engine/differ/compare';
import { seedOf } from '../../engine/differ/seed';
import { storeFacts, type StoreFact } from '../../engine/differ/storeFacts';
import type { DifferInput, DifferOutcome, Difference } from '../../engine/differ/search';
import type { TableProblem, TableRule } from '../../engine/differ/tables';
import { runOrder } from '../../engine/runOrder';
import { bindParams } from '../../engine/stepParams';
import type { Outcome, Scenario } from '../../engine/types';
import type { Lesson } from '../lessons/lesson';

export type { DifferOutcome };

/** Runs the differential search (in the explorer's worker in the app, a worker thread in Node). */
export type DifferScenarios = (
  input: DifferInput,
  onProgress?: (done: number, total: number) => void,
) => Promise<DifferOutcome>;

/** Generated timelines per check, shared out over the exercise's timelines. */
export const GENERATED_RUNS = 160;

/** What the difference is, as facts a page words in its own language. */
export interface DifferenceFacts {
  kind: PartingKind;
  actor: string;
  do: string;
  at: number;
  /** The step's outcome with the answer's SQL and with the solution's. */
  answer: Outcome | null;
  solution: Outcome | null;
  /** Rules the answer's step broke that the solution's did not. */
  rules: string[];
  /** How many steps the timeline has. */
  steps: number;
  /** The tick of the same worker's same action that the solution had already accepted. */
  retryOf: number | null;
  /** The tick of an accepted cancel before the step. */
  cancelledAt: number | null;
  /** The token another process of the worker presented: `none`, or its text. */
  process: string | null;
  /**
   * With kind `rows`: the rows (`table:key`) the answer's step changed that the solution's did
   * not, and those the solution's changed that the answer's left alone.
   */
  extraRows: string[];
  missingRows: string[];
  /**
   * With kind `rows` and the same rows changed: the fields (`table:key.column`) the solution's
   * step set that the answer's step left with another value.
   */
  otherValues: string[];
  /** How the timeline's store started unlike the lesson's (the seeds the difference needs). */
  store: StoreFact[];
  /**
   * The key the step was bound with when it named none and its SQL reads `:key` (the contract's
   * default `<job>:<do>`, which is neither a revision nor a request id), else null.
   */
  defaultKey: string | null;
  /** Workers whose clock the timeline sets off (ticks; ahead when positive). */
  skew: { actor: string; by: number }[];
}

/** The generated part of a check report. */
export interface GeneratedResult {
  /** Timelines both SQLs ran on (shrinking included). */
  tried: number;
  passed: boolean;
  /** The shortest timeline that tells the answer from the solution, with the answer's SQL. */
  difference: Difference | null;
  facts: DifferenceFacts | null;
  /** The difference in one English sentence (the CLI's and the checker's). */
  sentence: string | null;
  /** Why the search gave no verdict (a runaway, a cancel, a worker that failed), else null. */
  stopped: string | null;
  /** Indices of the exercise's `allow:` entries that some timeline needed. */
  used: number[];
  /** The exercise's table rules the answer breaks (each fails the check). */
  tables: TableProblem[];
}

/**
 * The search's input for this answer: the exercise's timelines with the solution in place, the
 * answer's SQL, the allowances, the table rules and a seed from the lesson's id. Null when there
 * is no solution to compare with (a shared exercise's lesson form); an answer that is the solution
 * to the letter is not searched (searchDifference), but its tables are still checked.
 */
export function differInput(
  lesson: Lesson,
  sql: Record<string, string>,
  timelines: Scenario[],
): DifferInput | null {
  const { solution, edit } = lesson.exercise;
  if (Object.keys(solution).length === 0) return null;
  const answer: Record<string, string> = {};
  for (const a of edit) answer[a] = sql[a] ?? solution[a] ?? '';
  const allow: Allowance[] = lesson.exercise.allow.map(({ action, solution, answer, why }) => ({
    action,
    solution,
    answer,
    why,
  }));
  const bases = timelines.map((s) => ({ ...s, sql: { ...s.sql, ...solution } }));
  const tables = lesson.exercise.tables.map((r) => {
    const rule: TableRule = { action: r.action, says: r.says };
    if (r.reads) rule.reads = r.reads;
    if (r.writes) rule.writes = r.writes;
    return rule;
  });
  return { bases, answer, allow, tables, seed: seedOf(lesson.id), runs: GENERATED_RUNS };
}

/** The difference's facts: who did what, how the runs differ, and what came before. */
export function differenceFacts(d: Difference): DifferenceFacts {
  const { step, kind } = d.parting;
  const here = d.solution[step];
  const order = runOrder(d.scenario.steps);
  const fileStep = d.scenario.steps[order[step] ?? -1];
  const before = d.solution.slice(0, step);
  const retry = before.find(
    (s) => s.actor === here?.actor && s.do === here.do && s.outcome === 'accepted',
  );
  const cancel = before.find((s) => s.do === 'cancel' && s.outcome === 'accepted');
  const token = fileStep?.token;
  return {
    kind,
    actor: d.parting.answer.actor,
    do: d.parting.answer.do,
    at: d.parting.answer.at,
    answer: d.parting.answer.outcome,
    solution: d.parting.solution.outcome,
    rules: d.parting.answer.rules.filter((r) => !d.parting.solution.rules.includes(r)),
    steps: d.scenario.steps.length,
    retryOf: retry?.at ?? null,
    cancelledAt: cancel?.at ?? null,
    process: token === undefined ? null : token === null ? 'none' : String(token),
    extraRows: (d.parting.answer.touched ?? []).filter(
      (r) => !(d.parting.solution.touched ?? []).includes(r),
    ),
    otherValues: d.parting.answer.values ?? [],
    missingRows: (d.parting.solution.touched ?? []).filter(
      (r) => !(d.parting.answer.touched ?? []).includes(r),
    ),
    defaultKey:
      fileStep && fileStep.key === undefined && /:key\b/.test(d.scenario.sql[fileStep.do] ?? '')
        ? (bindParams(d.scenario, fileStep, null)[':key'] as string)
        : null,
    store: storeFacts(d.scenario.schema),
    skew: Object.entries(d.scenario.clockSkew)
      .filter(([, by]) => by !== 0)
      .map(([actor, by]) => ({ actor, by })),
  };
}

/** A store fact in English. */
function storeSentence(f: StoreFact): string {
  if (f.kind === 'raised')
    return `${f.table} started with ${f.columns.join(' and ')} ${f.by} higher`;
  if (f.kind === 'other')
    return `${f.table} also held another row, with another owner and higher tokens`;
  return `${f.table} also held a row whose key starts with this one's`;
}

/** The facts as one English sentence. */
export function differenceSentence(f: DifferenceFacts): string {
  const who = f.process === null ? f.actor : `another process of ${f.actor} (token ${f.process})`;
  const what = `${who}'s ${f.do} at t=${f.at}`;
  const context = [
    f.retryOf === null ? null : `its ${f.do} at t=${f.retryOf} had already gone through`,
    f.cancelledAt === null ? null : `the job was cancelled at t=${f.cancelledAt}`,
    f.defaultKey === null ? null : `it named no key, so :key was “${f.defaultKey}”`,
    ...f.store.map(storeSentence),
    ...f.skew.map(
      ({ actor, by }) => `${actor}'s clock ran ${Math.abs(by)} ${by > 0 ? 'ahead' : 'behind'}`,
    ),
  ].filter((x) => x !== null);
  const since = context.length > 0 ? ` (${context.join('; ')})` : '';
  const head = `On a timeline the checker made (${f.steps} step${f.steps === 1 ? '' : 's'}), your SQL`;
  if (f.kind === 'accepts')
    return `${head} lets ${what} through${since}; with the solution's SQL that step is ${f.solution}.`;
  if (f.kind === 'refuses')
    return `${head} turns away ${what}${since}, a step of the rightful holder that the solution's SQL lets through.`;
  if (f.kind === 'error')
    return `${head} fails with an error at ${what}${since}; the solution's SQL does not.`;
  if (f.kind === 'rows' && f.extraRows.length === 0 && f.missingRows.length === 0)
    return `${head} lets ${what} through as the solution's does${since}, but it leaves ${f.otherValues.join(', ')} with another value than the solution's writes.`;
  if (f.kind === 'rows')
    return f.extraRows.length > 0
      ? `${head} lets ${what} through as the solution's does${since}, but it also changes ${f.extraRows.join(', ')}, which the solution's leaves alone.`
      : `${head} lets ${what} through as the solution's does${since}, but it leaves ${f.missingRows.join(', ')} alone, which the solution's changes.`;
  return `${head} breaks ${f.rules.join(', ')} at ${what}${since}; the solution's SQL does not.`;
}

/** A finished search as the report's part. */
export function generatedResult(outcome: DifferOutcome): GeneratedResult {
  const none = { tried: 0, difference: null, facts: null, sentence: null, used: [], tables: [] };
  if (outcome.kind === 'cancelled')
    return { ...none, passed: false, stopped: 'The check on generated timelines was cancelled.' };
  if (outcome.kind === 'runaway' || outcome.kind === 'failed')
    return { ...none, passed: false, stopped: outcome.message };
  const r = outcome.result;
  const facts = r.difference ? differenceFacts(r.difference) : null;
  return {
    tried: r.tried,
    passed: r.difference === null && r.tables.length === 0,
    difference: r.difference,
    facts,
    sentence: facts ? differenceSentence(facts) : tableSentence(r.tables),
    stopped: null,
    used: r.used,
    tables: r.tables,
  };
}

/** The first table rule broken, as the lesson's sentence and what SQLite says the SQL does. */
function tableSentence(problems: readonly TableProblem[]): string | null {
  const p = problems[0];
  if (!p) return null;
  const fact =
    p.how === 'unknown'
      ? `SQLite cannot say which tables your ${p.action} touches (${p.message})`
      : `your ${p.action} ${p.how} ${p.table}`;
  return `${p.says} (${fact}.)`;
}
