// What the database holds, read straight from SQLite: the capped table views the player shows and
// the exact state key the explorer merges states by. Nothing here trusts a change hook: a read is
// skipped only when SQLite's own counters, or its compiled programs, say that nothing can have
// changed since the last one.
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

/** Every schema row with its root page (0 main, 1 temp: the database numbers SQLite's programs use). */
const SCHEMA_ROOTS = `SELECT 0, type, name, tbl_name, rootpage, sql FROM main.sqlite_schema
  UNION ALL SELECT 1, type, name, tbl_name, rootpage, sql FROM temp.sqlite_schema ORDER BY 1, 2, 3`;

interface TableInfo extends ShownTable {
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
  /** Its snapshot's statements and column names, once read at this listing (see `view`). */
  read?: { rows: Statement; count: Statement | null; columns: string[]; epoch: number };
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

/** A table the page shows, as listed at one schema version. */
export interface ShownTable {
  label: string;
}

/**
 * The schema at one listing, for telling which tables a compiled statement can write: the text of
 * every schema row with its root page (the same text compiles the same programs), and the label
 * of the table each root page holds rows of (its own b-tree or one of its indexes), keyed
 * `db:page` with db 0 for main and 1 for temp, as SQLite's programs number them.
 */
export interface Layout {
  fingerprint: string;
  roots: ReadonlyMap<string, string>;
}

export interface StateReader {
  changes(): number;
  schema(): string;
  settings(): string;
  /** The tables the page shows, in order: the same array until the schema is listed again. */
  shown(at: Stamp): readonly ShownTable[];
  /** One shown table's first `limit` rows and its row count, read now. */
  view(at: Stamp, t: ShownTable, limit: number): TableSnapshot;
  /** The schema's layout at this listing (the same object until the schema is listed again). */
  layout(at: Stamp): Layout;
  /** The exact state: schema, every stored table's rows with their rowids, settings (see keyOf). */
  state(at: Stamp): StateRows;
  /** Forgets the table list (after a rollback past DDL: a schema version can come round again). */
  forget(): void;
  /** Frees the prepared statements (before the database closes). */
  free(): void;
}

/** The exact state as rows, as read: the schema's rows, each stored table's, the settings. */
export interface StateRows {
  schema: SqlValue[][];
  tables: { label: string; rows: SqlValue[][] }[];
  settings: string;
}

/**
 * The state as text, split around the text values of the tables' rows so that a renamed key
 * (the explorer's symmetry reduction, src/engine/explore/symmetry.ts) costs one join: the key is
 * parts[0] + code(texts[0]) + parts[1] + … where code is valueKey.
 */
export interface KeyParts {
  parts: string[];
  texts: string[];
  /** valueKey of each of `texts`. */
  codes: string[];
}

/** The state's key in parts (see KeyParts). */
export function keyParts(s: StateRows): KeyParts {
  const parts: string[] = [];
  const texts: string[] = [];
  const codes: string[] = [];
  let k = s.schema.map((r) => r.map(valueKey).join(',')).join(';');
  for (const t of s.tables) {
    k += `|${t.label}:`;
    for (const row of t.rows) {
      row.forEach((v, c) => {
        if (c > 0) k += ',';
        if (typeof v !== 'string') return void (k += valueKey(v));
        parts.push(k);
        texts.push(v);
        codes.push(valueKey(v));
        k = '';
      });
      k += ';';
    }
  }
  parts.push(`${k}|${s.settings}`);
  return { parts, texts, codes };
}

/** The key the parts make, each text value mapped by `rename` first (none: the plain key). */
export function joinKey(p: KeyParts, rename?: (text: string) => string): string {
  let k = p.parts[0] ?? '';
  for (let i = 0; i < p.texts.length; i++) {
    const text = p.texts[i] as string;
    const to = rename ? rename(text) : text;
    k += (to === text ? p.codes[i] : valueKey(to)) + (p.parts[i + 1] ?? '');
  }
  return k;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the reader for one open database; statements are prepared once and reused. */
export function createStateReader(db: Database): StateReader {
  const fixed = new Map<string, Statement>();
  /** Statements that name a table: freed whenever the schema moves. */
  const perTable = new Map<string, Statement>();
  let tables: TableInfo[] | null = null;
  let tablesAt = '';
  let shownTables: TableInfo[] = [];
  let layoutNow: Layout | null = null;
  const changes = db.prepare(CHANGES);

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
    shownTables = tables.filter((t) => t.shown);
    layoutNow = null;
    return tables;
  }

  const from = (t: TableInfo) => `${quote(t.schema)}.${quote(t.name)}`;

  function shown(at: Stamp): readonly ShownTable[] {
    list(at);
    return shownTables;
  }

  function view(at: Stamp, table: ShownTable, limit: number): TableSnapshot {
    const t = table as TableInfo;
    // The limit is written into the text: binding a parameter costs sql.js more than the read.
    t.read ??= {
      rows: stmt(`SELECT * FROM ${from(t)} LIMIT ${Math.floor(limit)}`, perTable),
      count: null,
      columns: [],
      epoch: -1,
    };
    const r = t.read;
    const rows = rowsOf(r.rows);
    // A statement's column names change only when SQLite prepares it again, which a step does
    // after the schema moved (a new listing, so a new `read`) or a setting did (the epoch moves:
    // full_column_names, say). So they are read after stepping, once per epoch.
    if (r.epoch !== at.epoch) {
      r.columns = r.rows.getColumnNames();
      r.epoch = at.epoch;
    }
    let total = rows.length;
    if (total >= limit) {
      r.count ??= stmt(`SELECT count(*) FROM ${from(t)}`, perTable);
      total = Number(rowsOf(r.count)[0]?.[0] ?? 0);
    }
    return { name: t.label, columns: r.columns.slice(), rows, total };
  }

  function layout(at: Stamp): Layout {
    list(at);
    if (layoutNow) return layoutNow;
    const roots = new Map<string, string>();
    let fingerprint = '';
    for (const [db, type, name, table, root, sql] of all(SCHEMA_ROOTS)) {
      fingerprint += `${String(db)}|${String(type)}|${String(name)}|${String(root)}|${String(sql)};`;
      const schema = db === 0 ? 'main' : 'temp';
      const label = schema === 'main' ? String(table) : `temp.${String(table)}`;
      if (typeof root === 'number' && root > 0) roots.set(`${String(db)}:${root}`, label);
    }
    layoutNow = { fingerprint, roots };
    return layoutNow;
  }

  function state(at: Stamp): StateRows {
    const tables: StateRows['tables'] = [];
    for (const t of list(at)) {
      if (!t.stored) continue;
      // A rowid table's hidden rowids decide the rowid of the next insert, so they are state too.
      const sql = t.rowid ? `SELECT rowid, * FROM ${from(t)}` : `SELECT * FROM ${from(t)}`;
      tables.push({ label: t.label, rows: rowsOf(stmt(sql, perTable)) });
    }
    return { schema: all(SCHEMA_TEXT), tables, settings: at.settings };
  }

  function forget(): void {
    for (const s of perTable.values()) s.free();
    perTable.clear();
    tables = null;
    shownTables = [];
    layoutNow = null;
  }

  function readChanges(): number {
    changes.step();
    const n = changes.get()[0];
    changes.reset();
    return Number(n ?? 0);
  }

  return {
    forget,
    changes: readChanges,
    schema: () => SCHEMA_VERSIONS.map((v) => String(all(v)[0]?.[0])).join(','),
    settings: () => (all(SETTINGS)[0] ?? []).join(','),
    shown,
    view,
    layout,
    state,
    free() {
      forget();
      for (const s of fixed.values()) s.free();
      fixed.clear();
      changes.free();
    },
  };
}
