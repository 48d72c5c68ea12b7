// Which strings of a lesson or question the pages show as Markdown, so that the build can render
// them once (scripts/contentPlugin.ts) and a page shows them without loading markdown-it. Pure.

/** Pre-rendered Markdown: HTML by source text, as blocks (Markdown) and as one line (inline). */
export interface ProseHtml {
  block: Record<string, string>;
  inline: Record<string, string>;
}

/** Fields whose text is Markdown, wherever they sit in a lesson or a question. */
const BLOCK_FIELDS = new Set([
  'body',
  'case',
  'holds',
  'prompt',
  'hints',
  'explanation',
  'question',
  'answer',
  'says',
]);
/** Of those, the ones also shown inside a line (a follow-up's "Ask me", a report's lead). */
const INLINE_FIELDS = new Set(['prompt', 'question', 'says']);
/** Subtrees that hold scenarios and SQL, never prose. */
const SKIPPED = new Set(['scenario', 'sql']);

/** Every Markdown string of a lesson or a question, by how it is shown. */
export function proseOf(value: unknown): { block: Set<string>; inline: Set<string> } {
  const block = new Set<string>();
  const inline = new Set<string>();
  const walk = (v: unknown, field: string | null) => {
    if (typeof v === 'string') {
      if (field !== null && BLOCK_FIELDS.has(field)) block.add(v);
      if (field !== null && INLINE_FIELDS.has(field)) inline.add(v);
    } else if (Array.isArray(v)) {
      for (const item of v) walk(item, field);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) if (!SKIPPED.has(k)) walk(child, k);
    }
  };
  walk(value, null);
  return { block, inline };
}

/** The pre-rendered HTML of every Markdown string in `value`, rendered with the given functions. */
export function renderProse(
  value: unknown,
  render: { block(source: string): string; inline(source: string): string },
): ProseHtml {
  const { block, inline } = proseOf(value);
  const out: ProseHtml = { block: {}, inline: {} };
  // defineProperty, not assignment: a source of "__proto__" must become an own key, as JSON.parse
  // makes it, not the prototype.
  const put = (to: Record<string, string>, k: string, html: string) =>
    Object.defineProperty(to, k, { value: html, enumerable: true, writable: true });
  for (const s of block) put(out.block, s, render.block(s));
  for (const s of inline) put(out.inline, s, render.inline(s));
  return out;
}
