// The engine's own step kernel (runStep) judges every PostgreSQL step: this one-shot StepPort hands
// it what one unit already did on PostgreSQL, so that the outcome, the claim's token, the beliefs,
// the oracle's verdict and the record are the engine's, never a copy of them. Node only.
import type { SqlParams, SqlValue, StepPort, TableSnapshot } from '../engine/types';
import type { UnitOutcome } from './session';

export interface ResultPort extends StepPort {
  /** True once the kernel undid the unit (a claim whose token no resource can compare). */
  readonly undone: boolean;
}

function sameValue(a: SqlValue | undefined, b: SqlValue | undefined): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((x, k) => x === b[k]);
  return Object.is(a, b);
}

function sameParams(a: SqlParams, b: SqlParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue(a[k], b[k]));
}

/**
 * A port whose `run` returns `outcome`, the result of running `sql` with `params` on PostgreSQL.
 * Asked for any other SQL, or a second time, it throws: the kernel and the PostgreSQL runner must
 * agree on what a step runs. `outcome` null: the step runs no SQL (pause, crash, a time limit).
 */
export function resultPort(
  sql: string | null,
  params: SqlParams | null,
  outcome: UnitOutcome | null,
  tables: TableSnapshot[],
): ResultPort {
  let used = false;
  let undone = false;
  const refuse = (what: string) => {
    throw new Error(`internal: the PostgreSQL runner's port cannot ${what}`);
  };
  return {
    get undone() {
      return undone;
    },
    run(s, p) {
      if (used || outcome === null || s !== sql || params === null || !sameParams(p, params))
        return refuse('run SQL other than the step ran on PostgreSQL');
      used = true;
      return outcome;
    },
    snapshot: () => tables,
    savepoint() {},
    rollbackTo() {
      undone = true;
    },
    release() {},
  };
}
