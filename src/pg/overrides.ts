// A scenario as it runs on PostgreSQL: its `postgres:` block's schema and SQL over its own
// (docs/postgres.md). SQLite never reads the block. Pure.
import type { Scenario } from '../engine/types';

/** The scenario with its PostgreSQL schema and SQL put in (the same scenario when it has none). */
export function onPostgres(s: Scenario): Scenario {
  const pg = s.postgres;
  if (!pg) return s;
  const schema = pg.schema ?? s.schema;
  return { ...s, sql: { ...s.sql, ...pg.sql }, ...(schema !== undefined && { schema }) };
}
