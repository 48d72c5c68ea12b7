// The database a schema left, kept for the next run of the same schema: a re-run rolls back to it
// instead of opening a new database, running the schema and preparing every statement again.
import { APPEND_ONLY_SETUP, GUARD_PRAGMA } from '../engine/appendOnly';
import type { SqlFailure, SqlParams, SqlPort, SqlRunResult, SqlValue } from '../engine/types';

/**
 * Text that could tell a run started this way from one on a new database, or that acts
 * differently inside the transaction the run is kept in. Matched anywhere, case aside, in strings
 * and comments too (a false match only costs the speed-up):
 * - `changes`, `total_changes`, `last_insert_rowid`: what the connection remembers of earlier
 *   statements, which a rollback does not put back;
 * - `pragma`: foreign_keys does nothing inside a transaction and journal_mode refuses to change;
 * - `rollback`: ON CONFLICT ROLLBACK and RAISE(ROLLBACK) end the whole transaction;
 * - `deferr`: a deferred foreign key is checked only when the transaction commits.
 * Transaction control, ATTACH, DETACH and VACUUM are refused before they run (statementCheck.ts).
 */
const TELLS = /changes|last_insert_rowid|pragma|rollback|deferr/i;

/** True when nothing in `text` can tell a re-run that started from the kept database. */
export const keepable = (text: string): boolean => !TELLS.test(text);

/** The appendOnly guard's triggers (engine/appendOnly.ts), which begin with its one setting. */
const guarded = (text: string): boolean => text.startsWith(`${GUARD_PRAGMA}\n`);

/**
 * True when a run may run `text` and still be kept: keepable, or the appendOnly guard's triggers
 * (its setting is kept below BASE with them; see setUp).
 */
export const keepableInRun = (text: string): boolean =>
  keepable(guarded(text) ? text.slice(GUARD_PRAGMA.length) : text);

const EMPTY: SqlRunResult = { changes: 0, schemaChanged: false, results: [] };

/** Equal parameter sets: the same names, each with the same value. */
export function sameParams(a: SqlParams, b: SqlParams): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((n) => Object.hasOwn(b, n) && sameValue(a[n] ?? null, b[n] ?? null));
}

function sameValue(a: SqlValue, b: SqlValue): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((x, k) => x === b[k]);
  return Object.is(a, b);
}

/** A copy of a unit's result whose arrays a caller may change without changing the kept one. */
export function copyResult(r: SqlRunResult): SqlRunResult {
  return {
    changes: r.changes,
    schemaChanged: r.schemaChanged,
    results: r.results.map((set) => ({
      columns: set.columns.slice(),
      values: set.values.map((row) => row.slice()),
      total: set.total,
    })),
  };
}

/** The bare sql.js port (sqljsPort.ts): every reset opens a new database. */
export interface BarePort extends SqlPort {
  /** Whether SQLite has a transaction open (some failures end one: out of memory, say). */
  inTransaction(): boolean;
}

/** The bare port's savepoint that holds the database a schema left, under everything a run does. */
const BASE = 'fencelab_base';

/** One unit of the kept run's start: its text, its parameters and what it returned. */
interface Unit {
  sql: string;
  params: SqlParams;
  result: SqlRunResult;
}

type RunOutcome = { ok: true; value: SqlRunResult } | { ok: false; error: SqlFailure };

/**
 * A unit for the kept run's start. A function of the module, not a closure made on every run of a
 * statement: that cost the bench's engine run about 7% under tsx, which names each closure made.
 */
const unitOf = (sql: string, params: SqlParams, r: RunOutcome): Unit => ({
  sql,
  params: { ...params },
  result: copyResult(r.ok ? r.value : EMPTY),
});

/**
 * Units that may follow the schema into the kept database: the appendOnly guard's look at the
 * tables and its triggers (engine/appendOnly.ts). Kept there, a re-run neither makes the triggers
 * again nor, since no DDL ran after the kept database, prepares its statements again. The guard
 * turns recursive_triggers on, a setting no rollback undoes: kept below BASE, every run started
 * from it has the setting as the guard left it.
 */
const setUp = (sql: string): boolean => APPEND_ONLY_SETUP.has(sql) || guarded(sql);

/**
 * The port with a re-run kept: a run told its texts (`reset(texts)`), all of them keepable, keeps
 * the database its first unit (the schema) left, and what the set-up units right after it left
 * (setUp), as the savepoint BASE and runs inside it. The next run whose texts are all keepable and
 * whose first units are the same, with the same parameters, rolls back to BASE instead of opening a
 * new database and preparing every statement again (the bare port's rollback puts back what it
 * read there, and forgets its statements when DDL ran since); a run that asks for less than was
 * kept starts anew and runs again what it asked for. Anything else starts on a new database, as
 * the bare port always does.
 */
