// YAML text to plain data, keeping a way back from a field path to its line. Pure.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

/** A path into parsed data: object keys and array indices. */
export type FieldPath = ReadonlyArray<string | number>;

/** Finds the 1-based line of a field; for a missing field, the line of its nearest parent. */
export type Locator = (path: FieldPath) => number | null;

/** One problem with an input file, located well enough to fix it. */
export interface InputIssue {
  file: string | null;
  line: number | null;
  /** The field, written as a path (`steps[3].at`), or `(yaml)` for a syntax error. */
  field: string;
  message: string;
}

export type YamlResult =
  { ok: true; data: unknown; locate: Locator } | { ok: false; issues: InputIssue[] };

/** Writes a field path the way the messages show it: `steps[3].at`. */
export function fieldName(path: FieldPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || '(top level)';
}

/** `file:line: field: message`, the one format every user-facing error uses. */
export function formatIssue(issue: InputIssue): string {
  const where = [issue.file ?? '<input>', issue.line ?? '?'].join(':');
  return `${where}: ${issue.field}: ${issue.message}`;
}

/**
 * Parses YAML, reporting syntax errors (and duplicate keys) with their line. The returned
 * locator maps a field path to the line of its value, its key, or its nearest parent.
 */
export function parseYaml(text: string, file: string | null): YamlResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      issues: doc.errors.map((e) => ({
        file,
        line: lineCounter.linePos(e.pos[0]).line,
        field: '(yaml)',
        message: `YAML syntax error: ${e.message.split('\n')[0]}`,
      })),
    };
  }
  const lineOf = (node: Node | null | undefined): number | null =>
    node?.range ? lineCounter.linePos(node.range[0]).line : null;
  const locate: Locator = (path) => {
    let node: unknown = doc.contents;
    let line = lineOf(doc.contents as Node | null);
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === seg);
        if (!pair) return line;
        line = lineOf(pair.key as Node) ?? line;
        node = pair.value;
      } else if (isSeq(node) && typeof seg === 'number') {
        node = node.items[seg];
        if (node === undefined) return line;
        line = lineOf(node as Node) ?? line;
      } else return line;
    }
    return line;
  };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // An alias bomb (a billion laughs) is refused here rather than expanded.
    const message = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      issues: [{ file, line: 1, field: '(yaml)', message: `YAML error: ${message}` }],
    };
  }
  return { ok: true, data, locate };
}
