// A scenario's appendOnly tables (docs/scenarios.md): the SQLite that guards them after the schema,
// and the measure of what one step added to them. Pure: SQL only through the SqlPort.
import { issueFacts } from './issueText';
import type { Scenario, SqlRunResult, StepErrorFacts, StepPort } from './types';

/** SQLite's names are equal without regard to ASCII case, as SQLite compares them. */
const folded = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The scenario's appendOnly tables, each once (as first written; names equal without regard to
 * case are one table), in the order the file lists them. Empty for most scenarios.
 */
export function appendOnlyOf(scenario: Scenario): readonly string[] {
  const list = scenario.appendOnly;
  if (!list || list.length === 0) return [];
  const seen = new Set<string>();
  return list.filter((t) => !seen.has(folded(t)) && seen.add(folded(t)));
}

/** The error an UPDATE or DELETE of an appendOnly table raises, in the same words on both engines. */
export function appendOnlyMessage(table: string): string {
  return `${table} is append-only (appendOnly:): its rows are never changed or deleted, only added`;
}

/** The facts of an appendOnly name that is not a table of the schema: invalid input. */
export function notATable(table: string): StepErrorFacts {
  return { kind: 'refused', refusal: issueFacts('appendOnlyNotTable', { table }) };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The tables of `main`, by name. */
const MAIN_TABLES = "SELECT name FROM main.sqlite_schema WHERE type = 'table'";

/** The guard's reads that a port may keep with the schema (sql/sqljsBase.ts), besides its triggers. */
export const APPEND_ONLY_SETUP: ReadonlySet<string> = new Set([MAIN_TABLES]);

/**
 * The guard: a temporary trigger before each UPDATE and each DELETE of every table, raising
 * appendOnlyMessage. Temporary, so the file's own schema stays as written; the explorer's state
 * key holds it with the rest of `temp`'s schema. REPLACE deletes the row it replaces without
 * firing a DELETE trigger unless recursive triggers are on, so the guard turns them on.
 * WARNING: that also lets the scenario's own triggers fire themselves again (up to SQLite's depth).
 */
/** The guard's first line: a connection setting, the only one FenceLab itself sets. */
export const GUARD_PRAGMA = 'PRAGMA recursive_triggers = ON;';

function guardSql(tables: readonly string[]): string {
  const triggers = tables.flatMap((t, k) =>
    ['UPDATE', 'DELETE'].map(
      (what) =>
        `CREATE TEMP TRIGGER fencelab_append_only_${k}_${what.toLowerCase()} BEFORE ${what} ON main.${ident(t)}\n` +
        `BEGIN SELECT RAISE(ABORT, ${literal(appendOnlyMessage(t))}); END;`,
    ),
  );
  return [GUARD_PRAGMA, ...triggers].join('\n');
}

/** One row: each table's row count, in order. */
function countSql(tables: readonly string[]): string {
  return `SELECT ${tables.map((t) => `(SELECT count(*) FROM main.${ident(t)})`).join(', ')}`;
}

/** Every SQL text the guard and the measure hand the port (for SqlPort.reset); none without tables. */
export function appendOnlyTexts(scenario: Scenario): string[] {
  const tables = appendOnlyOf(scenario);
  return tables.length === 0 ? [] : [MAIN_TABLES, guardSql(tables), countSql(tables)];
}

/**
 * Guards the scenario's appendOnly tables on SQLite, right after its schema: each must be a table
 * of `main`, then the triggers of guardSql. Returns why it could not, or null (also with none).
 */
export function guardAppendOnly(scenario: Scenario, port: StepPort): StepErrorFacts | null {
  const tables = appendOnlyOf(scenario);
  if (tables.length === 0) return null;
  const list = port.run(MAIN_TABLES, {});
  if (!list.ok) return { kind: 'sql', sqlite: list.error.message };
  const names = new Set((list.value.results[0]?.values ?? []).map((row) => folded(String(row[0]))));
  const missing = tables.find((t) => !names.has(folded(t)));
  if (missing !== undefined) return notATable(missing);
  const guard = port.run(guardSql(tables), {});
  return guard.ok ? null : { kind: 'sql', sqlite: guard.error.message };
}

/** Each appendOnly table's row count now, read through the port; null when SQLite cannot say. */
export function appendOnlyCounts(scenario: Scenario, port: StepPort): number[] | null {
  const tables = appendOnlyOf(scenario);
  const r = port.run(countSql(tables), {});
  const row = r.ok ? r.value.results[0]?.values[0] : undefined;
  if (!row || row.length !== tables.length) return null;
  return row.map(Number);
}

/**
 * The appendOnly tables a step added rows to, when adding rows to them is all it changed; null
 * otherwise. Exact on SQLite: `changes` (total_changes() after the unit minus before) counts every
 * row inserted, updated or deleted, by triggers too, while a table's row count grows only by its
 * inserts and shrinks by its deletes, REPLACE's included, which changes() does not count. So the
 * growth of the appendOnly tables equals `changes` exactly when every change was an insert into
 * one of them. A unit that changed the schema (a DROP TABLE changes no row) is never one.
 */
export function appendedTo(
  tables: readonly string[],
  before: readonly number[] | null,
  after: readonly number[] | null,
  result: Pick<SqlRunResult, 'changes' | 'schemaChanged'>,
): string[] | null {
  if (!before || !after || result.schemaChanged || result.changes <= 0) return null;
  let added = 0;
  const to: string[] = [];
  for (const [k, t] of tables.entries()) {
    const grew = (after[k] ?? 0) - (before[k] ?? 0);
    if (grew < 0) return null;
    if (grew > 0) to.push(t);
    added += grew;
  }
  return added === result.changes ? to : null;
}