export function keepSchemaRuns(inner: BarePort): SqlPort {
  /** The kept run's first units: the schema, then its set-up units. */
  let base: Unit[] | null = null;
  /** Set by a reset that may start from `base`: settled by the next call. */
  let pending = false;
  /** The run's texts when all are keepable, else null (nothing is kept). */
  let keep: ReadonlySet<string> | null = null;
  /** No unit has run since the last reset: the next one is the schema. */
  let blank = true;
  /** This run started from the kept database (so the connection remembers an earlier run). */
  let reused = false;
  /** The run's own savepoints, innermost last (BASE is under them all). */
  let open: string[] = [];
  /** Started from the kept database: how many of its units the run has asked for so far. */
  let replayed: number | null = null;
  /** Still in the run's first units, so a set-up unit joins the kept database. */
  let starting = false;

  function fresh(): void {
    pending = false;
    base = null;
    reused = false;
    blank = true;
    open = [];
    replayed = null;
    starting = false;
    inner.reset();
  }

  /**
   * Before any call but a run of the next kept unit: a pending reset becomes a real one, and a run
   * started from the kept database that has not asked for all of its units starts anew and runs
   * again those it asked for (the database is past the others).
   */
  function settle(): void {
    if (pending) fresh();
    if (replayed === null || base === null) return;
    const asked = base.slice(0, replayed);
    replayed = null;
    if (asked.length === base.length) return;
    fresh();
    for (const u of asked) run(u.sql, u.params);
  }

  function reset(texts?: readonly string[]): void {
    keep = texts !== undefined && texts.every(keepableInRun) ? new Set(texts) : null;
    replayed = null;
    if (keep && base && keep.has(base[0]?.sql ?? '')) pending = true;
    else fresh();
  }

  /** Rolls back to the kept database; false when SQLite no longer has it. */
  function restore(): boolean {
    try {
      inner.rollbackTo(BASE);
    } catch {
      return false;
    }
    open = [];
    reused = true;
    blank = false;
    starting = false;
    return true;
  }

  const same = (u: Unit | undefined, sql: string, params: SqlParams): u is Unit =>
    u !== undefined && u.sql === sql && sameParams(u.params, params);

  function run(sql: string, params: SqlParams): RunOutcome {
    if (pending) {
      pending = false;
      const first = base?.[0];
      if (same(first, sql, params) && restore()) {
        replayed = 1;
        return { ok: true, value: copyResult(first.result) };
      }
      fresh();
    }
    if (replayed !== null && base !== null) {
      const next = base[replayed];
      if (same(next, sql, params)) {
        replayed++;
        return { ok: true, value: copyResult(next.result) };
      }
      settle();
    }
    if (keep && !keep.has(sql) && !keepable(sql)) {
      // A text the run was not told of, and one that could tell. A run on a new database leaves
      // BASE (the only transaction while none of the run's own savepoints is open) and goes on.
      if (reused || (base && open.length > 0))
        throw new Error(`the run was not started with this SQL, so it cannot run it: ${sql}`);
      if (base) {
        base = null;
        inner.release(BASE);
      }
    }
    const first = blank;
    blank = false;
    const r = inner.run(sql, params);
    if (first && r.ok && keep && open.length === 0 && keepable(sql)) {
      // Read now, so that every run started from here finds the tables read.
      inner.snapshot();
      inner.savepoint(BASE);
      base = [unitOf(sql, params, r)];
      starting = true;
    } else if (starting && r.ok && base && open.length === 0 && setUp(sql)) {
      // The kept database moves on past the set-up unit.
      inner.release(BASE);
      inner.snapshot();
      inner.savepoint(BASE);
      base.push(unitOf(sql, params, r));
    } else {
      starting = false;
      if (!r.ok && base && !inner.inTransaction()) {
        base = null;
        throw new Error(
          'SQLite ended the transaction the run was kept in (out of memory?), so its database is gone',
        );
      }
    }
    return r;
  }

  return {
    reset,
    run,
    snapshot() {
      settle();
      return inner.snapshot();
    },
    stateKey(rename) {
      settle();
      return inner.stateKey(rename);
    },
    savepoint(name) {
      settle();
      inner.savepoint(name);
      open.push(name);
    },
    rollbackTo(name) {
      settle();
      inner.rollbackTo(name);
      open = open.slice(0, open.lastIndexOf(name) + 1);
    },
    release(name) {
      settle();
      inner.release(name);
      open = open.slice(0, Math.max(0, open.lastIndexOf(name)));
    },
  };
}
