// A small tokenizer for the read-only code view (CodeView.tsx): SQL and YAML split into coloured
// runs, enough to read code at a glance before Monaco loads. Pure and total: every character of
// the text lands in exactly one token, in order, so the view shows the very text the editor will.

export type TokenKind =
  | 'keyword'
  | 'string'
  | 'number'
  | 'comment'
  | 'parameter'
  | 'operator'
  | 'key'
  | 'literal'
  | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

export type CodeLanguage = 'sql' | 'yaml';

/** The SQL words coloured as keywords (SQLite's, as far as the lessons use them, and common ones). */
const SQL_KEYWORDS = new Set(
  (
    'abort action add after all alter and as asc attach autoincrement before begin between by ' +
    'case cast check collate column commit conflict constraint create cross current ' +
    'current_date current_time current_timestamp database default deferrable deferred delete ' +
    'desc detach distinct do drop each else end escape except exclusive exists explain fail ' +
    'filter for foreign from full glob group having if ignore immediate in index indexed ' +
    'initially inner insert instead intersect into is isnull join key left like limit match ' +
    'natural no not nothing notnull null of offset on or order outer over partition plan ' +
    'pragma primary query raise recursive references regexp reindex release rename replace ' +
    'restrict returning right rollback row rows savepoint select set table temp temporary then ' +
    'to transaction trigger union unique update using vacuum values view virtual when where ' +
    'window with without integer text real blob numeric true false'
  ).split(' '),
);

/** One rule: a sticky pattern and the kind of what it matches (a function picks by the match). */
type Rule = [RegExp, TokenKind | ((match: string) => TokenKind)];

const SQL_RULES: Rule[] = [
  [/--[^\n]*/y, 'comment'],
  [/\/\*[\s\S]*?(?:\*\/|$)/y, 'comment'],
  [/'(?:[^']|'')*(?:'|$)/y, 'string'],
  [/"(?:[^"]|"")*(?:"|$)/y, 'plain'],
  [/`[^`]*(?:`|$)/y, 'plain'],
  [/\[[^\]\n]*\]/y, 'plain'],
  [/[:@$][A-Za-z_][A-Za-z0-9_]*|\?\d*/y, 'parameter'],
  [/(?:0[xX][0-9a-fA-F]+|(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)(?![A-Za-z_])/y, 'number'],
  [/[A-Za-z_][A-Za-z0-9_$]*/y, (w) => (SQL_KEYWORDS.has(w.toLowerCase()) ? 'keyword' : 'plain')],
  [/\|\||<<|>>|<=|>=|==|!=|<>|[-+*/%<>=~&|]/y, 'operator'],
  [/\s+/y, 'plain'],
  [/[^]/y, 'plain'],
];

/** Splits SQL into tokens; joined back, they are the text. */
export function sqlTokens(text: string): Token[] {
  return scan(text, SQL_RULES);
}

const YAML_SCALAR =
  /^(?:true|false|null|~|-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?|0x[0-9a-fA-F]+)$/;

const YAML_RULES: Rule[] = [
  [/#[^\n]*/y, 'comment'],
  [/'(?:[^']|'')*(?:'|$)/y, 'string'],
  [/"(?:[^"\\\n]|\\.)*(?:"|$)/y, 'string'],
  [/[|>][-+0-9]*(?=[ \t]*(?:#.*)?$)/my, 'operator'],
  [/[-?:,[\]{}&*!]/y, 'operator'],
  [/[ \t]+/y, 'plain'],
  // A plain scalar: up to a comment, a `: ` that ends a key, a flow indicator or the line's end.
  [/(?:[^\s#,[\]{}:]|:(?=[^\s,[\]{}]))(?:[^\n#,[\]{}:]|:(?=[^\s,[\]{}])|(?<=\S)#)*/y, 'plain'],
  [/[^]/y, 'plain'],
];

/**
 * Splits YAML into tokens: comments, keys, quoted and literal scalars, indicators. The lines of a
 * block scalar (`|`, `>`) are one string each, whatever they hold.
 */
export function yamlTokens(text: string): Token[] {
  const out: Token[] = [];
  let block: number | null = null; // the indent of the key whose block scalar is open
  for (const [k, line] of text.split('\n').entries()) {
    if (k > 0) out.push({ kind: 'plain', text: '\n' });
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    if (block !== null && (line.trim() === '' || indent > block)) {
      if (line) out.push({ kind: 'string', text: line });
      continue;
    }
    block = null;
    const tokens = markKeys(scan(line, YAML_RULES));
    out.push(...tokens);
    const last = [...tokens].reverse().find((t) => t.kind !== 'comment' && t.text.trim() !== '');
    if (last?.kind === 'operator' && /^[|>]/.test(last.text)) block = indent;
  }
  return merge(out);
}

/** In one line of YAML: a plain scalar right before `:` is a key; a plain scalar alone may be a literal. */
function markKeys(tokens: Token[]): Token[] {
  return tokens.map((t, k) => {
    if (t.kind !== 'plain' || t.text.trim() === '') return t;
    if (tokens[k + 1]?.text.startsWith(':')) return { kind: 'key', text: t.text };
    return YAML_SCALAR.test(t.text.trim()) ? { kind: 'literal', text: t.text } : t;
  });
}

/** The tokens of a text in a language. */
export function tokensOf(text: string, language: CodeLanguage): Token[] {
  return language === 'sql' ? sqlTokens(text) : yamlTokens(text);
}

/** Runs the rules at each position: the first that matches makes the next token. */
function scan(text: string, rules: Rule[]): Token[] {
  const out: Token[] = [];
  let at = 0;
  while (at < text.length) {
    for (const [pattern, kind] of rules) {
      pattern.lastIndex = at;
      const m = pattern.exec(text);
      if (!m || m[0].length === 0) continue;
      out.push({ kind: typeof kind === 'function' ? kind(m[0]) : kind, text: m[0] });
      at += m[0].length;
      break;
    }
  }
  return merge(out);
}

/** Neighbouring tokens of one kind, joined (fewer spans to render). */
function merge(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const last = out[out.length - 1];
    if (last && last.kind === t.kind) last.text += t.text;
    else out.push({ ...t });
  }
  return out;
}

/** Tokens split at line breaks: one list per line of the text (a line break ends its line). */
export function tokenLines(tokens: Token[]): Token[][] {
  const lines: Token[][] = [[]];
  for (const t of tokens) {
    const parts = t.text.split('\n');
    parts.forEach((part, k) => {
      if (k > 0) lines.push([]);
      if (part) lines[lines.length - 1]?.push({ kind: t.kind, text: part });
    });
  }
  return lines;
}
