// The SqlPort on sql.js, in-process. Used by Node (CLI, tests, bench) and inside the browser's Web Worker.
import type { Database, SqlJsStatic, Statement } from 'sql.js';
import type {
  ResultSet,
  SqlFailure,
  SqlParams,
  SqlPort,
  SqlRunResult,
  SqlValue,
  TableSnapshot,
} from '../engine/types';
import { issueSentence, type IssueFacts } from '../engine/issueText';
import { paramNames } from '../engine/sqlText';
import { bindNamed, exactGet } from './sqlValues';
import { createStateReader, TABLE_ROW_LIMIT, type Stamp, type StateReader } from './sqljsState';
import { refusal, statementEffect, type StatementEffect } from './statementCheck';

/** Rows of one result set a step's record keeps; the count of the rest is kept too. */
export const RESULT_ROW_LIMIT = 100;

interface Prepared {
  stmt: Statement;
  text: string;
  effect: StatementEffect;
  /** The parameter names the statement uses, so binding touches only those. */
  names: string[];
  offset: number;
}

type Unprepared = Omit<Prepared, 'stmt'>;

type RunOutcome = { ok: true; value: SqlRunResult } | { ok: false; error: SqlFailure };

/** What was known when a savepoint opened, put back when it is rolled back to. */
interface Frame {
  name: string;
  stamp: Stamp;
  views: TableSnapshot[] | null;
  key: string | null;
  /** How many units that could move the schema or the settings had run when it opened. */
  moves: number;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const sameStamp = (a: Stamp, b: Stamp) => a.epoch === b.epoch && a.changes === b.changes;
const worst = (a: StatementEffect, b: StatementEffect): StatementEffect =>
  a === 'settings' || b === 'settings'
    ? 'settings'
    : a === 'schema' || b === 'schema'
      ? 'schema'
      : 'rows';

/**
 * Creates a port backed by one sql.js database at a time.
 *
 * What a step changed is what SQLite counted (total_changes() before and after, which includes
 * rows changed by triggers and through views), never what the SQL text looks like. Tables are read
 * straight from SQLite, and a read is reused only while SQLite's stamp (rows changed, schema
 * versions, header fields, connection settings) has not moved. Prepared statements are cached per
 * script, so a step costs little more than its own SQL.
 */
export function createSqlJsPort(SQL: SqlJsStatic): SqlPort {
  let db: Database;
  let reader: StateReader;
  let cache = new Map<string, Prepared[]>();
  let control = new Map<string, Statement>();
  let frames: Frame[] = [];
  /** The stamp after the last thing this port did; every change goes through the port. */
  let now: Stamp;
  /** Units run so far that could move the schema or the settings. */
  let moves = 0;
  let views: { at: Stamp; tables: TableSnapshot[] } | null = null;
  let key: { at: Stamp; key: string } | null = null;

  function open(): void {
    db = new SQL.Database();
    reader = createStateReader(db);
    now = {
      epoch: 0,
      changes: reader.changes(),
      schema: reader.schema(),
      settings: reader.settings(),
    };
    views = null;
    key = null;
  }
  open();

  /** The stamp after a unit: each part read again only when the unit could have moved it. */
  function stampAfter(effect: StatementEffect): Stamp {
    const changes = reader.changes();
    if (effect === 'rows') return { ...now, changes };
    moves++;
    return {
      epoch: now.epoch + 1,
      changes,
      schema: reader.schema(),
      settings: effect === 'settings' ? reader.settings() : now.settings,
    };
  }

  function bindAndRun(p: Prepared, params: SqlParams, results: ResultSet[]): void {
    const values: SqlParams = {};
    for (const name of p.names)
      if (Object.hasOwn(params, name)) values[name] = params[name] ?? null;
    bindNamed(p.stmt, values);
    const rows: SqlValue[][] = [];
    let total = 0;
    while (p.stmt.step()) {
      // The statement runs to its end (a RETURNING write must), but only the first rows are kept.
      if (total++ < RESULT_ROW_LIMIT) rows.push(exactGet(p.stmt));
    }
    const columns = p.stmt.getColumnNames();
    p.stmt.reset();
    if (columns.length > 0) results.push({ columns, values: rows, total });
  }

  /**
   * Runs a script statement by statement (a later one may need the tables an earlier one made),
   * refusing any statement SQLite compiles to transaction control. Returns the statements' texts.
   */
  function firstRun(sql: string, params: SqlParams, out: SqlRunResult, ran: Unprepared[]): void {
    const seen = ran;
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
      const refused = refusal(db, text);
      if (refused !== null) throw failure(issueSentence(refused), seen.length, offset, refused);
      const names = paramNames(text);
      const p: Prepared = {
        stmt: next.value,
        text,
        names,
        offset,
        effect: statementEffect(next.value),
      };
      seen.push(p);
      try {
        bindAndRun(p, params, out.results);
      } catch (e) {
        throw failure(e, seen.length - 1, offset);
      }
    }
  }

