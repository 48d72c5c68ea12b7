// A real sql.js port for the port's own tests, with the two helpers they all use. Never imported
// by the app.
import initSqlJs from 'sql.js';
import type { SqlParams, SqlPort, SqlRunResult } from '../engine/types';
import { createSqlJsPort } from '../sql/sqljsPort';

export const port: SqlPort = createSqlJsPort(await initSqlJs());

/** Runs SQL that must succeed, and returns what it did. */
export function ok(sql: string, params: SqlParams = {}): SqlRunResult {
  const r = port.run(sql, params);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The named table as the port shows it now. */
export const tableOf = (name: string) => port.snapshot().find((t) => t.name === name);
