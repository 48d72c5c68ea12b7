// Strings of a YAML text replaced where they stand, each written as one line, the rest of the text
// byte for byte as it was (a translated example's title and notes: scenarioText.ts).
import { Document, type Scalar } from 'yaml';

const OPEN = '{ v: ';
const CLOSE = ' }';

/**
 * `value` as a YAML scalar on one line that reads back as `value` in a flow map as well as in a
 * block one: plain where the YAML library writes it plain there, else double-quoted.
 */
export function oneLineScalar(value: string): string {
  const doc = new Document({ v: value });
  (doc.contents as { flow?: boolean }).flow = true;
  const written = doc.toString({ lineWidth: 0 }).trimEnd();
  return written.startsWith(OPEN) && written.endsWith(CLOSE) && !written.includes('\n')
    ? written.slice(OPEN.length, -CLOSE.length)
    : JSON.stringify(value);
}

/**
 * `text` with each node's value (a scalar of `text` parsed) replaced by its string, written on one
 * line. The caller checks that the result reads back (a node this cannot replace in place, such
 * as a block scalar with comments after it, would not).
 */
export function spliceScalars(
  text: string,
  edits: ReadonlyArray<{ node: Scalar; value: string }>,
): string {
  let out = text;
  const ordered = [...edits].sort((a, b) => (b.node.range?.[0] ?? 0) - (a.node.range?.[0] ?? 0));
  for (const { node, value } of ordered) {
    const [from, to] = node.range ?? [0, 0];
    // A block scalar's value ends with its line break, which the line after it still needs.
    const written = oneLineScalar(value) + (out[to - 1] === '\n' ? '\n' : '');
    out = out.slice(0, from) + written + out.slice(to);
  }
  return out;
}
