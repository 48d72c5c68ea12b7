// The SqlPort on sql.js, in-process. Used by Node (CLI, tests, bench) and inside the browser's Web Worker.
import type { Database, SqlJsStatic, Statement } from 'sql.js';
import type { SqlFailure, SqlParams, SqlPort, SqlRunResult, TableSnapshot } from '../engine/types';
import {
  firstRun,
  isFailure,
  runCached,
  textMemory,
  TEXTS_KEPT,
  worstOf,
  type Prepared,
  type Script,
  type Unprepared,
} from './sqljsScripts';
import {
  createStateReader,
  joinKey,
  keyParts,
  type KeyParts,
  type Stamp,
  type StateReader,
} from './sqljsState';
import { keepSchemaRuns, type BarePort } from './sqljsBase';
import { readViews, restoreViews, sameStamp, saveViews, type Views } from './sqljsViews';
import { compiledFacts, type CompiledFacts, type StatementEffect } from './statementCheck';

export { RESULT_ROW_LIMIT } from './sqljsScripts';

/**
 * Set on every database the port opens. The port's connection is the database's only one, so
 * holding its lock spares SQLite taking and dropping file locks and checking the file again at
 * every statement (most of what a small statement costs on sql.js's in-memory file system).
 * WARNING: the bench's raw figure (scripts/bench/sqljsPreparedUpdate.ts) sets the same.
 */
export const PORT_PRAGMAS = 'PRAGMA locking_mode=EXCLUSIVE';

/** The state as read at one stamp, and its plain key (the one without renaming). */
interface Keyed {
  parts: KeyParts;
  key: string;
}

type RunOutcome = { ok: true; value: SqlRunResult } | { ok: false; error: SqlFailure };

