// The record of a session action (`begin`, `end`): the kernel's runStep runs SQL actions and has no
// such step, so this writes the same record the same way (the pause that ends, the oracle's turn,
// the expectation), with BEGIN or COMMIT as its SQL. Node only, but pure.
import { withEntry } from '../engine/names';
import { judge } from '../engine/oracle';
import { timeLimitMessage, type RunState, type StepEnv } from '../engine/stepKernel';
import type { Step, StepTrace } from '../engine/types';
import type { UnitResult } from './session';

/**
 * A `begin` or `end` step's record and the next state: outcome `ok`, or `error` when PostgreSQL
 * refused it (a COMMIT that failed) or the time limit stopped it (a COMMIT that waited).
 */
export function sessionRecord(
  env: StepEnv,
  state: RunState,
  step: Step,
  i: number,
  result: UnitResult | null,
): { rec: StepTrace; state: RunState } {
  const beliefs = withEntry(state.beliefs);
  for (const [w, b] of Object.entries(beliefs)) {
    if (b.pausedUntil !== null && step.at >= b.pausedUntil)
      beliefs[w] = { ...b, pausedUntil: null };
  }
  const sql = step.do === 'begin' ? 'BEGIN' : 'COMMIT';
  const rec: StepTrace = {
    i,
    at: step.at,
    actor: step.actor,
    do: step.do,
    line: step.line ?? null,
    note: step.note ?? null,
    outcome: 'ok',
    changes: 0,
    token: null,
    expect: step.expect ?? null,
    met: null,
    error: null,
    errorKind: null,
    errorFacts: null,
    errorOffset: null,
    sql,
    boundSql: sql,
    params: null,
    results: [],
    tables: env.initial,
    violations: [],
    warnings: [],
    beliefs,
    holder: null,
  };
  if (result === null || result.kind === 'stopped') {
    rec.outcome = 'error';
    rec.error = timeLimitMessage(env.timeLimitMs);
    rec.errorKind = 'time-limit';
    rec.errorFacts = { kind: 'time-limit', ms: env.timeLimitMs, earlier: false };
  } else if (!result.outcome.ok) {
    rec.outcome = 'error';
    rec.error = result.outcome.error.message;
    rec.errorKind = 'sql';
    rec.errorFacts = { kind: 'sql', sqlite: result.outcome.error.message };
  }
  const judged = judge(state.truth, { ...rec, ttl: env.scenario.ttl });
  rec.violations = judged.violations;
  rec.warnings = judged.warnings;
  rec.holder = judged.truth.holder;
  rec.met = rec.expect === null ? null : rec.expect === rec.outcome;
  return { rec, state: { beliefs, truth: judged.truth } };
}
