// One step of a scenario on a SqlPort: the kernel the runner and the schedule explorer share. Pure:
// SQL only via the port; it returns the step's record and the next state, and changes nothing else.
import {
  appendedTo,
  appendOnlyCounts,
  appendOnlyOf,
  appendOnlyTexts,
  guardAppendOnly,
} from './appendOnly';
import { classify, tokenOf } from './classify';
import { issueSentence } from './issueText';
import { dict, own } from './names';
import { judge, mayBeJudged, type Truth } from './oracle';
import { STANDARD_SCHEMA, sqlFor } from './referenceSql';
import { isWorker } from './actors';
import { inlineParams, sqlTemplate, type SqlTemplate } from './sqlText';
import { bindParams } from './stepParams';
import type {
  Belief,
  Scenario,
  StepPort,
  SqlValue,
  Step,
  StepErrorFacts,
  StepTrace,
  TableSnapshot,
} from './types';

/** The error text of a claim whose token no resource could compare. */
export function badTokenMessage(token: SqlValue): string {
  return `the claim's token is ${String(token)}, which is not a finite number: no resource can compare it with another token, so the claim is undone and ends as an error`;
}

/** The error text of a step stopped by the time limit. */
export function timeLimitMessage(ms: number): string {
  return `stopped: the statement ran past the time limit of ${ms} ms (a runaway query?)`;
}

export const NO_BELIEF: Belief = {
  token: null,
  leaseUntil: null,
  pausedUntil: null,
  crashed: false,
};

/** What stays the same for every step of one run; the explorer's port also keys states. */
export interface StepEnv<P extends StepPort = StepPort> {
  scenario: Scenario;
  port: P;
  /** Every table after the schema; a step's record starts from it. */
  initial: TableSnapshot[];
  /** SQL templates for the bound-SQL display, filled as actions are first seen. */
  templates: Map<string, SqlTemplate>;
  /** Run-order indices that end as `error` without running (see RunOptions.timedOut). */
  timedOut: ReadonlySet<number>;
  /** SQL texts that ran past the limit at an earlier step: not run again (RunOptions.timedOutSql). */
  timedOutSql?: ReadonlySet<string>;
  timeLimitMs: number;
  /** Called just before a step's SQL runs, and just after it returns (the host's watchdog). */
  onStep?: (i: number) => void;
  onStepDone?: (i: number) => void;
  /**
   * False when nobody reads the tables after each step (the explorer keys states by
   * `port.stateKey()` instead): the record's `tables` then stay the initial ones.
   */
  recordTables?: boolean;
  /**
   * What the step's unit added to the scenario's appendOnly tables, when that is all it changed,
   * as the port's own engine measured it (PostgreSQL, src/pg: its per-transaction row counters);
   * null when it changed anything else. Absent: the kernel counts those tables' rows through the
   * port before and after the step (SQLite). See appendOnly.ts.
   */
  appendedTo?: readonly string[] | null;
}

/** What carries from one step to the next: each worker's belief and the oracle's truth. */
export interface RunState {
  beliefs: Readonly<Record<string, Belief>>;
  truth: Truth;
}

/** A belief for each named worker, before any step. */
export function initialBeliefs(actors: Iterable<string>): Record<string, Belief> {
  const beliefs = dict<Belief>();
  for (const a of actors) if (isWorker(a) && !Object.hasOwn(beliefs, a)) beliefs[a] = NO_BELIEF;
  return beliefs;
}

/**
 * Every SQL text a run of `actions` on the scenario can hand the port: its schema first, then each
 * action's SQL (what `SqlPort.reset` is told, so that a re-run can start from the schema's database).
 */
export function runTexts(scenario: Scenario, actions: Iterable<string>): string[] {
  const texts = new Set([scenario.schema ?? STANDARD_SCHEMA, ...appendOnlyTexts(scenario)]);
  for (const a of actions) texts.add(sqlFor(scenario.sql, a) ?? '');
  return [...texts];
}

/** How runSchema is told about the port (besides the watchdog's hooks). */
export interface SchemaHooks extends Pick<StepEnv, 'onStep' | 'onStepDone'> {
  /**
   * True when the port's own engine has already guarded the appendOnly tables with the schema
   * (PostgreSQL, src/pg): the SQLite guard is then not run.
   */
  guarded?: boolean;
}

