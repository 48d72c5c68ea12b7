// The contract's defaults: the standard schema and the reference SQL. Pure data.
import type { SqlAction } from './types';

/** The schema a scenario without `schema:` gets; its statements may use `:job`. */
export const STANDARD_SCHEMA = `CREATE TABLE jobs(
  id TEXT PRIMARY KEY,
  owner TEXT,
  lease_until INTEGER NOT NULL DEFAULT 0,
  fence INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'ready',
  result TEXT
);
CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token INTEGER NOT NULL DEFAULT 0);
INSERT INTO jobs(id) VALUES (:job);
INSERT INTO storage(id) VALUES (:job);`;

/** The reference SQL of every built-in action that runs SQL. */
export const REFERENCE_SQL: Readonly<Record<SqlAction, string>> = {
  claim:
    "UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running' WHERE id=:job AND lease_until <= :now AND state IN ('ready','running') RETURNING fence AS token",
  renew:
    "UPDATE jobs SET lease_until=:now + :ttl WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'",
  read: 'SELECT * FROM jobs WHERE id=:job',
  commit:
    "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'",
  write: 'UPDATE storage SET body=:payload, max_token=:token WHERE id=:job AND max_token <= :token',
  cancel: "UPDATE jobs SET state='cancelled' WHERE id=:job AND state IN ('ready','running')",
  recover:
    "UPDATE jobs SET owner=NULL, state='ready' WHERE id=:job AND state='running' AND lease_until <= :now",
};

/** True for the built-in actions that have reference SQL. */
export function isSqlAction(name: string): name is SqlAction {
  return Object.prototype.hasOwnProperty.call(REFERENCE_SQL, name);
}

/**
 * The SQL an action runs in a scenario: the author's, else the reference.
 * Returns undefined for a custom action without SQL (invalid input, caught by validation).
 */
export function sqlFor(sql: Record<string, string>, action: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(sql, action)) return sql[action];
  return isSqlAction(action) ? REFERENCE_SQL[action] : undefined;
}
