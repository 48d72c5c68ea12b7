// Runs a scenario step by step through a SqlPort and records the trace. Pure: SQL only via the port.
import { INITIAL_TRUTH, judge, type Truth } from './oracle';
import { isWorker } from './scenarioRules';
import { STANDARD_SCHEMA, sqlFor } from './referenceSql';
import { runOrder } from './runOrder';
import { inlineParams, sqlTemplate, type SqlTemplate } from './sqlText';
import type {
  Belief,
  Outcome,
  ResultSet,
  Scenario,
  SqlParams,
  SqlPort,
  SqlValue,
  StepTrace,
  Trace,
  Violation,
} from './types';

export const DEFAULT_TIME_LIMIT_MS = 2000;

/** The step index a supervisor uses for the schema, which runs before step 0. */
export const SCHEMA_STEP = -1;

export interface RunOptions {
  /**
   * Steps (run-order indices, or SCHEMA_STEP) that ran past the time limit in an earlier
   * attempt. They end as `error` without running, so a restarted run gets past them.
   */
  timedOut?: ReadonlySet<number>;
  /** Used in the time-limit message. */
  timeLimitMs?: number;
  /** Called just before each SQL unit runs, so a supervisor can arm its watchdog. */
  onStep?: (i: number) => void;
}

/** The error text of a step stopped by the time limit. */
export function timeLimitMessage(ms: number): string {
  return `stopped: the statement ran past the time limit of ${ms} ms (a runaway query?)`;
}

const NO_BELIEF: Belief = { token: null, leaseUntil: null, pausedUntil: null, crashed: false };

/**
 * Runs every step in run order on a fresh database and returns the full trace: outcome,
 * changes, token, error, rows, bound SQL, table snapshot, beliefs and the oracle's verdict for
 * each step. Deterministic: the same scenario gives the same trace, byte for byte.
 */
export function runScenario(scenario: Scenario, port: SqlPort, options: RunOptions = {}): Trace {
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const timedOut = options.timedOut ?? new Set<number>();
  const templates = new Map<string, SqlTemplate>();
  port.reset();

  const schemaError = runSchema(scenario, port, timedOut.has(SCHEMA_STEP) ? limit : null, options);
  const initial = port.snapshot();
  const trace: Trace = {
    title: scenario.title,
    ok: schemaError === null,
    safe: true,
    initial,
    schemaError,
    steps: [],
    violations: [],
    notices: [],
  };
  if (schemaError !== null) return trace;

  const beliefs: Record<string, Belief> = {};
  for (const s of scenario.steps) if (isWorker(s.actor)) beliefs[s.actor] ??= NO_BELIEF;
  let truth: Truth = INITIAL_TRUTH;

  runOrder(scenario.steps).forEach((fileIndex, i) => {
    const step = scenario.steps[fileIndex];
    if (!step) return;
    for (const [w, b] of Object.entries(beliefs)) {
      if (b.pausedUntil !== null && step.at >= b.pausedUntil)
        beliefs[w] = { ...b, pausedUntil: null };
    }
    const mine = beliefs[step.actor] ?? NO_BELIEF;
    const rec: StepTrace = {
      i,
      at: step.at,
      actor: step.actor,
      do: step.do,
      line: step.line ?? null,
      note: step.note ?? null,
      outcome: null,
      changes: 0,
      token: mine.token,
      expect: step.expect ?? null,
      met: null,
      error: null,
      errorOffset: null,
      sql: null,
      boundSql: null,
      params: null,
      results: [],
      tables: initial,
      violations: [],
      beliefs,
      holder: null,
    };

    if (step.do === 'pause') {
      beliefs[step.actor] = { ...mine, pausedUntil: step.until ?? null };
      rec.token = null;
    } else if (step.do === 'crash') {
      beliefs[step.actor] = { ...mine, crashed: true };
      rec.token = null;
    } else {
      const sql = sqlFor(scenario.sql, step.do) ?? '';
      const params = bindParams(scenario, step, mine.token);
      let template = templates.get(sql);
      if (!template) templates.set(sql, (template = sqlTemplate(sql)));
      rec.sql = sql;
      rec.params = params;
      rec.boundSql = inlineParams(template, params);
      if (timedOut.has(i)) {
        rec.outcome = 'error';
        rec.error = timeLimitMessage(limit);
      } else {
        options.onStep?.(i);
        const r = port.run(sql, params);
        if (r.ok) {
          rec.changes = r.value.changes;
          rec.results = r.value.results;
          rec.outcome = classify(step.do, r.value.changes);
        } else {
          rec.outcome = 'error';
          rec.error = r.error.message;
          rec.errorOffset = r.error.offset;
        }
      }
      if (step.do === 'claim') {
        rec.token = rec.outcome === 'granted' ? tokenOf(rec.results) : null;
        if (rec.outcome === 'granted') {
          beliefs[step.actor] = { ...mine, token: rec.token, leaseUntil: step.at + scenario.ttl };
        }
      } else if (step.do === 'renew' && rec.outcome === 'accepted' && isWorker(step.actor)) {
        beliefs[step.actor] = { ...mine, leaseUntil: step.at + scenario.ttl };
      }
    }

    const judged = judge(truth, { ...rec, ttl: scenario.ttl });
    truth = judged.truth;
    rec.violations = judged.violations;
    rec.holder = truth.holder;
    rec.beliefs = { ...beliefs };
    rec.tables = port.snapshot();
    rec.met = rec.expect === null ? null : rec.expect === rec.outcome;
    if (rec.met === false) trace.ok = false;
    pushViolations(trace, judged.violations);
    if (step.do === 'claim' && rec.outcome === 'granted') noticeToken(trace, rec.token);
    trace.steps.push(rec);
  });
  trace.safe = trace.violations.length === 0;
  return trace;
}

