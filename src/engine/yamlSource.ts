// YAML text to plain data, keeping a way back from a field path to its line. Pure.
import {
  Composer,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  YAMLParseError,
  type CST,
  type Document,
  type Node,
} from 'yaml';

type CSTToken = CST.Token;
import type { InputIssue, Locator } from './inputIssue';
import { issueFacts, issueSentence, withFacts, type IssueFacts } from './issueText';

// What the issues are, and how they are written, live in inputIssue.ts (no YAML parser in it, so
// a page can word an issue without loading one).
export { fieldName, formatIssue } from './inputIssue';
export type { FieldPath, InputIssue, Locator } from './inputIssue';
import { KEY_ORDER } from './nameRecord';
import { aliasBlowUp, parseTokens, type BoundBreak } from './yamlBounds';

export type YamlResult =
  { ok: true; data: unknown; locate: Locator } | { ok: false; issues: InputIssue[] };

/**
 * The YAML library's syntax errors as issues at their line. A key indented deeper than the keys
 * above it (`title: T` then ` ttl: 5`) reads as the rest of the value above, which the library
 * reports twice where that value starts: it is one issue, at the line of the stray key.
 */
function syntaxIssues(
  errors: readonly YAMLParseError[],
  lines: LineCounter,
  issue: (line: number, facts: IssueFacts) => InputIssue,
): InputIssue[] {
  const line = (offset: number) => lines.linePos(offset).line;
  // The value the stray key runs on from sits on a key's line (the library's "nested mappings are
  // not allowed in compact mappings"); without that twin, the key may lack its colon instead.
  const twin = (m: YAMLParseError) => (e: YAMLParseError) =>
    e.code === 'BLOCK_AS_IMPLICIT_KEY' && e.pos[0] === m.pos[0];
  const strays = errors.filter(
    (e) =>
      e.code === 'MULTILINE_IMPLICIT_KEY' &&
      line(e.pos[1]) > line(e.pos[0]) &&
      errors.some(twin(e)),
  );
  const twinOfStray = (e: YAMLParseError) => strays.some((s) => twin(s)(e));
  return errors
    .filter((e) => !twinOfStray(e))
    .map((e) =>
      strays.includes(e)
        ? issue(
            line(e.pos[1]),
            issueFacts('yamlIndentedKey', { line: line(e.pos[1]), valueLine: line(e.pos[0]) }),
          )
        : issue(
            line(e.pos[0]),
            issueFacts('yamlSyntax', { yamlCode: e.code, detail: e.message.split('\n')[0] ?? '' }),
          ),
    );
}

/**
 * Parses YAML, reporting syntax errors (and duplicate keys) with their line. The returned
 * locator maps a field path to the line of its value, its key, or its nearest parent. Hostile
 * input is refused with a located issue, not a stack overflow or a blown heap: nesting deeper
 * than MAX_YAML_DEPTH, or aliases that expand past MAX_YAML_NODES nodes (a billion laughs).
 */
export function parseYaml(text: string, file: string | null): YamlResult {
  const lineCounter = new LineCounter();
  const issue = (line: number, facts: IssueFacts): InputIssue =>
    withFacts({ file, line, field: '(yaml)', message: issueSentence(facts) }, facts);
  const refuse = (b: BoundBreak): YamlResult => ({
    ok: false,
    issues: [issue(lineCounter.linePos(b.offset).line, b.facts)],
  });
  const parsed = parseTokens(text, lineCounter);
  if ('broken' in parsed) return refuse(parsed.broken);
  const doc = composeOne(parsed.tokens, text.length);
  if (doc.errors.length > 0)
    return { ok: false, issues: syntaxIssues(doc.errors, lineCounter, issue) };
  const lineOf = (node: Node | null | undefined): number | null =>
    node?.range ? lineCounter.linePos(node.range[0]).line : null;
  const locate: Locator = (path) => {
    let node: unknown = doc.contents;
    // An empty file has no node at all: its top level is its first line.
    let line = lineOf(doc.contents as Node | null) ?? 1;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg),
        );
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
  const blowUp = aliasBlowUp(doc.contents);
  if (blowUp) return refuse(blowUp);
  let data: unknown;
  try {
    // The expanded size is bounded above, so any number of aliases is fine here.
    data = plainData(doc.toJS({ maxAliasCount: -1, mapAsMap: true }));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, issues: [issue(1, toJsFacts(message))] };
  }
  return { ok: true, data, locate };
}

const UNRESOLVED = /^Unresolved alias \(the anchor must be set before the alias\): (.*)$/s;

/** The facts of an error the YAML library threw while making data (an alias with no anchor). */
function toJsFacts(message: string): IssueFacts {
  const alias = UNRESOLVED.exec(message)?.[1];
  return alias === undefined
    ? issueFacts('yamlError', { detail: message })
    : issueFacts('yamlUnknownAlias', { alias });
}

/** The one document in the tokens, as parseDocument composes it (a second one is an error). */
function composeOne(tokens: Iterable<CSTToken>, end: number): Document.Parsed {
  const composer = new Composer({ prettyErrors: false, uniqueKeys: true });
  let doc: Document.Parsed | null = null;
  for (const next of composer.compose(tokens, true, end)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(
        new YAMLParseError(
          [next.range[0], next.range[1]],
          'MULTIPLE_DOCS',
          'Source contains multiple documents; please use YAML.parseAllDocuments()',
        ),
      );
      break;
    }
  }
  // compose(…, true) always ends with a document, even for empty input.
  return doc as Document.Parsed;
}

/**
 * Maps (as the YAML library gives them with mapAsMap) to plain objects with no prototype, so a
 * key such as `__proto__` is kept as a key, each carrying its keys in file order under KEY_ORDER
 * (an object would list integer-like keys such as "2" first). Keys are written as text, as the
 * library's own toJS does.
 */
function plainData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainData);
  if (!(value instanceof Map)) return value;
  const out = Object.create(null) as Record<string, unknown>;
  const order: string[] = [];
  for (const [k, v] of value) {
    const key = String(k);
    if (!Object.hasOwn(out, key)) order.push(key);
    out[key] = plainData(v);
  }
  Object.defineProperty(out, KEY_ORDER, { value: order, enumerable: false });
  return out;
}
