// Every table of a run's database, as a session outside every transaction sees it: the committed
// rows. Read by the run's monitor connection after each step that committed something. Node only.
import type pg from 'pg';
import { byCodeUnits } from '../engine/codeUnitOrder';
import type { SqlValue, TableSnapshot } from '../engine/types';

/** Rows of one table a step's record keeps, as on SQLite (src/sql/sqljsState.ts). */
export const TABLE_ROW_LIMIT = 100;

/** How long the monitor waits for a table another session has locked against readers. */
export const SNAPSHOT_LOCK_TIMEOUT = '200ms';

const TABLES = `
SELECT n.nspname, c.relname,
  coalesce((
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY k.ord)
    FROM pg_index i
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    WHERE i.indrelid = c.oid AND i.indisprimary
  ), '') AS key
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND n.nspname <> 'information_schema'
  AND n.nspname NOT LIKE 'pg\\_%'`;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const byName = (a: TableSnapshot, b: TableSnapshot) => byCodeUnits(a.name, b.name);

/**
 * Reads every table in name order (a table outside `public` is named `schema.table`): its first
 * rows in primary-key order (else in storage order) and its row count. A table another session
 * holds locked against readers (LOCK TABLE, ALTER TABLE in an open transaction) keeps the rows
 * `previous` had for it.
 */
export async function readTables(
  monitor: pg.Client,
  previous: readonly TableSnapshot[],
): Promise<TableSnapshot[]> {
  const list = await monitor.query<[string, string, string]>({ text: TABLES, rowMode: 'array' });
  const out: TableSnapshot[] = [];
  for (const [schema, table, key] of list.rows) {
    const name = schema === 'public' ? table : `${schema}.${table}`;
    try {
      const r = await monitor.query<SqlValue[]>({
        text: `SELECT *, count(*) OVER () FROM ${quote(schema)}.${quote(table)} ORDER BY ${key || 'ctid'} LIMIT ${TABLE_ROW_LIMIT}`,
        rowMode: 'array',
      });
      out.push({
        name,
        columns: r.fields.slice(0, -1).map((f) => f.name),
        rows: r.rows.map((row) => row.slice(0, -1)),
        total: Number(r.rows[0]?.[r.fields.length - 1] ?? 0),
      });
    } catch {
      out.push(previous.find((t) => t.name === name) ?? { name, columns: [], rows: [], total: 0 });
    }
  }
  return out.sort(byName);
}
