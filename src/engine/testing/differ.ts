// Fixtures of the differential search's tests.
import type { SqlPort } from '../types';

/** The reference commit: owner, token, lease and state in one conditional write. */
export const SOLUTION_COMMIT =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";

/** `base`, counting the runs started on it (each run resets the port once). */
export function countingRuns(base: SqlPort): { port: SqlPort; runs: () => number } {
  let n = 0;
  const port: SqlPort = Object.create(base);
  port.reset = (texts) => {
    n++;
    base.reset(texts);
  };
  return { port, runs: () => n };
}
