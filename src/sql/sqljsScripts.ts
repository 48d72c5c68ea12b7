// A step's script on sql.js: run statement by statement the first time (a later statement may need
// a table an earlier one made), then kept prepared. A statement SQLite compiles to something a
// step may not do is refused before it runs (statementCheck.ts).
import type { Database, Statement } from 'sql.js';
import type { ResultSet, SqlFailure, SqlParams, SqlRunResult, SqlValue } from '../engine/types';
import { issueSentence, type IssueFacts } from '../engine/issueText';
import { paramNames } from '../engine/sqlText';
import { bindNamed, exactGet } from './sqlValues';
import type { Layout } from './sqljsState';
import {
  refusal,
  statementEffect,
  type CompiledFacts,
  type StatementEffect,
} from './statementCheck';

/** Rows of one result set a step's record keeps; the count of the rest is kept too. */
export const RESULT_ROW_LIMIT = 100;

/** Texts a port remembers what SQLite said of; past this many, it forgets them all. */
export const TEXTS_KEPT = 500;

export interface Prepared {
  stmt: Statement;
  text: string;
  effect: StatementEffect;
  /** The parameter names the statement uses, so binding touches only those. */
  names: string[];
  offset: number;
  /** Its program's facts, for the layout and settings they were read under (the port's). */
  facts?: { of: CompiledFacts; layout: Layout; settings: string };
  /** Its result's column names, as read at an epoch (see `bindAndRun`). */
  columns?: { names: string[]; epoch: number };
}

export type Unprepared = Omit<Prepared, 'stmt'>;

/** A script kept prepared: its statements, and the most any of them can move. */
export interface Script {
  list: Prepared[];
  effect: StatementEffect;
}

const worst = (a: StatementEffect, b: StatementEffect): StatementEffect =>
  a === 'settings' || b === 'settings'
    ? 'settings'
    : a === 'schema' || b === 'schema'
      ? 'schema'
      : 'rows';

/** The most any of the statements can move. */
export const worstOf = (list: readonly { effect: StatementEffect }[]) =>
  list.reduce<StatementEffect>((e, p) => worst(e, p.effect), 'rows');

/** What a port remembers of script texts across its databases: SQLite says the same of a text. */
export interface TextMemory {
  /** A statement's parameter names and effect (SQLite normalises the same text the same way). */
  texts: Map<string, { names: string[]; effect: StatementEffect }>;
  /** Scripts SQLite split into one statement: their first run prepares it once and keeps it. */
  single: Set<string>;
}

export function textMemory(): TextMemory {
  return { texts: new Map(), single: new Set() };
}

/**
 * Binds and runs one statement to its end, keeping its first rows. `epoch` is the port's (it
 * moves after anything that can move the schema or a setting).
 */
export function bindAndRun(
  p: Prepared,
  params: SqlParams,
  results: ResultSet[],
  epoch: number,
): void {
  const values: SqlParams = {};
  for (const name of p.names) if (Object.hasOwn(params, name)) values[name] = params[name] ?? null;
  bindNamed(p.stmt, values);
  const rows: SqlValue[][] = [];
  let total = 0;
  while (p.stmt.step()) {
    // The statement runs to its end (a RETURNING write must), but only the first rows are kept.
    if (total++ < RESULT_ROW_LIMIT) rows.push(exactGet(p.stmt));
  }
  // A statement's column names change only when SQLite prepares it again, which a step does after
  // the schema or a setting moved (full_column_names, say), each of which moves the epoch.
  if (!p.columns || p.columns.epoch !== epoch)
    p.columns = { names: p.stmt.getColumnNames(), epoch };
  p.stmt.reset();
  const columns = p.columns.names;
  if (columns.length > 0) results.push({ columns: columns.slice(), values: rows, total });
}

/** The statements of a kept script in turn; a failure names the statement that failed. */
export function runCached(
  list: readonly Prepared[],
  params: SqlParams,
  out: SqlRunResult,
  epoch: number,
): void {
  for (let k = 0; k < list.length; k++) {
    const p = list[k] as Prepared;
    try {
      bindAndRun(p, params, out.results, epoch);
    } catch (e) {
      p.stmt.reset();
      throw failure(e, k, p.offset);
    }
  }
}

/**
 * Runs a script statement by statement (a later one may need the tables an earlier one made),
 * refusing any statement SQLite compiles to transaction control, and puts the statements that ran
 * in `ran`. Returns the statement when the script is one SQLite split off before, kept prepared
 * (the split depends on the text alone), else null.
 */
export function firstRun(
  db: Database,
  memory: TextMemory,
  sql: string,
  params: SqlParams,
  out: SqlRunResult,
  ran: Unprepared[],
  epoch: number,
): Statement | null {
  const run = (p: Prepared) => checkAndRun(db, p, ran, params, out, epoch);
  if (memory.single.has(sql)) {
    const offset = skipBlank(sql, 0);
    let p: Prepared;
    try {
      p = prepared(memory, db.prepare(sql), offset);
    } catch (e) {
      throw failure(e, 0, offset);
    }
    try {
      run(p);
    } catch (e) {
      p.stmt.free();
      throw e;
    }
    return p.stmt;
  }
  // WARNING: the iterator frees each statement when it advances, so none can be kept.
  const it = db.iterateStatements(sql);
  for (;;) {
    const offset = skipBlank(sql, sql.length - it.getRemainingSQL().length);
    let next: IteratorResult<Statement>;
    try {
      next = it.next();
    } catch (e) {
      throw failure(e, ran.length, offset);
    }
    if (next.done) break;
    try {
      run(prepared(memory, next.value, offset));
    } catch (e) {
      // Frees the statement and the iterator's copy of the script, which stopping here keeps.
      (it as Iterator<Statement>).return?.();
      throw e;
    }
  }
  if (ran.length === 1) {
    if (memory.single.size >= TEXTS_KEPT) memory.single.clear();
    memory.single.add(sql);
  }
  return null;
}

/** A statement as prepared for its first run: what its text decides, read once per text. */
function prepared(memory: TextMemory, stmt: Statement, offset: number): Prepared {
  const text = stmt.getSQL();
  let read = memory.texts.get(text);
  if (!read) {
    if (memory.texts.size >= TEXTS_KEPT) memory.texts.clear();
    read = { names: paramNames(text), effect: statementEffect(stmt) };
    memory.texts.set(text, read);
  }
  return { stmt, text, names: read.names, offset, effect: read.effect };
}

/**
 * Refuses what a step may not run, else puts it with the statements that ran (a refused one never
 * ran, so it moves nothing) and runs it.
 */
function checkAndRun(
  db: Database,
  p: Prepared,
  ran: Unprepared[],
  params: SqlParams,
  out: SqlRunResult,
  epoch: number,
): void {
  const k = ran.length;
  const refused = refusal(db, p.text);
  if (refused !== null) throw failure(issueSentence(refused), k, p.offset, refused);
  ran.push(p);
  try {
    bindAndRun(p, params, out.results, epoch);
  } catch (e) {
    throw failure(e, k, p.offset);
  }
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

/** A statement's failure as the port reports it; marked, so nothing else is taken for one. */
export interface Failure extends SqlFailure {
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

export function isFailure(e: unknown): e is Failure {
  return typeof e === 'object' && e !== null && FAILURE in e;
}
