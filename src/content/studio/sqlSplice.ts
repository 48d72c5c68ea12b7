// One action's entry of a scenario's `sql:` map, written into the text where it stands: the rest of
// the text (its layout, the steps' flow maps as an author or Prettier wrapped them, its comments)
// stays byte for byte as it was. Writing the whole document out again instead, as the YAML library
// does, rewrapped every step the first time a learner typed in an SQL tab, and left the text
// "edited" after Undo had brought the SQL back.
import { Document, isMap, isScalar, type ParsedNode, type Scalar } from 'yaml';

type Parsed = Document.Parsed<ParsedNode>;

/** The start of the line `at` is on. */
const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;

/** The column of a key that starts a line of a block map (spaces only before it), else null. */
function keyColumn(text: string, at: number): number | null {
  const start = lineStart(text, at);
  return /^ *$/.test(text.slice(start, at)) ? at - start : null;
}

/** How the lines of `text` end. */
const eolOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');

/**
 * `action: <value>` as YAML on lines of their own, its key at `column`, each line ended as the
 * lines of `text` are, and `comment` (`# …`) at the end of the first.
 */
function pairLines(
  text: string,
  action: string,
  value: Scalar,
  column: number,
  comment = '',
): string {
  const one = new Document({});
  one.set(action, value);
  const lines = one.toString({ lineWidth: 0 }).split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (comment !== '') lines[0] = `${lines[0] ?? ''} ${comment}`;
  const pad = ' '.repeat(column);
  const eol = eolOf(text);
  return lines.map((line) => (line === '' ? line : pad + line)).join(eol) + eol;
}

/** The comment on a block scalar's header line (`commit: | # note`), or ''. */
function headerComment(text: string, node: Scalar): string {
  if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return '';
  const start = node.range?.[0] ?? 0;
  const end = text.indexOf('\n', start);
  const header = text.slice(start, end < 0 ? text.length : end);
  const hash = header.indexOf('#');
  return hash < 0 ? '' : header.slice(hash).trimEnd();
}

/** The start of the comment lines right above the line at `start` that are indented `column`. */
function commentsAbove(text: string, start: number, column: number): number {
  const comment = new RegExp(`^ {${column}}#`);
  while (start > 0) {
    const prev = lineStart(text, start - 1);
    if (!comment.test(text.slice(prev, start))) break;
    start = prev;
  }
  return start;
}

/** Where `pos` is not at a line's start (a text without its last line break), a break first. */
const atLineStart = (text: string, pos: number, insert: string) =>
  pos === 0 || text[pos - 1] === '\n' ? insert : `\n${insert}`;

/**
 * Where the top-level `sql:` goes when there is none: before `steps:` and the comment lines right
 * above it (they are about the steps). Null without a `steps:` key at the start of a line (the end
 * of the text may be past a document's end, `...`).
 */
function sqlPlace(text: string, doc: Parsed): number | null {
  const steps = isMap(doc.contents)
    ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'steps')
    : undefined;
  const at = isScalar(steps?.key) ? steps.key.range[0] : null;
  if (at === null || keyColumn(text, at) !== 0) return null;
  return commentsAbove(text, lineStart(text, at), 0);
}

/**
 * The text with `action`'s entry under the top-level `sql:` map set to `value`, or removed when
 * `value` is null (and `sql:` with it when nothing else is left). Null when the text is laid out
 * in a way this does not splice (a flow map, a comment after the entry's value, an anchor,
 * no `steps:` to put a new `sql:` above): the caller writes the whole document then. `doc` is
 * `text` parsed, before any change.
 */
export function spliceActionSql(
  text: string,
  doc: Parsed,
  action: string,
  value: Scalar | null,
): string | null {
  if (!isMap(doc.contents) || doc.contents.flow) return null;
  const sqlPair = doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'sql');
  if (!sqlPair) {
    if (value === null) return text;
    const at = sqlPlace(text, doc);
    if (at === null) return null;
    return (
      text.slice(0, at) +
      atLineStart(text, at, `sql:${eolOf(text)}${pairLines(text, action, value, 2)}`) +
      text.slice(at)
    );
  }
  const map = sqlPair.value;
  if (!isScalar(sqlPair.key) || !isMap(map) || map.flow || map.items.length === 0) return null;
  const first = map.items[0]?.key;
  const column = isScalar(first) ? keyColumn(text, first.range[0]) : null;
  if (column === null || column === 0) return null;
  const entry = map.items.find((p) => isScalar(p.key) && p.key.value === action);
  if (!entry) {
    if (value === null) return text;
    const last = map.items.at(-1)?.value;
    if (!last) return null;
    const at = last.range[2];
    return (
      text.slice(0, at) +
      atLineStart(text, at, pairLines(text, action, value, column)) +
      text.slice(at)
    );
  }
  const key = entry.key;
  const old = entry.value;
  if (
    !isScalar(key) ||
    !isScalar(old) ||
    // A comment after the value, not on a block header (kept below).
    (old.comment && headerComment(text, old) === '') ||
    old.anchor ||
    keyColumn(text, key.range[0]) !== column
  )
    return null;
  if (value === null && map.items.length === 1) {
    // Nothing else under `sql:`: it goes too, with the comments inside it.
    const from = lineStart(text, sqlPair.key.range[0]);
    return text.slice(0, from) + text.slice(map.range[2]);
  }
  // A removed entry takes the comment lines about it (those right above it) along.
  const from = lineStart(text, key.range[0]);
  if (value === null)
    return text.slice(0, commentsAbove(text, from, column)) + text.slice(old.range[2]);
  // A comment on the old value's block header stays, on the new value's first line.
  const lines = pairLines(text, action, value, column, headerComment(text, old));
  return text.slice(0, from) + lines + text.slice(old.range[2]);
}