  function run(sql: string, params: SqlParams): RunOutcome {
    const cached = cache.get(sql);
    const atomic = !cached || cached.length > 1;
    const before = now;
    const out: SqlRunResult = { changes: 0, results: [], schemaChanged: false };
    // A statement that did not get to run moves nothing, but the first run stops on the way.
    const fresh: Unprepared[] = [];
    const effect = () =>
      (cached ?? fresh).reduce<StatementEffect>((e, p) => worst(e, p.effect), 'rows');
    if (atomic) db.run('SAVEPOINT fencelab_step');
    try {
      if (cached) runCached(cached, params, out);
      else firstRun(sql, params, out, fresh);
      if (atomic) db.run('RELEASE fencelab_step');
    } catch (e) {
      if (atomic) db.run('ROLLBACK TO fencelab_step; RELEASE fencelab_step');
      // Settings are not rolled back with the unit, so a failed unit is stamped like one that ran.
      now = stampAfter(cached || fresh.length > 0 ? effect() : 'settings');
      if (!isFailure(e)) throw e;
      const error: SqlFailure = { message: e.message, statement: e.statement, offset: e.offset };
      if (e.refused) error.refused = true;
      if (e.refusal) error.refusal = e.refusal;
      return { ok: false, error };
    }
    now = stampAfter(effect());
    out.changes = now.changes - before.changes;
    out.schemaChanged = now.schema !== before.schema;
    // A script that changed the schema is not kept prepared: preparing it again could fail.
    if (out.schemaChanged) dropCache(sql);
    else if (!cached) {
      cache.set(
        sql,
        fresh.map((p) => ({ ...p, stmt: db.prepare(p.text) })),
      );
    }
    return { ok: true, value: out };
  }

  function runCached(cached: readonly Prepared[], params: SqlParams, out: SqlRunResult): void {
    cached.forEach((p, k) => {
      try {
        bindAndRun(p, params, out.results);
      } catch (e) {
        p.stmt.reset();
        throw failure(e, k, p.offset);
      }
    });
  }

  function dropCache(sql: string): void {
    for (const p of cache.get(sql) ?? []) p.stmt.free();
    cache.delete(sql);
  }

  function snapshot(): TableSnapshot[] {
    if (views && sameStamp(views.at, now)) return views.tables;
    const before = new Map((views?.tables ?? []).map((t) => [t.name, t]));
    // A table that reads the same as last time keeps its object, so unchanged steps share it.
    const tables = reader.views(now, TABLE_ROW_LIMIT).map((t) => {
      const old = before.get(t.name);
      return old && sameTable(old, t) ? old : t;
    });
    views = { at: now, tables };
    return tables;
  }

  function stateKey(): string {
    if (key && sameStamp(key.at, now)) return key.key;
    key = { at: now, key: reader.key(now) };
    return key.key;
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
    frames.push({
      name,
      stamp: now,
      views: views && sameStamp(views.at, now) ? views.tables : null,
      key: key && sameStamp(key.at, now) ? key.key : null,
      moves,
    });
  }

  // The database after ROLLBACK TO is the database at the savepoint, so what was read then holds
  // again; only its stamp is new (total_changes never goes back).
  function rollbackTo(name: string): void {
    const k = frameIndex(name);
    const frame = frames[k] as Frame;
    control1(`ROLLBACK TO ${name}`);
    frames = frames.slice(0, k + 1);
    // Schema and header roll back with the savepoint; only a PRAGMA since then can have moved a
    // setting, which no rollback undoes.
    now = { ...frame.stamp, epoch: now.epoch, changes: reader.changes() };
    if (moves !== frame.moves) {
      now.epoch++;
      now.settings = reader.settings();
    }
    if (now.settings !== frame.stamp.settings) {
      throw new Error(
        'a step changed a connection setting (a PRAGMA such as recursive_triggers or foreign_keys), which a rollback cannot undo, so the schedules after it cannot be tried from the same start',
      );
    }
    if (moves !== frame.moves) {
      // Statements prepared against a schema that is gone again would fail.
      for (const sql of [...cache.keys()]) dropCache(sql);
      reader.forget();
    }
    views = frame.views ? { at: now, tables: frame.views } : null;
    key = frame.key !== null ? { at: now, key: frame.key } : null;
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
    reader.free();
    db.close();
    open();
  }

  return { reset, run, snapshot, stateKey, savepoint, rollbackTo, release };
}

function sameTable(a: TableSnapshot, b: TableSnapshot): boolean {
  return (
    a.total === b.total &&
    a.columns.length === b.columns.length &&
    a.columns.every((c, k) => c === b.columns[k]) &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, r) => row.every((v, c) => sameValue(v, b.rows[r]?.[c] ?? null)))
  );
}

function sameValue(a: SqlValue, b: SqlValue): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((x, k) => x === b[k]);
  return a === b;
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

interface Failure extends SqlFailure {
  [FAILURE]: true;
}

function failure(e: unknown, statement: number, offset: number, refusal?: IssueFacts): Failure {
  const message = e instanceof Error ? e.message : String(e);
  const f: Failure = { message, statement, offset, [FAILURE]: true };
  if (refusal) {
    f.refused = true;
    f.refusal = refusal;
  }
  return f;
}

function isFailure(e: unknown): e is Failure {
  return typeof e === 'object' && e !== null && FAILURE in e;
}
