// The record of a session action (`begin`, `end`): the kernel's runStep runs SQL actions and has no
// such step, so this writes the same record the same way (the pause that ends, the oracle's turn,
// the expectation), with BEGIN or COMMIT as its SQL. Node only, but pure.
import { judge } from '../engine/oracle';
import {
  beliefsAt,
  freshRecord,
  timeLimitMessage,
  type RunState,
  type StepEnv,
} from '../engine/stepKernel';
import type { Step, StepTrace } from '../engine/types';
import type { UnitResult } from './session';
import { sessionSql } from './sessionSql';

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
  const beliefs = beliefsAt(state.beliefs, step.at);
  const sql = sessionSql(step);
  const rec = freshRecord(env, step, i, beliefs);
  rec.outcome = 'ok';
  rec.sql = sql;
  rec.boundSql = sql;
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
