// Fixtures of the differential search's tests.

/** The reference commit: owner, token, lease and state in one conditional write. */
export const SOLUTION_COMMIT =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";
