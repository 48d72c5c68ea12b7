// Which tables SQL reads and writes, from SQLite's own program for it (EXPLAIN), never from its
// text. Pure: SQL goes through the SqlPort only; nothing here may touch the DOM or a clock.
import { paramNames } from './sqlText';
import type { ResultSet, SqlPort, SqlValue } from './types';

/** Tables by name as sqlite_schema spells them, sorted and unique; a temp table's has `temp.`. */
export interface TableAccess {
  reads: string[];
  writes: string[];
}

export type TableAccessResult = { ok: true; access: TableAccess } | { ok: false; message: string };

/** One statement's stretch of a script between top-level semicolons (the `;` itself left out). */
export interface ScriptPiece {
  from: number;
  to: number;
  /** The first bare word, upper-cased ('' when it starts otherwise); null when the piece is blank. */
  first: string | null;
}

/** What SQLite says when a text stops inside a statement (a trigger body cut at its `;`). */
const INCOMPLETE = 'incomplete input';
const SPACE = /[\t\n\v\f\r ]/;
/** SQLite's IdChar: letters, digits, `_`, `$` and every byte of a non-ASCII character. */
const ID_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;

/**
 * Where the token starting at `i` ends, for the tokens that can hold a `;`, each as SQLite's
 * tokenizer reads it: comments, strings, quoted names, and parameters, whose Tcl form `$a(...)`
 * runs to the next `)` or blank. Anything else is one character (or one word).
 */
function tokenEnd(sql: string, i: number): number {
  const c = sql[i] ?? '';
  const next = sql[i + 1];
  if (c === '-' && next === '-') {
    const nl = sql.indexOf('\n', i);
    return nl < 0 ? sql.length : nl + 1;
  }
  if (c === '/' && next === '*' && i + 2 < sql.length) {
    const end = sql.indexOf('*/', i + 2);
    return end < 0 ? sql.length : end + 2;
  }
  if (c === "'" || c === '"' || c === '`') {
    let k = i + 1;
    for (;;) {
      const end = sql.indexOf(c, k);
      if (end < 0) return sql.length;
      if (sql[end + 1] !== c) return end + 1;
      k = end + 2;
    }
  }
  if (c === '[') {
    const end = sql.indexOf(']', i + 1);
    return end < 0 ? sql.length : end + 1;
  }
  if (c === '$' || c === '@' || c === ':' || c === '#') {
    let k = i + 1;
    let n = 0;
    for (; k < sql.length; k++) {
      const d = sql[k] ?? '';
      if (ID_CHAR.test(d)) n++;
      else if (d === '(' && n > 0) {
        do k++;
        while (k < sql.length && !SPACE.test(sql[k] ?? '') && sql[k] !== ')');
        return sql[k] === ')' ? k + 1 : k;
      } else if (d === ':' && sql[k + 1] === ':') k++;
      else break;
    }
    return k;
  }
  if (ID_CHAR.test(c)) {
    let k = i + 1;
    while (k < sql.length && ID_CHAR.test(sql[k] ?? '')) k++;
    return k;
  }
  return i + 1;
}

/**
 * The script cut at every `;` that SQLite's tokenizer reads as one (none inside a string, quoted
 * name, comment or parameter), up to its first NUL, where SQLite stops reading. A trigger's body
 * is cut too: tableAccess joins the pieces again where SQLite finds the input incomplete.
 */
export function scriptPieces(sql: string): ScriptPiece[] {
  const nul = sql.indexOf('\u0000');
  const text = nul < 0 ? sql : sql.slice(0, nul);
  const out: ScriptPiece[] = [];
  let piece: ScriptPiece = { from: 0, to: 0, first: null };
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    const end = tokenEnd(text, i);
    if (c === ';') {
      out.push({ ...piece, to: i });
      piece = { from: end, to: end, first: null };
    } else if (piece.first === null && !SPACE.test(c) && !/^(?:--|\/\*)/.test(text.slice(i, end))) {
      piece.first = /^[A-Za-z_]/.test(c) ? text.slice(i, end).toUpperCase() : '';
    }
    i = end;
  }
  out.push({ ...piece, to: text.length });
  return out;
}

