// What the database holds, read straight from SQLite: the capped table views the player shows and
// the exact state key the explorer merges states by. Nothing here trusts a change hook: a read is
// skipped only when SQLite's own counters say that nothing can have changed since the last one.
import type { Database, Statement } from 'sql.js';
import type { SqlValue, TableSnapshot } from '../engine/types';
import { valueKey } from '../engine/explore/stateKey';
import { exactGet } from './sqlValues';

/** Rows of each table a step's record keeps for the page; the count of the rest is kept too. */
export const TABLE_ROW_LIMIT = 100;

/** Rows changed since the database opened (counting rows changed by triggers and through views). */
const CHANGES = 'SELECT total_changes()';
const SCHEMA_VERSIONS = ['PRAGMA main.schema_version', 'PRAGMA temp.schema_version'];

/**
 * What a PRAGMA in a step can change besides rows and schema: the header fields, and connection
 * settings that change what later SQL does. A savepoint rolls back the header but not the
 * settings. case_sensitive_like cannot be read, so LIKE is asked directly.
 */
const SETTINGS = `SELECT (SELECT user_version FROM pragma_user_version),
  (SELECT application_id FROM pragma_application_id),
  (SELECT foreign_keys FROM pragma_foreign_keys),
  (SELECT recursive_triggers FROM pragma_recursive_triggers),
  (SELECT defer_foreign_keys FROM pragma_defer_foreign_keys),
  (SELECT ignore_check_constraints FROM pragma_ignore_check_constraints),
  (SELECT query_only FROM pragma_query_only),
  (SELECT reverse_unordered_selects FROM pragma_reverse_unordered_selects),
  (SELECT legacy_alter_table FROM pragma_legacy_alter_table),
  (SELECT trusted_schema FROM pragma_trusted_schema),
  ('a' LIKE 'A')`;

/** Every table of main and temp whose rows a user can read or change, in a fixed order. */
const LIST_TABLES = `SELECT schema, name, type, wr FROM pragma_table_list
  WHERE type IN ('table', 'virtual', 'shadow') AND name NOT IN ('sqlite_schema', 'sqlite_temp_schema')
  ORDER BY schema = 'temp', schema, name`;

const SCHEMA_TEXT = `SELECT 'main', type, name, tbl_name, sql FROM main.sqlite_schema
  UNION ALL SELECT 'temp', type, name, tbl_name, sql FROM temp.sqlite_schema ORDER BY 1, 2, 3`;

interface TableInfo {
  schema: string;
  name: string;
  /** Shown on the page: user tables and virtual tables (not sqlite_sequence or shadow tables). */
  shown: boolean;
  /** Part of the exact state: stored tables (a virtual table's rows live in its shadow tables). */
  stored: boolean;
  /** True when the table has rowids (which then belong to the state). */
  rowid: boolean;
  /** What the page calls it: the name, with `temp.` before a temporary table's. */
  label: string;
}

/**
 * Where the database stands; equal stamps, equal databases. Each part is read only when a
 * statement that can move it ran (see `statementEffect`), and `changes` after every unit.
 */
export interface Stamp {
  /**
   * Bumped by the port after each unit that may have moved the schema or the settings, and after
   * a rollback past one: total_changes() does not count DDL, so it alone could repeat.
   */
  epoch: number;
  /** total_changes(): moves whenever a row may have changed (never back, even on rollback). */
  changes: number;
  /** The schema versions of main and temp. */
  schema: string;
  /** The header fields and connection settings (see SETTINGS). */
  settings: string;
}

export interface StateReader {
  changes(): number;
  schema(): string;
  settings(): string;
  /** Each shown table's first `limit` rows and its row count. */
  views(at: Stamp, limit: number): TableSnapshot[];
  /** The exact state as text: schema, every stored table's rows with their rowids, settings. */
  key(at: Stamp): string;
  /** Forgets the table list (after a rollback past DDL: a schema version can come round again). */
  forget(): void;
  /** Frees the prepared statements (before the database closes). */
  free(): void;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the reader for one open database; statements are prepared once and reused. */
export function createStateReader(db: Database): StateReader {
  const fixed = new Map<string, Statement>();
  /** Statements that name a table: freed whenever the schema moves. */
  const perTable = new Map<string, Statement>();
  let tables: TableInfo[] | null = null;
  let tablesAt = '';

  function stmt(sql: string, cache = fixed): Statement {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  }

  function rowsOf(s: Statement): SqlValue[][] {
    const rows: SqlValue[][] = [];
    try {
      while (s.step()) rows.push(exactGet(s));
    } finally {
      s.reset();
    }
    return rows;
  }

  const all = (sql: string) => rowsOf(stmt(sql));

  /** The tables, listed again whenever a schema version moved. */
  function list(at: Stamp): TableInfo[] {
    if (tables && at.schema === tablesAt) return tables;
    for (const s of perTable.values()) s.free();
    perTable.clear();
    tables = all(LIST_TABLES).map(([schema, name, type, wr]) => {
      const n = String(name);
      const s = String(schema);
      return {
        schema: s,
        name: n,
        shown: type !== 'shadow' && !n.startsWith('sqlite_'),
        stored: type !== 'virtual',
        rowid: type !== 'virtual' && wr === 0,
        label: s === 'main' ? n : `${s}.${n}`,
      };
    });
    tablesAt = at.schema;
    return tables;
  }

  const from = (t: TableInfo) => `${quote(t.schema)}.${quote(t.name)}`;

  function views(at: Stamp, limit: number): TableSnapshot[] {
    return list(at)
      .filter((t) => t.shown)
      .map((t) => {
        // The limit is written into the text: binding a parameter costs sql.js more than the read.
        const s = stmt(`SELECT * FROM ${from(t)} LIMIT ${Math.floor(limit)}`, perTable);
        const rows = rowsOf(s);
        const columns = s.getColumnNames();
        const total =
          rows.length < limit
            ? rows.length
            : Number(rowsOf(stmt(`SELECT count(*) FROM ${from(t)}`, perTable))[0]?.[0] ?? 0);
        return { name: t.label, columns, rows, total };
      });
  }

  function key(at: Stamp): string {
    let k = all(SCHEMA_TEXT)
      .map((r) => r.map(valueKey).join(','))
      .join(';');
    for (const t of list(at)) {
      if (!t.stored) continue;
      // A rowid table's hidden rowids decide the rowid of the next insert, so they are state too.
      const sql = t.rowid ? `SELECT rowid, * FROM ${from(t)}` : `SELECT * FROM ${from(t)}`;
      k += `|${t.label}:`;
      for (const row of rowsOf(stmt(sql, perTable))) k += `${row.map(valueKey).join(',')};`;
    }
    return `${k}|${at.settings}`;
  }

  function forget(): void {
    for (const s of perTable.values()) s.free();
    perTable.clear();
    tables = null;
  }

  return {
    forget,
    changes: () => Number(all(CHANGES)[0]?.[0] ?? 0),
    schema: () => SCHEMA_VERSIONS.map((v) => String(all(v)[0]?.[0])).join(','),
    settings: () => (all(SETTINGS)[0] ?? []).join(','),
    views,
    key,
    free() {
      forget();
      for (const s of fixed.values()) s.free();
      fixed.clear();
    },
  };
}
