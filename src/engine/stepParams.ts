// The contract's named parameters of one step. Pure: the runner, the explorer and the PostgreSQL
// runner (src/pg) bind the same values from the same function.
import { own } from './names';
import type { Scenario, SqlParams, SqlValue, Step } from './types';

/**
 * Every named parameter of the contract, bound for one step: `token` is the actor's own (its last
 * granted claim's, or null); a step's own `token:` (another process of the worker) wins over it.
 */
export function bindParams(scenario: Scenario, step: Step, token: SqlValue): SqlParams {
  return {
    ':job': scenario.job,
    ':worker': step.actor,
    ':now': step.at,
    ':local_now': step.at + (own(scenario.clockSkew, step.actor) ?? 0),
    ':ttl': scenario.ttl,
    ':token': step.token !== undefined ? step.token : token,
    ':payload': step.payload ?? `${step.actor}@${step.at}`,
    ':key': step.key ?? `${scenario.job}:${step.do}`,
  };
}
