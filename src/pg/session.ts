// One actor's session: its own connection to the run's database, and the units of work it runs
// there. A step's SQL is one atomic unit: its own transaction, or a savepoint inside the worker's
// open one (after `begin`), rolled back on error. Node only.
import pg from 'pg';
import { issueSentence, type IssueFacts } from '../engine/issueText';
import type {
  ResultSet,
  SqlFailure,
  SqlParams,
  SqlRunResult,
  SqlValue,
  Step,
} from '../engine/types';
import { sessionSql } from './sessionSql';
import { appendedOf, readCounters, type AppendWatch, type PgRunResult } from './appendOnly';
import { refusalOf, splitStatements } from './pgText';
import { SQL_VALUE_TYPES, bindStatement } from './pgValues';

/** Rows of one result set a step's record keeps, as on SQLite (src/sql/sqljsPort.ts). */
export const RESULT_ROW_LIMIT = 100;

const STEP_SAVEPOINT = 'fencelab_step';
/** Commands whose row count is rows changed (PostgreSQL's command tag). */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
/** Commands that may change the set of tables. */
const DDL = new Set(['CREATE', 'ALTER', 'DROP', 'TRUNCATE']);

export interface Session {
  actor: string;
  client: pg.Client;
  /** The server process of the connection: what pg_blocking_pids names. */
  pid: number;
  /** True between a `begin` and its `end`. */
  inTx: boolean;
  /** True once a crash ended the session. */
  closed: boolean;
}

export type UnitOutcome = { ok: true; value: PgRunResult } | { ok: false; error: SqlFailure };

/** How a unit ended: it ran (and then succeeded or failed), or the time limit stopped it. */
export type UnitResult = { kind: 'ran'; outcome: UnitOutcome } | { kind: 'stopped' };

/** A client that reads every value as the engine's SqlValue, rows as arrays. */
export function newClient(config: pg.ClientConfig, name: string): pg.Client {
  const client = new pg.Client({
    ...config,
    types: SQL_VALUE_TYPES,
    // PostgreSQL keeps printable ASCII of it (a NUL would end the startup packet's string).
    application_name: name.replace(/[^\x20-\x7e]/g, '?').slice(0, 60),
  });
  // A session a crash ended reports it here; the unit that was running reports it itself.
  client.on('error', () => {});
  return client;
}

/** Opens `actor`'s session. `setup` runs first (the lock-wait settings). */
export async function openSession(
  config: pg.ClientConfig,
  actor: string,
  setup: string[],
): Promise<Session> {
  const client = newClient(config, `fencelab ${actor}`);
  await client.connect();
  for (const sql of setup) await client.query(sql).catch(() => undefined);
  const r = await client.query<SqlValue[]>({ text: 'SELECT pg_backend_pid()', rowMode: 'array' });
  return { actor, client, pid: Number(r.rows[0]?.[0]), inTx: false, closed: false };
}