/** What was known when a savepoint opened, put back when it is rolled back to. */
interface Frame {
  name: string;
  stamp: Stamp;
  views: Views | null;
  key: Keyed | null;
  /** How many units that could move the schema or the settings had run when it opened. */
  moves: number;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * The facts assumed of a statement that can move the schema or the settings: it may write
 * anywhere (its unit reads every table again anyway) and, as ever, runs alone without a savepoint.
 */
const UNREAD: CompiledFacts = { writes: null, partial: false };
/** A page no table has: what a statement that may write anywhere is taken to write. */
const ANYWHERE = 'anywhere';

/**
 * Creates the port the app, the CLI and the tests use: the bare port below, with a re-run of the
 * same schema started from the database it left (sqljsBase.ts).
 */
export function createSqlJsPort(SQL: SqlJsStatic): SqlPort {
  return keepSchemaRuns(createBarePort(SQL));
}

/**
 * Creates a port backed by one sql.js database at a time; each reset opens a new one.
 *
 * What a step changed is what SQLite counted (total_changes() before and after, which includes
 * rows changed by triggers and through views), never what the SQL text looks like. Tables are read
 * straight from SQLite, and a read is reused only while SQLite's stamp (rows changed, schema
 * versions, header fields, connection settings) has not moved; after a unit that changed rows, only
 * the tables its compiled program can write are read again. Prepared statements are cached per
 * script, so a step costs little more than its own SQL.
 */
export function createBarePort(SQL: SqlJsStatic): BarePort {
  let db: Database;
  let reader: StateReader;
  let cache = new Map<string, Script>();
  let control = new Map<string, Statement>();
  let frames: Frame[] = [];
  /** The stamp after the last thing this port did; every change goes through the port. */
  let now: Stamp;
  /** Units run so far that could move the schema or the settings. */
  let moves = 0;
  let views: Views | null = null;
  /** Compiled facts by schema fingerprint, settings and text; they hold for every database. */
  const known = new Map<string, CompiledFacts>();
  const memory = textMemory();
  let key: ({ at: Stamp } & Keyed) | null = null;

  /**
   * The stamp of a database just opened: read from the first, then reused, since every database
   * the port opens starts the same (SQLite's defaults for this build, then PORT_PRAGMAS).
   */
  let opened: Omit<Stamp, 'epoch'> | null = null;

  function open(): void {
    db = new SQL.Database();
    db.run(PORT_PRAGMAS);
    reader = createStateReader(db);
    opened ??= { changes: reader.changes(), schema: reader.schema(), settings: reader.settings() };
    now = { epoch: 0, ...opened };
    views = null;
    key = null;
  }
  open();

  /** The stamp after a unit: each part read again only when the unit could have moved it. */
  function stampAfter(effect: StatementEffect): Stamp {
    const changes = reader.changes();
    if (effect === 'rows')
      return { epoch: now.epoch, changes, schema: now.schema, settings: now.settings };
    moves++;
    return {
      epoch: now.epoch + 1,
      changes,
      schema: reader.schema(),
      settings: effect === 'settings' ? reader.settings() : now.settings,
    };
  }

  /**
   * What the statement's program can do under the schema and settings it runs with now. Only a
   * statement that moves rows alone is compiled again for it: some pragmas act while compiling.
   */
  function factsOf(p: Prepared): CompiledFacts {
    if (p.effect !== 'rows') return UNREAD;
    const layout = reader.layout(now);
    if (p.facts && p.facts.layout === layout && p.facts.settings === now.settings)
      return p.facts.of;
    const id = `${now.settings}\u0000${layout.fingerprint}\u0000${p.text}`;
    let of = known.get(id);
    if (!of) {
      if (known.size >= TEXTS_KEPT) known.clear();
      known.set(id, (of = compiledFacts(db, p.text)));
    }
    p.facts = { of, layout, settings: now.settings };
    return of;
  }

  /**
   * Marks the tables a unit may have written, for the next snapshot: those on the root pages its
   * programs open for writing, or every table when one may write anywhere, a page is not a known
   * table's, or rows changed though no table could have (never expected; then nothing is trusted).
   */
  function wrote(list: readonly Prepared[] | null): void {
    if (!views || views.dirty === null) return;
    const roots = reader.layout(now).roots;
    let any = false;
    for (const p of list ?? []) {
      for (const page of factsOf(p).writes ?? [ANYWHERE]) {
        const label = roots.get(page);
        if (label === undefined) return void (views.dirty = null);
        views.dirty.add(label);
        any = true;
      }
    }
    if (!any) views.dirty = null;
  }

  function run(sql: string, params: SqlParams): RunOutcome {
    const script = cache.get(sql);
    // A lone statement that fails undoes itself, unless it may keep what it did (OR FAIL).
    const atomic = !script || script.list.length > 1 || factsOf(script.list[0] as Prepared).partial;
    const before = now;
    const out: SqlRunResult = { changes: 0, results: [], schemaChanged: false };
    // A statement that did not get to run moves nothing, but the first run stops on the way.
    const fresh: Unprepared[] = [];
    let keep: Statement | null = null;
    if (atomic) control1('SAVEPOINT fencelab_step');
    try {
      if (script) runCached(script.list, params, out, now.epoch);
      else keep = firstRun(db, memory, sql, params, out, fresh, now.epoch);
      if (atomic) control1('RELEASE fencelab_step');
    } catch (e) {
      if (atomic) undoUnit(before);
      else if (frames.length > 0 && !inTransaction()) reopen(before);
      // Settings are not rolled back with the unit, so a failed unit is stamped like one that ran.
      const effect = script ? script.effect : fresh.length > 0 ? worstOf(fresh) : 'settings';
      now = stampAfter(effect);
      // Rolled back, but read again all the same: what a failure leaves is not worth a proof.
      if (effect !== 'rows' || now.changes !== before.changes) wrote(null);
      if (!isFailure(e)) throw e;
      const error: SqlFailure = { message: e.message, statement: e.statement, offset: e.offset };
      if (e.refused) error.refused = true;
      if (e.refusal) error.refusal = e.refusal;
      return { ok: false, error };
    }
    const effect = script ? script.effect : worstOf(fresh);
    now = stampAfter(effect);
    out.changes = now.changes - before.changes;
    out.schemaChanged = now.schema !== before.schema;
    // A script that changed the schema is not kept prepared: preparing it again could fail.
    let kept = script;
    if (out.schemaChanged) {
      keep?.free();
      dropCache(sql);
    } else if (!script) {
      const stmt = (p: Unprepared) => keep ?? db.prepare(p.text);
      kept = { list: fresh.map((p) => ({ ...p, stmt: stmt(p) })), effect };
      cache.set(sql, kept);
    }
    if (effect !== 'rows') wrote(null);
    else if (out.changes !== 0) wrote(kept?.list ?? null);
    return { ok: true, value: out };
  }

  /** Rolls a failed unit back: to its savepoint, or, when SQLite ended the transaction, by that. */
  function undoUnit(before: Stamp): void {
    try {
      control1('ROLLBACK TO fencelab_step');
      control1('RELEASE fencelab_step');
    } catch (e) {
      if (inTransaction()) throw e;
      reopen(before);
    }
  }

  /**
   * After SQLite ended the whole transaction (ON CONFLICT ROLLBACK, RAISE(ROLLBACK) in a trigger):
   * outside any savepoint, that undid the unit and nothing else, as a failed unit is undone
   * anyway. Savepoints opened with nothing changed since are opened again; one with changes under
   * it lost them, and the run cannot go on.
   */
  function reopen(before: Stamp): void {
    if (!frames.every((f) => sameStamp(f.stamp, before)))
      throw new Error(
        "SQLite ended the whole transaction (ON CONFLICT ROLLBACK or RAISE(ROLLBACK) in the step's SQL), which undid the steps before this one too, so the run cannot go on",
      );
    for (const f of frames) control1(`SAVEPOINT ${f.name}`);
  }

  function dropCache(sql: string): void {
    for (const p of cache.get(sql)?.list ?? []) p.stmt.free();
    cache.delete(sql);
  }

  function snapshot(): TableSnapshot[] {
    if (!views || !sameStamp(views.at, now)) views = readViews(reader, now, views);
    return views.tables;
  }

  function stateKey(rename?: (text: string) => string): string {
    if (!key || !sameStamp(key.at, now)) {
      const parts = keyParts(reader.state(now));
      key = { at: now, parts, key: joinKey(parts) };
    }
    return rename ? joinKey(key.parts, rename) : key.key;
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
      views: saveViews(views),
      key: key && sameStamp(key.at, now) ? { parts: key.parts, key: key.key } : null,
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
    views = restoreViews(frame.views, frame.stamp, now);
    key = frame.key !== null ? { at: now, ...frame.key } : null;
  }

  function release(name: string): void {
    const k = frameIndex(name);
    control1(`RELEASE ${name}`);
    frames = frames.slice(0, k);
  }

  function hardReset(): void {
    for (const script of cache.values()) for (const p of script.list) p.stmt.free();
    cache = new Map();
    for (const stmt of control.values()) stmt.free();
    control = new Map();
    frames = [];
    reader.free();
    db.close();
    open();
  }

  /** Whether SQLite has a transaction open: BEGIN is refused inside one. */
  function inTransaction(): boolean {
    try {
      db.run('BEGIN');
    } catch {
      return true;
    }
    db.run('ROLLBACK');
    return false;
  }

  const reset = () => hardReset();
  return { reset, run, snapshot, stateKey, savepoint, rollbackTo, release, inTransaction };
}