/**
 * Runs the schema (the scenario's, else the standard one), then guards the scenario's
 * appendOnly tables (appendOnly.ts). Returns the error's facts, or null. `timedOutAfter` is the
 * time limit when an earlier attempt saw the schema run away.
 */
export function runSchema(
  scenario: Scenario,
  port: StepPort,
  timedOutAfter: number | null,
  hooks: SchemaHooks = {},
): StepErrorFacts | null {
  if (timedOutAfter !== null) return { kind: 'time-limit', ms: timedOutAfter, earlier: false };
  hooks.onStep?.(-1);
  const r = port.run(scenario.schema ?? STANDARD_SCHEMA, {
    ':job': scenario.job,
    ':ttl': scenario.ttl,
  });
  hooks.onStepDone?.(-1);
  if (!r.ok) return { kind: 'sql', sqlite: r.error.message };
  return hooks.guarded === true ? null : guardAppendOnly(scenario, port);
}

/** The schema's error as the trace's English sentence (`schemaError`). */
export function schemaErrorText(facts: StepErrorFacts): string {
  if (facts.kind === 'time-limit') return timeLimitMessage(facts.ms);
  if (facts.kind === 'refused') return facts.refusal ? issueSentence(facts.refusal) : '';
  return facts.kind === 'sql' ? `the schema failed: ${facts.sqlite}` : '';
}

/**
 * Runs step `step` (index `i` in run order) on the port: its SQL with every contract parameter
 * bound, its outcome, the worker's new belief, the oracle's verdict and the tables after it.
 * Returns the record and the next state; the given state is not changed.
 */
export function runStep(
  env: StepEnv,
  state: RunState,
  step: Step,
  i: number,
): { rec: StepTrace; state: RunState } {
  const { scenario } = env;
  const beliefs = beliefsAt(state.beliefs, step.at);
  const mine = own(beliefs, step.actor) ?? NO_BELIEF;
  const rec = freshRecord(env, step, i, beliefs);
  rec.token = step.token !== undefined ? step.token : mine.token;
  let appended: readonly string[] | null = null;

  if (step.do === 'pause') {
    beliefs[step.actor] = { ...mine, pausedUntil: step.until ?? null };
    rec.token = null;
  } else if (step.do === 'crash') {
    beliefs[step.actor] = { ...mine, crashed: true };
    rec.token = null;
  } else {
    if (step.do === 'claim') runClaim(env, step, i, mine.token, rec);
    else appended = runSql(env, step, i, mine.token, rec, measures(env, state.truth, step));
    if (step.do === 'claim') {
      if (rec.outcome === 'granted') {
        beliefs[step.actor] = { ...mine, token: rec.token, leaseUntil: step.at + scenario.ttl };
      }
    } else if (step.do === 'renew' && rec.outcome === 'accepted' && isWorker(step.actor)) {
      beliefs[step.actor] = { ...mine, leaseUntil: step.at + scenario.ttl };
    }
  }

  const judged = judge(state.truth, {
    i,
    at: step.at,
    actor: step.actor,
    do: step.do,
    outcome: rec.outcome,
    token: rec.token,
    ttl: scenario.ttl,
    appendedTo: appended,
  });
  rec.violations = judged.violations;
  rec.warnings = judged.warnings;
  rec.holder = judged.truth.holder;
  if (env.recordTables !== false) rec.tables = env.port.snapshot();
  rec.met = rec.expect === null ? null : rec.expect === rec.outcome;
  return { rec, state: { beliefs, truth: judged.truth } };
}

/**
 * A step's record before it runs: nothing happened yet, the tables are the initial ones, and
 * `beliefs` are the memories it starts from (see beliefsAt). The PostgreSQL runner's session
 * steps (src/pg/sessionRecord.ts) start from it too.
 */
export function freshRecord(
  env: Pick<StepEnv, 'initial'>,
  step: Step,
  i: number,
  beliefs: Record<string, Belief>,
): StepTrace {
  return {
    i,
    at: step.at,
    actor: step.actor,
    do: step.do,
    line: step.line ?? null,
    note: step.note ?? null,
    outcome: null,
    changes: 0,
    token: null,
    expect: step.expect ?? null,
    met: null,
    error: null,
    errorKind: null,
    errorFacts: null,
    errorOffset: null,
    sql: null,
    boundSql: null,
    params: null,
    results: [],
    tables: env.initial,
    violations: [],
    warnings: [],
    beliefs,
    holder: null,
  };
}