/** A cursor SQLite's program opens, or a b-tree it empties or drops, by its root page. */
interface Touch {
  db: number;
  page: number;
  read: boolean;
  write: boolean;
}

type Step<T> = { ok: true; value: T } | { ok: false; message: string; incomplete?: boolean };

/**
 * Opcodes whose reads and writes the program does not show: a virtual table's module reads and
 * writes where it likes (`V` and a capital is every VOpen, VUpdate, …, never Variable), SqlExec
 * runs SQL given as text, and VACUUM rewrites every table.
 */
const UNSEEN = /^(?:V[A-Z]\w*|SqlExec|Vacuum|IncrVacuum)$/;
/** OP_OpenWrite's P5 flag for a root page held in a register (a table being made), not P2. */
const P2_IS_REGISTER = 0x10;

/**
 * The b-trees one statement's program touches. The EXPLAIN listing has the main program and then
 * every sub-program it can call (each trigger that may fire, at any depth, and each foreign-key
 * action), so a trigger's reads and writes are read from the same rows. A cursor opened for
 * writing reads as well (an UPDATE or DELETE finds its rows through it, an INSERT checks its keys).
 */
function touchesOf(set: ResultSet): Step<Touch[]> {
  const col = (name: string) => set.columns.indexOf(name);
  const [op, p1, p2, p3, p5] = ['opcode', 'p1', 'p2', 'p3', 'p5'].map(col) as number[];
  if ([op, p1, p2, p3, p5].some((k) => k === undefined || k < 0))
    return { ok: false, message: `EXPLAIN gave the columns ${set.columns.join(', ')}` };
  const touches: Touch[] = [];
  for (const row of set.values) {
    const code = String(row[op as number]);
    const n = (k: number | undefined) => Number(row[k as number] as SqlValue);
    if (code === 'OpenRead' || code === 'ReopenIdx') touches.push(touch(n(p3), n(p2), READ));
    else if (code === 'OpenWrite') {
      if ((n(p5) & P2_IS_REGISTER) !== 0)
        return {
          ok: false,
          message:
            'the statement writes a table it makes (CREATE TABLE … AS), which has no root page yet',
        };
      touches.push(touch(n(p3), n(p2), READ | WRITE));
    } else if (code === 'Clear') touches.push(touch(n(p2), n(p1), WRITE));
    else if (code === 'Destroy') touches.push(touch(n(p3), n(p1), WRITE));
    else if (code === 'ParseSchema') touches.push(touch(n(p1), 1, READ));
    else if (UNSEEN.test(code))
      return {
        ok: false,
        message: `its program uses ${code}, which does not show the tables it reads and writes`,
      };
  }
  return { ok: true, value: touches };
}

const READ = 1;
const WRITE = 2;
const touch = (db: number, page: number, how: number): Touch => ({
  db,
  page,
  read: (how & READ) !== 0,
  write: (how & WRITE) !== 0,
});