function runSchema(
  scenario: Scenario,
  port: SqlPort,
  timedOutAfter: number | null,
  options: RunOptions,
): string | null {
  if (timedOutAfter !== null) return timeLimitMessage(timedOutAfter);
  options.onStep?.(-1);
  const r = port.run(scenario.schema ?? STANDARD_SCHEMA, {
    ':job': scenario.job,
    ':ttl': scenario.ttl,
  });
  return r.ok ? null : `the schema failed: ${r.error.message}`;
}

/** Every named parameter of the contract, bound for one step. */
function bindParams(
  scenario: Scenario,
  step: Scenario['steps'][number],
  token: SqlValue,
): SqlParams {
  return {
    ':job': scenario.job,
    ':worker': step.actor,
    ':now': step.at,
    ':local_now': step.at + (scenario.clockSkew[step.actor] ?? 0),
    ':ttl': scenario.ttl,
    ':token': token,
    ':payload': step.payload ?? `${step.actor}@${step.at}`,
    ':key': step.key ?? `${scenario.job}:${step.do}`,
  };
}

function classify(action: string, changes: number): Outcome {
  if (action === 'read') return 'ok';
  if (action === 'claim') return changes > 0 ? 'granted' : 'denied';
  return changes > 0 ? 'accepted' : 'rejected';
}

/** The `token` column of the first returned row, else its first column; null without rows. */
function tokenOf(results: ResultSet[]): SqlValue {
  for (const rs of results) {
    const row = rs.values[0];
    if (!row) continue;
    const k = rs.columns.indexOf('token');
    return row[k >= 0 ? k : 0] ?? null;
  }
  return null;
}

function pushViolations(trace: Trace, vs: Violation[]): void {
  for (const v of vs) trace.violations.push(v);
}

function noticeToken(trace: Trace, token: SqlValue): void {
  if (token === null || typeof token === 'number') return;
  const text = `Token ${JSON.stringify(token)} is not a number: it works for an equality check inside this database, but no downstream resource can order it, so a resource cannot tell a newer holder from an older one.`;
  if (!trace.notices.includes(text)) trace.notices.push(text);
}
