// A scenario's appendOnly tables on PostgreSQL (docs/scenarios.md), as the engine has them on
// SQLite (src/engine/appendOnly.ts): triggers made with the schema that refuse an UPDATE, a
// DELETE or a TRUNCATE of them, with the same words, and the measure of what one unit added to
// them, read from PostgreSQL's own per-transaction row counters. Node only.
import type pg from 'pg';
import { appendOnlyMessage, notATable } from '../engine/appendOnly';
import type { SqlRunResult, SqlValue, StepErrorFacts } from '../engine/types';

/** The appendOnly tables of one run's database: each declared name and the table's oid. */
export interface AppendWatch {
  tables: { name: string; oid: string }[];
}

/** A unit's result with what it added to the appendOnly tables (StepEnv.appendedTo). */
export interface PgRunResult extends SqlRunResult {
  appendedTo?: string[] | null;
}

/**
 * The table a name stands for, as SQLite finds it: a table of the schema (not a view, not a
 * temporary table), its name equal without regard to case, the one spelled exactly first.
 */
const RESOLVE = `
SELECT c.oid::text, n.nspname, c.relname
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND pg_table_is_visible(c.oid) AND n.nspname NOT LIKE 'pg\\_temp%'
  AND lower(c.relname) = lower($1)
ORDER BY c.relname = $1 DESC, c.oid
LIMIT 1`;

/** Raises its one argument, the table's appendOnlyMessage, as the error of the statement. */
const REFUSE = `CREATE FUNCTION fencelab_append_only() RETURNS trigger LANGUAGE plpgsql AS $fencelab$
BEGIN RAISE EXCEPTION USING MESSAGE = TG_ARGV[0]; END $fencelab$`;

/** Every user table's rows inserted, updated and deleted so far in the current transaction. */
const COUNTERS =
  'SELECT relid::text, n_tup_ins, n_tup_upd, n_tup_del FROM pg_stat_xact_user_tables';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Guards `tables` on the schema's session, inside the schema's own transaction (which the caller
 * undoes when this fails): each must be a table of the schema, then a trigger before each row's
 * UPDATE or DELETE and one before a TRUNCATE. Returns the watch for the units, or why not.
 */
export async function guardOnPostgres(
  client: pg.Client,
  tables: readonly string[],
): Promise<{ ok: true; watch: AppendWatch } | { ok: false; facts: StepErrorFacts }> {
  try {
    const found: { name: string; oid: string; target: string }[] = [];
    for (const name of tables) {
      const r = await client.query<[string, string, string]>({
        text: RESOLVE,
        values: [name],
        rowMode: 'array',
      });
      const row = r.rows[0];
      if (!row) return { ok: false, facts: notATable(name) };
      found.push({ name, oid: row[0], target: `${ident(row[1])}.${ident(row[2])}` });
    }
    await client.query(REFUSE);
    for (const t of found) {
      const why = literal(appendOnlyMessage(t.name));
      await client.query(
        `CREATE TRIGGER fencelab_append_only BEFORE UPDATE OR DELETE ON ${t.target} FOR EACH ROW EXECUTE FUNCTION fencelab_append_only(${why})`,
      );
      await client.query(
        `CREATE TRIGGER fencelab_append_only_truncate BEFORE TRUNCATE ON ${t.target} FOR EACH STATEMENT EXECUTE FUNCTION fencelab_append_only(${why})`,
      );
    }
    return { ok: true, watch: { tables: found.map(({ name, oid }) => ({ name, oid })) } };
  } catch (e) {
    return { ok: false, facts: { kind: 'sql', sqlite: messageOf(e) } };
  }
}

/** Each table's counters (inserted, updated, deleted) by oid. */
export type Counters = Map<string, [number, number, number]>;

/** The counters of the session's current transaction (a unit's, or the worker's open one). */
export async function readCounters(client: pg.Client): Promise<Counters> {
  const r = await client.query<[string, SqlValue, SqlValue, SqlValue]>({
    text: COUNTERS,
    rowMode: 'array',
  });
  return new Map(
    r.rows.map(([oid, ins, upd, del]) => [oid, [Number(ins), Number(upd), Number(del)]]),
  );
}

/**
 * The appendOnly tables the unit added rows to, when adding rows to them is all it changed; null
 * otherwise. Exact where SQLite's measure is (PostgreSQL's `changes` leaves out rows changed by
 * triggers and a data-modifying WITH, so it is not used): the counters see every row inserted,
 * updated or deleted in the transaction, by triggers too, whatever statement did it. A unit that
 * changed the schema is never one. With the counters off (track_counts), nothing was added: null.
 */
export function appendedOf(
  watch: AppendWatch,
  before: Counters,
  after: Counters,
  value: Pick<SqlRunResult, 'changes' | 'schemaChanged'>,
): string[] | null {
  if (value.schemaChanged || value.changes <= 0) return null;
  const added = new Set<string>();
  for (const [oid, [ins, upd, del]] of after) {
    const [ins0, upd0, del0] = before.get(oid) ?? [0, 0, 0];
    // A TRUNCATE puts the counters of its table back (pgstat_count_truncate): never an append.
    if (ins < ins0 || upd !== upd0 || del !== del0) return null;
    if (ins === ins0) continue;
    const table = watch.tables.find((t) => t.oid === oid);
    if (!table) return null;
    added.add(table.name);
  }
  const to = watch.tables.filter((t) => added.has(t.name)).map((t) => t.name);
  return to.length > 0 ? to : null;
}
