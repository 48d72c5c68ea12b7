// A lane or form edit written into the author's own YAML: the model's new YAML (studioYaml.ts
// `toYaml`) laid over the text as it stood, node by node, so the comments and the layout of what
// did not change stay. Without this every edit rewrote the whole text in the model's layout, and
// the author's comments went with the first click. Pure.
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Pair } from 'yaml';

type AnyNode = Node | null | undefined;

/** What of an old node to carry over to the new node that takes its place: its comments. */
function withComments<T extends AnyNode>(fresh: T, old: AnyNode): T {
  if (!fresh || !old) return fresh;
  if (old.commentBefore) fresh.commentBefore = old.commentBefore;
  if (old.comment) fresh.comment = old.comment;
  if (old.spaceBefore) fresh.spaceBefore = old.spaceBefore;
  return fresh;
}

const keyOf = (pair: Pair): string =>
  isScalar(pair.key) ? String(pair.key.value) : String(pair.key);

/** `old` made to say what `fresh` says, keeping old's nodes (and their comments) where it can. */
function overlay(old: AnyNode, fresh: AnyNode): AnyNode {
  if (!old || !fresh) return fresh;
  if (isScalar(old) && isScalar(fresh))
    return old.value === fresh.value ? old : withComments(fresh, old);
  // An empty collection has no layout of its own to keep (`steps: []` of a new timeline): the
  // model's is taken, so its steps come one per line.
  if ((isMap(old) || isSeq(old)) && old.items.length === 0) return withComments(fresh, old);
  if (isMap(old) && isMap(fresh)) {
    const before = new Map(old.items.map((p) => [keyOf(p), p]));
    old.items = fresh.items.map((p) => {
      const kept = before.get(keyOf(p));
      if (!kept) return p;
      kept.value = overlay(kept.value as AnyNode, p.value as AnyNode);
      return kept;
    });
    return old;
  }
  if (isSeq(old) && isSeq(fresh)) {
    old.items = fresh.items.map((item, i) =>
      i < old.items.length ? overlay(old.items[i] as AnyNode, item as AnyNode) : item,
    );
    return old;
  }
  return withComments(fresh, old);
}

/**
 * `written` (the author's text) saying what `generated` (the model's YAML) says, with written's
 * comments and layout where its nodes stay; `generated` itself when written is not YAML that
 * reads, or when the result would not read back as generated does (`same` decides).
 */
export function keepWritten(
  written: string,
  generated: string,
  same: (a: string, b: string) => boolean,
): string {
  if (!written.trim()) return generated;
  const doc: Document = parseDocument(written);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return generated;
  const target = parseDocument(generated);
  try {
    doc.contents = overlay(doc.contents, target.contents) as typeof doc.contents;
    const out = doc.toString({ lineWidth: 0 });
    return same(out, generated) ? out : generated;
  } catch {
    // An alias of the author's left without its anchor, say: the model's own YAML, then.
    return generated;
  }
}