/** A copy of the beliefs before a step at tick `at`, with every pause that has ended by then over. */
export function beliefsAt(
  before: Readonly<Record<string, Belief>>,
  at: number,
): Record<string, Belief> {
  const beliefs = dict<Belief>();
  for (const w of Object.keys(before)) {
    const b = before[w] as Belief;
    beliefs[w] = b.pausedUntil !== null && at >= b.pausedUntil ? { ...b, pausedUntil: null } : b;
  }
  return beliefs;
}

/**
 * Whether what the step adds to the appendOnly tables is measured: only for a worker's step that
 * the oracle would judge if it were accepted (appendOnly.ts), so the holder's steps cost nothing.
 */
function measures(env: StepEnv, truth: Truth, step: Step): boolean {
  if (appendOnlyOf(env.scenario).length === 0 || !isWorker(step.actor) || step.do === 'read')
    return false;
  return mayBeJudged(truth, step.actor, step.at);
}

/**
 * Binds and runs the step's SQL (or ends it as timed out), filling the record's SQL fields.
 * With `measure`, returns the appendOnly tables it added rows to when that is all it changed
 * (else null): the port's own measure (StepEnv.appendedTo), or the tables' rows counted before
 * and after.
 */
function runSql(
  env: StepEnv,
  step: Step,
  i: number,
  token: SqlValue,
  rec: StepTrace,
  measure = false,
): readonly string[] | null {
  const sql = sqlFor(env.scenario.sql, step.do) ?? '';
  const params = bindParams(env.scenario, step, token);
  let template = env.templates.get(sql);
  if (!template) env.templates.set(sql, (template = sqlTemplate(sql)));
  rec.sql = sql;
  rec.params = params;
  rec.boundSql = inlineParams(template, params);
  if (env.timedOut.has(i) || env.timedOutSql?.has(sql)) {
    rec.outcome = 'error';
    rec.error = env.timedOut.has(i)
      ? timeLimitMessage(env.timeLimitMs)
      : `not run: the same SQL ran past the time limit of ${env.timeLimitMs} ms at an earlier step, so it was not tried again`;
    rec.errorKind = 'time-limit';
    rec.errorFacts = { kind: 'time-limit', ms: env.timeLimitMs, earlier: !env.timedOut.has(i) };
    return null;
  }
  const counting = measure && env.appendedTo === undefined;
  const before = counting ? appendOnlyCounts(env.scenario, env.port) : null;
  env.onStep?.(i);
  const r = env.port.run(sql, params);
  env.onStepDone?.(i);
  if (r.ok) {
    rec.changes = r.value.changes;
    rec.results = r.value.results;
    rec.outcome = classify(step.do, r.value.changes);
    if (!measure || rec.outcome !== 'accepted') return null;
    if (!counting) return env.appendedTo ?? null;
    const after = appendOnlyCounts(env.scenario, env.port);
    return appendedTo(appendOnlyOf(env.scenario), before, after, r.value);
  } else {
    rec.outcome = 'error';
    rec.error = r.error.message;
    rec.errorKind = r.error.refused ? 'refused' : 'sql';
    rec.errorFacts = r.error.refused
      ? { kind: 'refused', refusal: r.error.refusal ?? null }
      : { kind: 'sql', sqlite: r.error.message };
    rec.errorOffset = r.error.offset;
  }
  return null;
}

const CLAIM_SAVEPOINT = 'fencelab_claim';

/**
 * A claim: its SQL, then its token. A granted claim whose token is a number no resource can
 * compare (SQLite's Inf) is undone and ends as an error, so no run goes on with such a token.
 */
function runClaim(env: StepEnv, step: Step, i: number, token: SqlValue, rec: StepTrace): void {
  env.port.savepoint(CLAIM_SAVEPOINT);
  runSql(env, step, i, token, rec);
  rec.token = rec.outcome === 'granted' ? tokenOf(rec.results) : null;
  if (typeof rec.token === 'number' && !Number.isFinite(rec.token)) {
    env.port.rollbackTo(CLAIM_SAVEPOINT);
    rec.outcome = 'error';
    rec.error = badTokenMessage(rec.token);
    rec.errorKind = 'token';
    rec.errorFacts = { kind: 'token', token: String(rec.token) };
    rec.changes = 0;
    rec.token = null;
  }
  env.port.release(CLAIM_SAVEPOINT);
}
