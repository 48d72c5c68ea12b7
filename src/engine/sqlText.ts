// Reading SQL text: named parameters and their inline display. Pure string work.
import type { SqlParams, SqlValue } from './types';
import { tokenText } from './values';

/**
 * Literals, quoted names and comments are skipped, and so is PostgreSQL's `::` cast (`x::int`
 * names no parameter `:int`; SQLite rejects `::`, so no SQLite text loses one); group 1 is a
 * named parameter.
 */
const TOKEN =
  /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|--[^\n]*|\/\*[\s\S]*?\*\/|::|([:@$][A-Za-z_][A-Za-z0-9_]*)/g;

/** Distinct parameter names (with their prefix) in order of first use. */
export function paramNames(sql: string): string[] {
  const names: string[] = [];
  for (const m of sql.matchAll(TOKEN)) {
    const name = m[1];
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** A value written as a SQL literal, as a reader would type it. */
export function sqlLiteral(v: SqlValue | undefined): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  return tokenText(v);
}

/** SQL split around its parameters, so showing bound values costs one join per step. */
export interface SqlTemplate {
  parts: string[];
  names: string[];
}

/** Splits SQL into literal text and parameter names (names[k] sits between parts[k] and parts[k+1]). */
export function sqlTemplate(sql: string): SqlTemplate {
  const parts: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const m of sql.matchAll(TOKEN)) {
    if (!m[1]) continue;
    parts.push(sql.slice(from, m.index));
    names.push(m[1]);
    from = (m.index ?? 0) + m[0].length;
  }
  parts.push(sql.slice(from));
  return { parts, names };
}

/**
 * The SQL with each parameter replaced by its bound value, for display only (never executed).
 * A parameter with no bound value shows as NULL, which is what SQLite binds.
 */
export function inlineParams(t: SqlTemplate, params: SqlParams): string {
  let out = t.parts[0] ?? '';
  for (let k = 0; k < t.names.length; k++) {
    out += sqlLiteral(params[t.names[k] ?? '']) + (t.parts[k + 1] ?? '');
  }
  return out;
}

/** Words, quoted names, strings, comments and single characters, in order (whitespace skipped). */
const LEX =
  /'(?:[^']|'')*'|"((?:[^"]|"")*)"|`([^`]*)`|\[([^\]]*)\]|--[^\n]*|\/\*[\s\S]*?\*\/|([A-Za-z_][A-Za-z0-9_$]*)|(\S)/g;

interface Lexeme {
  /** A bare word (keyword or name), upper-cased for comparison, or null. */
  word: string | null;
  /** The name a bare word or a quoted name stands for, or null for anything else. */
  name: string | null;
  punct: string | null;
}

function lex(sql: string): Lexeme[] {
  const out: Lexeme[] = [];
  for (const m of sql.matchAll(LEX)) {
    const quoted = m[1]?.replace(/""/g, '"') ?? m[2] ?? m[3];
    if (quoted !== undefined) out.push({ word: null, name: quoted, punct: null });
    else if (m[4] !== undefined) out.push({ word: m[4].toUpperCase(), name: m[4], punct: null });
    else if (m[5] !== undefined) out.push({ word: null, name: null, punct: m[5] });
    // strings and comments are dropped: a keyword inside them is not a keyword
  }
  return out;
}

/**
 * The table the first writing statement of some SQL targets, or null when it names none: for
 * display only (the arrow a timeline draws, even for a write that changed nothing). Keywords count
 * only as bare words, so `SELECT x AS "update jobs"` writes nothing and `INSERT INTO"t"` writes t.
 * Whether a step changed anything is never read from here: that is what SQLite counted.
 */
export function targetTable(sql: string): string | null {
  const t = lex(sql);
  for (let k = 0; k < t.length; k++) {
    const w = t[k]?.word;
    let at: number;
    if (w === 'UPDATE') at = k + 1;
    else if ((w === 'INSERT' || w === 'REPLACE') && t[k - 1]?.word !== 'OR') at = k + 1;
    else if (w === 'DELETE' && t[k + 1]?.word === 'FROM') at = k + 2;
    else continue;
    if (t[at]?.word === 'OR') at += 2; // UPDATE OR IGNORE, INSERT OR REPLACE
    if (w === 'INSERT' || w === 'REPLACE') {
      if (t[at]?.word !== 'INTO') continue;
      at++;
    }
    const first = t[at]?.name;
    if (!first) continue;
    // schema.table: the table is the part after the dot
    if (t[at + 1]?.punct === '.' && t[at + 2]?.name) return t[at + 2]?.name ?? null;
    return first;
  }
  return null;
}
