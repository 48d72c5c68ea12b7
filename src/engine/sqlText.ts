// Reading SQL text: named parameters and their inline display. Pure string work.
import type { SqlParams, SqlValue } from './types';
import { tokenText } from './values';

/** Literals, quoted names and comments are skipped; group 1 is a named parameter. */
const TOKEN =
  /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|--[^\n]*|\/\*[\s\S]*?\*\/|([:@$][A-Za-z_][A-Za-z0-9_]*)/g;

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

const LITERALS = /'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g;
const WRITE_TARGET =
  /\b(?:UPDATE(?:\s+OR\s+\w+)?|INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|DELETE\s+FROM)\s+(?:"((?:[^"]|"")+)"|`([^`]+)`|\[([^\]]+)\]|([A-Za-z_][\w.]*))/i;

/** The table the first writing statement of some SQL targets, or null when it writes none. */
export function targetTable(sql: string): string | null {
  const m = WRITE_TARGET.exec(sql.replace(LITERALS, ' '));
  if (!m) return null;
  const name = m[1]?.replace(/""/g, '"') ?? m[2] ?? m[3] ?? m[4] ?? null;
  return name && name.includes('.') ? (name.split('.').pop() ?? name) : name;
}
