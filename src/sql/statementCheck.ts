// Statements a step may not run, told apart by SQLite's own compilation of them (its EXPLAIN
// program), never by the text: a comment, a quoted name or odd spacing cannot hide one.
import type { Database, Statement } from 'sql.js';
import { issueFacts, type IssueFacts } from '../engine/issueText';

/**
 * Why SQLite's program for `text` is not allowed in a step or schema, or null when it is allowed
 * (compiled on an empty database beside `db`, never on `db` itself):
 * one sentence for the learner, from the engine's table of input issues (engine/issueText.ts),
 * so that the issue located from it (engine/refusedSql.ts) can be worded in another language.
 * Transaction control (BEGIN, COMMIT, END, ROLLBACK, SAVEPOINT, RELEASE) compiles to the
 * AutoCommit or Savepoint opcode, VACUUM to Vacuum, and ATTACH / DETACH to a call of SQLite's
 * internal sqlite_attach / sqlite_detach functions, which no user SQL can call.
 */
export function refusal(db: Database, text: string): IssueFacts | null {
  // What a statement compiles to does not depend on the data, so each text is asked once.
  const known = verdicts.get(text);
  if (known !== undefined) return known;
  const verdict = compileVerdict(db, text);
  if (verdicts.size > 10_000) verdicts.clear();
  verdicts.set(text, verdict);
  return verdict;
}

const verdicts = new Map<string, IssueFacts | null>();

/**
 * An empty database of the same sql.js, where the verdicts are compiled. Not the step's own: a
 * finished EXPLAIN of a write sets its connection's changes() to 0, so an EXPLAIN between two
 * statements of a step would change what `changes()` reads in the second, on the first run of a
 * text only. Transaction control, VACUUM and ATTACH compile without any table; a statement that
 * needs the step's tables does not compile here and is none of them.
 */
const scratch = new WeakMap<object, Database>();
function compileOnly(db: Database): Database {
  // sql.js's own class, under any subclass of it (one empty database per sql.js module).
  let Make = db.constructor as new () => Database;
  while (Object.getPrototypeOf(Make) !== Function.prototype) Make = Object.getPrototypeOf(Make);
  let empty = scratch.get(Make);
  if (!empty) scratch.set(Make, (empty = new Make()));
  return empty;
}

function compileVerdict(db: Database, text: string): IssueFacts | null {
  const statement = firstWords(text);
  let res;
  try {
    res = compileOnly(db).exec(`EXPLAIN ${text}`)[0];
  } catch {
    // Needs a table (so it is none of the above), or is an EXPLAIN (which runs nothing).
    return null;
  }
  if (!res) return null;
  const op = res.columns.indexOf('opcode');
  const p4 = res.columns.indexOf('p4');
  for (const row of res.values) {
    const code = row[op];
    if (code === 'AutoCommit' || code === 'Savepoint') {
      return issueFacts('sqlTransaction', { statement });
    }
    if (code === 'Vacuum') return issueFacts('sqlVacuum', { statement });
    if (code === 'Function') {
      const fn = String(row[p4] ?? '');
      if (fn.startsWith('sqlite_attach(') || fn.startsWith('sqlite_detach('))
        return issueFacts('sqlAttach', { statement });
    }
  }
  return null;
}

/** The statement's first two words, for the message (the decision above never reads them). */
function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, 2).join(' ');
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
}

/** What running a statement can move besides rows, which total_changes() counts. */
export type StatementEffect = 'rows' | 'schema' | 'settings';

/**
 * Read from SQLite's own normalised text of the prepared statement (its tokenizer: comments gone,
 * keywords in capitals): DDL, ANALYZE and REINDEX can move the schema; PRAGMA and EXPLAIN (some
 * pragmas act while compiling) can move the header and the settings. When SQLite gives no text,
 * assume the most.
 */
export function statementEffect(stmt: Statement): StatementEffect {
  const text = stmt.getNormalizedSQL() as string | null;
  const word = text ? (/^[A-Z]+/.exec(text)?.[0] ?? '') : 'PRAGMA';
  if (word === 'PRAGMA' || word === 'EXPLAIN') return 'settings';
  if (['CREATE', 'DROP', 'ALTER', 'ANALYZE', 'REINDEX'].includes(word)) return 'schema';
  return 'rows';
}

/**
 * Opcodes after which a statement's writes cannot be told from its cursors: a trigger's or a
 * foreign-key action's sub-program, a virtual table's module (which writes where it likes), and
 * everything that writes the schema or the file as a whole. `V` and a capital is every
 * virtual-table opcode (VOpen, VUpdate, …), never Variable.
 */
const WRITES_ANYWHERE =
  /^(?:Program|V[A-Z]\w*|SqlExec|ParseSchema|CreateBtree|Destroy|Drop\w+|SetCookie|Vacuum|IncrVacuum|JournalMode|Checkpoint)$/;
/** OP_OpenWrite's P5 flag for a root page held in a register (a table being made), not P2 itself. */
const P2_IS_REGISTER = 0x10;
/** A Halt's P2 when it stops a statement without undoing what it did: OE_Rollback and OE_Fail. */
const KEEPS_CHANGES = new Set([1, 3]);

/** What SQLite's program for a statement can do, read from the program (never from the text). */
export interface CompiledFacts {
  /**
   * The b-trees it can write: `db:page` for each root page it opens a write cursor on (OpenWrite)
   * or empties (Clear), db 0 for main and 1 for temp; null when it may write anywhere (see
   * WRITES_ANYWHERE). No program writes a stored table except through these, so a table whose
   * pages are not among them cannot have changed.
   */
  writes: string[] | null;
  /**
   * True when it can fail and keep what it changed before failing (a FAIL or ROLLBACK conflict
   * resolution, `OR FAIL`, RAISE(FAIL) in a trigger; SQLite lists trigger programs too), or when
   * its program could not be read: it must then run inside a savepoint to stay all or nothing.
   */
  partial: boolean;
}

/** The facts of `text` compiled now, against this database's schema and settings. */
export function compiledFacts(db: Database, text: string): CompiledFacts {
  let res;
  try {
    res = db.exec(`EXPLAIN ${text}`)[0];
  } catch {
    return { writes: null, partial: true };
  }
  if (!res) return { writes: [], partial: false };
  const at = (name: string) => res.columns.indexOf(name);
  const [op, p1, p2, p3, p5] = ['opcode', 'p1', 'p2', 'p3', 'p5'].map(at) as number[];
  const num = (row: unknown[], k: number | undefined) => Number(row[k ?? -1]);
  const writes = new Set<string>();
  let anywhere = false;
  let partial = false;
  for (const row of res.values) {
    const code = String(row[op ?? -1]);
    if (WRITES_ANYWHERE.test(code)) anywhere = true;
    else if (code === 'OpenWrite') {
      if ((num(row, p5) & P2_IS_REGISTER) !== 0) anywhere = true;
      writes.add(`${num(row, p3)}:${num(row, p2)}`);
    } else if (code === 'Clear') writes.add(`${num(row, p2)}:${num(row, p1)}`);
    else if ((code === 'Halt' || code === 'HaltIfNull') && num(row, p1) !== 0) {
      if (KEEPS_CHANGES.has(num(row, p2))) partial = true;
    }
  }
  return { writes: anywhere ? null : [...writes], partial };
}