function failure(message: string, statement: number, offset: number, refusal?: IssueFacts) {
  const error: SqlFailure = { message, statement, offset };
  if (refusal) {
    error.refused = true;
    error.refusal = refusal;
  }
  return { kind: 'ran', outcome: { ok: false, error } } as const;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Runs a script as one unit and leaves it open when it succeeds, so that the runner can still
 * undo it (closeUnit). Refused statements are found before anything runs. On error, or when
 * `stopped()` turns true (the time limit cancelled it), the unit is rolled back. With `watch`,
 * the result says what the unit added to the appendOnly tables (appendOnly.ts).
 */
export async function runUnit(
  s: Session,
  sql: string,
  params: SqlParams,
  stopped: () => boolean,
  watch: AppendWatch | null = null,
): Promise<UnitResult> {
  const statements = splitStatements(sql);
  for (const [k, st] of statements.entries()) {
    const refused = refusalOf(st);
    if (refused) return failure(issueSentence(refused), k, st.offset, refused);
  }
  const nested = s.inTx;
  const value: PgRunResult = { changes: 0, results: [], schemaChanged: false };
  let k = 0;
  try {
    await s.client.query(nested ? `SAVEPOINT ${STEP_SAVEPOINT}` : 'BEGIN');
    const before = watch && (await readCounters(s.client));
    for (; k < statements.length; k++) {
      const st = statements[k];
      if (!st || stopped()) break;
      const bound = bindStatement(st, params);
      const r = await s.client.query<SqlValue[]>({ ...bound, rowMode: 'array' });
      if (WRITES.has(r.command)) value.changes += r.rowCount ?? 0;
      if (DDL.has(r.command)) value.schemaChanged = true;
      if (r.fields.length > 0) value.results.push(resultSet(r));
    }
    if (watch && before && k === statements.length)
      value.appendedTo = appendedOf(watch, before, await readCounters(s.client), value);
  } catch (e) {
    await undo(s, nested);
    if (stopped()) return { kind: 'stopped' };
    return failure(messageOf(e), k, statements[k]?.offset ?? 0);
  }
  if (stopped()) {
    await undo(s, nested);
    return { kind: 'stopped' };
  }
  return { kind: 'ran', outcome: { ok: true, value } };
}

function resultSet(r: pg.QueryArrayResult<SqlValue[]>): ResultSet {
  return {
    columns: r.fields.map((f) => f.name),
    values: r.rows.slice(0, RESULT_ROW_LIMIT),
    total: r.rows.length,
  };
}

async function undo(s: Session, nested: boolean): Promise<void> {
  const sql = nested
    ? `ROLLBACK TO SAVEPOINT ${STEP_SAVEPOINT}; RELEASE SAVEPOINT ${STEP_SAVEPOINT}`
    : 'ROLLBACK';
  await s.client.query(sql).catch(() => undefined);
}

/**
 * Ends a unit runUnit left open: commits it (releases its savepoint inside an open transaction),
 * or undoes it. Returns the error of a commit that failed (the unit is then undone), or null.
 */
export async function closeUnit(s: Session, keep: boolean): Promise<string | null> {
  if (!keep) {
    await undo(s, s.inTx);
    return null;
  }
  try {
    const r = await s.client.query(s.inTx ? `RELEASE SAVEPOINT ${STEP_SAVEPOINT}` : 'COMMIT');
    return r.command === 'ROLLBACK' ? 'the transaction had failed, so COMMIT rolled it back' : null;
  } catch (e) {
    if (s.inTx) await undo(s, true);
    return messageOf(e);
  }
}

/**
 * `begin` (BEGIN, at the step's isolation level when it names one) or `end` (COMMIT) on the actor's
 * session. An `end` whose COMMIT fails ends the transaction all the same (PostgreSQL rolls it back).
 */
export async function runSessionAction(
  s: Session,
  step: Pick<Step, 'do' | 'isolation'>,
  stopped: () => boolean,
): Promise<UnitResult> {
  const value: SqlRunResult = { changes: 0, results: [], schemaChanged: false };
  const action = step.do === 'begin' ? 'begin' : 'end';
  try {
    const r = await s.client.query(sessionSql(step));
    s.inTx = action === 'begin';
    if (r.command === 'ROLLBACK')
      return failure('the transaction had failed, so COMMIT rolled it back', 0, 0);
    return { kind: 'ran', outcome: { ok: true, value } };
  } catch (e) {
    if (action === 'end') s.inTx = false;
    if (stopped()) return { kind: 'stopped' };
    return failure(messageOf(e), 0, 0);
  }
}

/** Rolls back what the session still has open and closes it (the end of a run). */
export async function closeSession(s: Session): Promise<void> {
  if (s.closed) return;
  s.closed = true;
  if (s.inTx) await s.client.query('ROLLBACK').catch(() => undefined);
  await s.client.end().catch(() => undefined);
}
