// The SqlPort on sql.js, in-process. Used by Node (CLI, tests, bench) and inside the browser's Web Worker.
import type { Database, SqlJsStatic, Statement } from 'sql.js';
import type {
  SqlFailure,
  SqlParams,
  SqlPort,
  SqlRunResult,
  SqlValue,
  TableSnapshot,
} from '../engine/types';
import { paramNames, targetTable } from '../engine/sqlText';

const DDL = /\b(create|drop|alter)\b/i;
const LIST_TABLES =
  "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name";

interface Prepared {
  stmt: Statement;
  /** The parameter names the statement uses, so binding touches only those. */
  names: string[];
  offset: number;
  /** True for INSERT / UPDATE / DELETE / REPLACE: only these change rows. */
  writes: boolean;
}

function prepared(stmt: Statement, text: string, offset: number): Prepared {
  return { stmt, names: paramNames(text), offset, writes: targetTable(text) !== null };
}

type RunOutcome = { ok: true; value: SqlRunResult } | { ok: false; error: SqlFailure };

/** The snapshot cache as it stood when a savepoint opened, restored when it is rolled back to. */
interface Frame {
  name: string;
  tables: string[] | null;
  snaps: Map<string, TableSnapshot>;
  last: TableSnapshot[];
  dirty: Set<string>;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Creates a port backed by one sql.js database at a time.
 * Prepared statements are cached per script, and table snapshots are re-read only for
 * tables the update hook saw change, so a step costs little more than its own SQL.
 */
export function createSqlJsPort(SQL: SqlJsStatic): SqlPort {
  let db: Database = new SQL.Database();
  let cache = new Map<string, Prepared[]>();
  let tables: string[] | null = null;
  const snaps = new Map<string, TableSnapshot>();
  let last: TableSnapshot[] = [];
  let dirty = new Set<string>();
  let hookRows = 0;
  let selects = new Map<string, Statement>();
  let frames: Frame[] = [];
  let control = new Map<string, Statement>();

  function open(): void {
    db = new SQL.Database();
    db.updateHook((_op, _dbName, table) => {
      hookRows++;
      dirty.add(table);
    });
  }
  open();

  function bindAndRun(p: Prepared, params: SqlParams, results: SqlRunResult['results']): number {
    const values: SqlParams = {};
    for (const name of p.names) if (name in params) values[name] = params[name] ?? null;
    p.stmt.bind(values);
    const before = hookRows;
    const rows: SqlValue[][] = [];
    while (p.stmt.step()) rows.push(p.stmt.get() as SqlValue[]);
    const columns = p.stmt.getColumnNames();
    p.stmt.reset();
    if (columns.length > 0) results.push({ columns, values: rows });
    // WARNING: sqlite3_changes() keeps the count of the last write, so a SELECT would report it
    // again: only writing statements read it.
    if (!p.writes) return 0;
    const changes = db.getRowsModified();
    // The update hook is silent for WITHOUT ROWID tables and for a DELETE without WHERE: re-read all.
    if (changes > 0 && hookRows === before) tables = null;
    return changes;
  }

  /** Runs a script statement by statement (a later one may need the tables an earlier one made). */
  function firstRun(
    sql: string,
    params: SqlParams,
    out: SqlRunResult,
  ): { text: string; offset: number }[] {
    const seen: { text: string; offset: number }[] = [];
    // WARNING: the iterator frees each statement when it advances, so none can be kept.
    const it = db.iterateStatements(sql);
    for (;;) {
      const offset = skipBlank(sql, sql.length - it.getRemainingSQL().length);
      let next: IteratorResult<Statement>;
      try {
        next = it.next();
      } catch (e) {
        throw failure(e, seen.length, offset);
      }
      if (next.done) break;
      const text = next.value.getSQL();
      seen.push({ text, offset });
      const p = prepared(next.value, text, offset);
      try {
        out.changes += bindAndRun(p, params, out.results);
      } catch (e) {
        throw failure(e, seen.length - 1, offset);
      }
      if (DDL.test(text)) out.schemaChanged = true;
    }
    return seen;
  }

  function runOnce(sql: string, params: SqlParams): SqlRunResult {
    const out: SqlRunResult = { changes: 0, results: [], schemaChanged: false };
    const cached = cache.get(sql);
    if (!cached) {
      const seen = firstRun(sql, params, out);
      // A script that changes the schema is not cached: preparing it again could fail.
      if (!out.schemaChanged) {
        cache.set(
          sql,
          seen.map(({ text, offset }) => prepared(db.prepare(text), text, offset)),
        );
      }
      return out;
    }
    cached.forEach((p, k) => {
      try {
        out.changes += bindAndRun(p, params, out.results);
      } catch (e) {
        p.stmt.reset();
        throw failure(e, k, p.offset);
      }
    });
    return out;
  }

  function run(sql: string, params: SqlParams): RunOutcome {
    const cached = cache.get(sql);
    const atomic = !cached || cached.length > 1;
    if (atomic) db.run('SAVEPOINT fencelab_step');
    try {
      const value = runOnce(sql, params);
      if (atomic) db.run('RELEASE fencelab_step');
      if (value.schemaChanged) tables = null;
      return { ok: true, value };
    } catch (e) {
      if (atomic) db.run('ROLLBACK TO fencelab_step; RELEASE fencelab_step');
      // A rolled-back unit may have touched tables; re-read them to be safe.
      tables = null;
      if (isFailure(e)) {
        return {
          ok: false,
          error: { message: e.message, statement: e.statement, offset: e.offset },
        };
      }
      throw e;
    }
  }

  function snapshot(): TableSnapshot[] {
    if (tables === null) {
      const res = db.exec(LIST_TABLES)[0];
      tables = res ? res.values.map((r) => String(r[0])) : [];
      snaps.clear();
      freeSelects();
    } else if (dirty.size === 0) {
      return last;
    }
    last = tables.map((name) => {
      const known = snaps.get(name);
      if (known && !dirty.has(name)) return known;
      const snap = readTable(name);
      snaps.set(name, snap);
      return snap;
    });
    dirty = new Set();
    return last;
  }

  /** Every row of one table, through a SELECT prepared once per table. */
  function readTable(name: string): TableSnapshot {
    let stmt = selects.get(name);
    if (!stmt) {
      stmt = db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`);
      selects.set(name, stmt);
    }
    const rows: SqlValue[][] = [];
    while (stmt.step()) rows.push(stmt.get() as SqlValue[]);
    const columns = stmt.getColumnNames();
    stmt.reset();
    return { name, columns, rows };
  }

  function freeSelects(): void {
    for (const stmt of selects.values()) stmt.free();
    selects = new Map();
  }

  /** Runs a savepoint command through a statement prepared once: the explorer issues thousands. */
  function control1(text: string): void {
    let stmt = control.get(text);
    if (!stmt) control.set(text, (stmt = db.prepare(text)));
    stmt.run();
  }

  function frameIndex(name: string): number {
    for (let k = frames.length - 1; k >= 0; k--) if (frames[k]?.name === name) return k;
    throw new Error(`no savepoint named ${name} is open`);
  }

  function savepoint(name: string): void {
    if (!IDENTIFIER.test(name)) throw new Error(`savepoint name ${name} is not a plain identifier`);
    control1(`SAVEPOINT ${name}`);
    frames.push({ name, tables, snaps: new Map(snaps), last, dirty: new Set(dirty) });
  }

  // WARNING: the update hook is silent on rollback, so the snapshot cache cannot follow it; the
  // cache is put back as it stood when the savepoint opened, which is exactly the database now.
  function rollbackTo(name: string): void {
    const k = frameIndex(name);
    const frame = frames[k] as Frame;
    control1(`ROLLBACK TO ${name}`);
    frames = frames.slice(0, k + 1);
    if (frame.tables !== tables) freeSelects();
    tables = frame.tables;
    snaps.clear();
    for (const [t, snap] of frame.snaps) snaps.set(t, snap);
    last = frame.last;
    dirty = new Set(frame.dirty);
  }

  function release(name: string): void {
    const k = frameIndex(name);
    control1(`RELEASE ${name}`);
    frames = frames.slice(0, k);
  }

  function reset(): void {
    for (const list of cache.values()) for (const p of list) p.stmt.free();
    cache = new Map();
    for (const stmt of control.values()) stmt.free();
    control = new Map();
    frames = [];
    freeSelects();
    db.close();
    open();
    tables = null;
    snaps.clear();
    last = [];
    dirty = new Set();
  }

  return { reset, run, snapshot, savepoint, rollbackTo, release };
}

function skipBlank(sql: string, from: number): number {
  let i = from;
  for (;;) {
    while (i < sql.length && /\s/.test(sql[i] ?? '')) i++;
    if (sql.startsWith('--', i)) {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? sql.length : nl + 1;
    } else if (sql.startsWith('/*', i)) {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else return i;
  }
}

const FAILURE = Symbol('sqlFailure');

function failure(e: unknown, statement: number, offset: number): SqlFailure {
  const message = e instanceof Error ? e.message : String(e);
  return Object.assign({ message, statement, offset }, { [FAILURE]: true });
}

function isFailure(e: unknown): e is SqlFailure {
  return typeof e === 'object' && e !== null && FAILURE in e;
}