/** Runs EXPLAIN of one statement through the port, binding every parameter as null. */
function explain(port: SqlPort, text: string): Step<ResultSet> {
  const params = Object.fromEntries(paramNames(text).map((name) => [name, null]));
  let r;
  try {
    r = port.run(`EXPLAIN ${text}`, params);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  if (!r.ok) {
    const { message, statement } = r.error;
    if (statement !== 0) return { ok: false, message: `${SPLIT_MISSED} (${message})` };
    return { ok: false, message, incomplete: message === INCOMPLETE };
  }
  const { results, changes, schemaChanged } = r.value;
  const set = results[0];
  if (!set || results.length !== 1 || changes !== 0 || schemaChanged)
    return { ok: false, message: SPLIT_MISSED };
  if (set.total > set.values.length) {
    const message = `SQLite's program has ${set.total} instructions and the port returns only the first ${set.values.length}, so some of its tables could not be seen`;
    return { ok: false, message };
  }
  return { ok: true, value: set };
}

// WARNING: never expected (the splitter is checked against SQLite's own splitting). Should it
// happen, a statement after the EXPLAIN may have run, and nothing here can undo it.
const SPLIT_MISSED =
  'SQLite read more than one statement where tableAccess cut one, and may have run those after the first';

/** Every root page's table, from sqlite_schema (an index's is its table's); page 1 is the schema's. */
const ROOTS = `SELECT 0, rootpage, tbl_name FROM main.sqlite_schema
WHERE rootpage IN (SELECT value FROM json_each(:main))
UNION ALL SELECT 1, rootpage, tbl_name FROM temp.sqlite_schema
WHERE rootpage IN (SELECT value FROM json_each(:temp))`;

/** The name of each touched table, keyed `db:page`. */
function tableNames(port: SqlPort, touches: readonly Touch[]): Step<Map<string, string>> {
  const names = new Map<string, string>();
  const pages: [number[], number[]] = [[], []];
  if (touches.length === 0) return { ok: true, value: names };
  for (const t of touches) {
    if (t.db !== 0 && t.db !== 1)
      return { ok: false, message: `the statement opens database ${t.db}, not main or temp` };
    if (t.page === 1) names.set(`${t.db}:1`, t.db === 0 ? 'sqlite_schema' : 'temp.sqlite_schema');
    else pages[t.db]?.push(t.page);
  }
  const r = port.run(ROOTS, {
    ':main': JSON.stringify(pages[0]),
    ':temp': JSON.stringify(pages[1]),
  });
  if (!r.ok) return { ok: false, message: r.error.message };
  for (const row of r.value.results[0]?.values ?? []) {
    const [db, page, name] = row;
    names.set(`${String(db)}:${String(page)}`, db === 1 ? `temp.${String(name)}` : String(name));
  }
  for (const t of touches) {
    if (!names.has(`${t.db}:${t.page}`))
      return { ok: false, message: `root page ${t.page} of database ${t.db} is no table's` };
  }
  return { ok: true, value: names };
}

/**
 * Which tables the SQL (one or more statements, with :named parameters) reads and writes, read
 * from SQLite's program for each statement (EXPLAIN, which compiles without running) on the
 * port's current database: a lesson can then state what running cannot show, such as a store's
 * write that must not read `jobs`. Views, CTEs and subqueries show as the tables they read, and a
 * trigger's reads and writes as the statement's, since EXPLAIN lists the trigger programs it may
 * call. Each statement is compiled against the database as it stands, so one that needs a table
 * an earlier statement of the script makes fails with SQLite's "no such table". A PRAGMA is not
 * compiled (some act while compiled), nor an EXPLAIN (SQLite cannot explain one). The database
 * is left as it was; a failure carries SQLite's message.
 */
export function tableAccess(port: SqlPort, sql: string): TableAccessResult {
  const pieces = scriptPieces(sql);
  const reads = new Set<string>();
  const writes = new Set<string>();
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k] as ScriptPiece;
    if (piece.first === null) continue;
    if (piece.first === 'PRAGMA')
      return {
        ok: false,
        message: 'a PRAGMA is not explained: some act while SQLite compiles them',
      };
    if (piece.first === 'EXPLAIN')
      return { ok: false, message: 'SQLite cannot EXPLAIN an EXPLAIN (which runs nothing)' };
    let program = explain(port, sql.slice(piece.from, piece.to));
    // A trigger's body was cut at one of its semicolons: join the next piece and try again.
    while (!program.ok && program.incomplete && k + 1 < pieces.length) {
      k++;
      program = explain(port, sql.slice(piece.from, (pieces[k] as ScriptPiece).to));
    }
    if (!program.ok) return { ok: false, message: program.message };
    const touches = touchesOf(program.value);
    if (!touches.ok) return { ok: false, message: touches.message };
    const names = tableNames(port, touches.value);
    if (!names.ok) return { ok: false, message: names.message };
    for (const t of touches.value) {
      const name = names.value.get(`${t.db}:${t.page}`) as string;
      if (t.read) reads.add(name);
      if (t.write) writes.add(name);
    }
  }
  return { ok: true, access: { reads: [...reads].sort(), writes: [...writes].sort() } };
}
