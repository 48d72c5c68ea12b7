// Statements a step may not run, told apart by SQLite's own compilation of them (its EXPLAIN
// program), never by the text: a comment, a quoted name or odd spacing cannot hide one.
import type { Database, Statement } from 'sql.js';
import { issueFacts, type IssueFacts } from '../engine/issueText';

/**
 * Why SQLite's program for `text` is not allowed in a step or schema, or null when it is allowed:
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

function compileVerdict(db: Database, text: string): IssueFacts | null {
  const statement = firstWords(text);
  let res;
  try {
    res = db.exec(`EXPLAIN ${text}`)[0];
  } catch {
    // An EXPLAIN of an EXPLAIN does not compile; the statement itself runs nothing.
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
