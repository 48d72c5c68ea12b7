// Reading a step's SQL as PostgreSQL reads it: statements split at `;`, named parameters found
// outside string literals (with E'' and $$ quoting), quoted names and comments, and `::` casts
// kept. Pure string work; the values and their types are bound in pgValues.ts.
import { issueFacts, type IssueFacts } from '../engine/issueText';
import { guardedSettings } from './runRole';

/** One statement of a script, ready to be bound. */
export interface PgStatement {
  /** The statement as written, from its first word to its `;` (kept, as SQLite's text keeps it). */
  text: string;
  /** Where its first word starts in the script (after blanks and comments). */
  offset: number;
  /**
   * The statement split around its named parameters: `names[k]` sits between `parts[k]` and
   * `parts[k + 1]`. Each use of a name is a parameter of its own, so that PostgreSQL gives each
   * the type its place asks for, as it would a literal there.
   */
  parts: string[];
  names: string[];
  /** Its first two bare words, in capitals (`PREPARE TRANSACTION`), for the refusal check. */
  words: string[];
}

const WORD_START = /[A-Za-z_\u0080-\uFFFF]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uFFFF]/;
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uFFFF][A-Za-z0-9_\u0080-\uFFFF]*)?\$/y;

/**
 * Where the quoted text that starts at `i` ends (exclusive): '…' or "…" with the quote doubled
 * inside, or with `escapes` E'…', where a backslash also escapes. Unclosed: the end of the SQL.
 */
function skipQuoted(sql: string, i: number, escapes: boolean): number {
  const quote = sql[i];
  let k = i + 1;
  while (k < sql.length) {
    const c = sql[k];
    if (escapes && c === '\\') k += 2;
    else if (c === quote) {
      if (sql[k + 1] === quote) k += 2;
      else return k + 1;
    } else k++;
  }
  return sql.length;
}

/** Where the comment that starts at `i` ends: PostgreSQL's block comments nest. */
function skipBlockComment(sql: string, i: number): number {
  let depth = 0;
  let k = i;
  while (k < sql.length) {
    if (sql.startsWith('/*', k)) {
      depth++;
      k += 2;
    } else if (sql.startsWith('*/', k)) {
      depth--;
      k += 2;
      if (depth === 0) return k;
    } else k++;
  }
  return sql.length;
}

/**
 * Splits a script into its statements (empty ones dropped). `:name` is a parameter only where
 * PostgreSQL would see an operator: never inside '…', E'…', "…", $tag$…$tag$ or a comment, and
 * never the second colon of a `::` cast.
 */
export function splitStatements(sql: string): PgStatement[] {
  const out: PgStatement[] = [];
  let cur: PgStatement | null = null;
  let from = 0; // start of the part being read
  let i = 0;
  const begin = (at: number) => {
    if (!cur) {
      cur = { text: '', offset: at, parts: [], names: [], words: [] };
      from = at;
    }
    return cur;
  };
  const finish = (end: number, textEnd: number) => {
    if (!cur) return;
    cur.parts.push(sql.slice(from, end));
    cur.text = sql.slice(cur.offset, textEnd);
    out.push(cur);
    cur = null;
  };
  while (i < sql.length) {
    const c = sql[i] ?? '';
    if (/\s/.test(c)) i++;
    else if (sql.startsWith('--', i)) {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? sql.length : nl + 1;
    } else if (sql.startsWith('/*', i)) i = skipBlockComment(sql, i);
    else if (c === ';') {
      finish(i, i + 1);
      i++;
    } else {
      const st = begin(i);
      if (c === "'" || c === '"') i = skipQuoted(sql, i, false);
      else if (c === '$') {
        DOLLAR_TAG.lastIndex = i;
        const tag = DOLLAR_TAG.exec(sql)?.[0];
        if (tag) {
          const close = sql.indexOf(tag, i + tag.length);
          i = close < 0 ? sql.length : close + tag.length;
        } else i++;
      } else if (c === ':' && sql[i + 1] === ':') i += 2;
      else if (c === ':' && NAME_START.test(sql[i + 1] ?? '')) {
        let k = i + 2;
        while (k < sql.length && NAME_PART.test(sql[k] ?? '')) k++;
        st.parts.push(sql.slice(from, i));
        st.names.push(sql.slice(i, k));
        from = k;
        i = k;
      } else if (WORD_START.test(c)) {
        let k = i + 1;
        while (k < sql.length && WORD_PART.test(sql[k] ?? '')) k++;
        const word = sql.slice(i, k);
        if (st.words.length < 2) st.words.push(word.toUpperCase());
        // E'…' (and e'…') is the one literal where a backslash escapes the quote.
        if ((word === 'E' || word === 'e') && sql[k] === "'") k = skipQuoted(sql, k, true);
        i = k;
      } else i++;
    }
  }
  finish(sql.length, sql.length);
  return out;
}

const TRANSACTION_WORDS = new Set([
  'BEGIN',
  'START',
  'COMMIT',
  'END',
  'ROLLBACK',
  'ABORT',
  'SAVEPOINT',
  'RELEASE',
]);

/**
 * Why a statement may not run in a step or the schema, as an input issue's facts, or null. The
 * same statements as on SQLite: transaction control (each step is already one atomic unit, and a
 * worker holds a transaction open with the `begin` and `end` actions) and VACUUM. PostgreSQL has
 * no ATTACH; a function that commits fails on its own inside the unit's transaction.
 */
export function refusalOf(st: PgStatement): IssueFacts | null {
  const [first, second] = st.words;
  const statement = firstWords(st.text);
  if (first === undefined) return null;
  const setting = changedSetting(st.text, first);
  if (setting) return issueFacts('sqlSetting', { statement, setting });
  if (TRANSACTION_WORDS.has(first) || (first === 'PREPARE' && second === 'TRANSACTION'))
    return issueFacts('sqlTransaction', { statement });
  if (first === 'VACUUM') return issueFacts('sqlVacuum', { statement });
  return null;
}

/** The settings that bound a run (runRole.ts), as one pattern over a statement's lower-case text. */
const GUARDED = new RegExp(guardedSettings().join('|'));

/**
 * The guarded setting a statement would change, or null: a SET or RESET of one (also as a
 * function's SET clause or an ALTER … SET), set_config, or a Unicode-escaped name (U&"…") in a
 * statement that sets anything. Quotes are ignored, so "statement_timeout" counts too. SHOW and
 * current_setting only read. Dynamic SQL in PL/pgSQL is not read; the engine's own watchdog still
 * cancels a statement at the time limit, whatever the session's settings.
 */
export function changedSetting(text: string, first: string): string | null {
  if (first === 'SHOW') return null;
  const plain = text.toLowerCase().replace(/"/g, '');
  if (/\bset_config\b/.test(plain)) return 'set_config';
  const sets = /\b(set|reset)\b/.test(plain);
  if (!sets) return null;
  if (/\bu&['"]/i.test(text)) return 'U&';
  return GUARDED.exec(plain)?.[0] ?? null;
}

/** The statement's first two words, for the message (as src/sql/statementCheck.ts writes them). */
function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, 2).join(' ');
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
}
