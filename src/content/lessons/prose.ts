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

/**
 * `value` as the build ships it: each Markdown string beside its HTML, `{ $md, $html, $line }`
 * ($line for one shown inside a line too). Beside each other, gzip stores the HTML as little more
 * than its tags; in a table of their own after the lesson, a long lesson's sources sat more than
 * gzip's 32 KB window away, and shipped twice (#31). `unpackProse` undoes it.
 */
export function packProse(value: unknown, prose: ProseHtml): unknown {
  const walk = (v: unknown, field: string | null): unknown => {
    if (typeof v === 'string') {
      if (field === null || !BLOCK_FIELDS.has(field)) return v;
      const html = ownText(prose.block, v);
      const line = INLINE_FIELDS.has(field) ? ownText(prose.inline, v) : undefined;
      return {
        $md: v,
        ...(html === undefined ? {} : { $html: html }),
        ...(line === undefined ? {} : { $line: line }),
      };
    }
    if (Array.isArray(v)) return v.map((item) => walk(item, field));
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, child]) => [k, SKIPPED.has(k) ? child : walk(child, k)]),
      );
    return v;
  };
  return walk(value, null);
}

/** What `packProse` shipped: the value with its Markdown strings again, and their HTML. */
export function unpackProse(shipped: unknown): { value: unknown; prose: ProseHtml } {
  const prose: ProseHtml = { block: {}, inline: {} };
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const packed = v as { $md?: unknown; $html?: unknown; $line?: unknown };
    if (Object.hasOwn(packed, '$md') && typeof packed.$md === 'string') {
      if (typeof packed.$html === 'string') put(prose.block, packed.$md, packed.$html);
      if (typeof packed.$line === 'string') put(prose.inline, packed.$md, packed.$line);
      return packed.$md;
    }
    return Object.fromEntries(
      Object.entries(v).map(([k, child]) => [k, SKIPPED.has(k) ? child : walk(child)]),
    );
  };
  return { value: walk(shipped), prose };
}

const ownText = (record: Record<string, string>, key: string) =>
  Object.hasOwn(record, key) ? record[key] : undefined;

// defineProperty, not assignment: a source of "__proto__" must become an own key, as JSON.parse
// makes it, not the prototype.
const put = (to: Record<string, string>, k: string, html: string) =>
  Object.defineProperty(to, k, { value: html, enumerable: true, writable: true });

/** The pre-rendered HTML of every Markdown string in `value`, rendered with the given functions. */
export function renderProse(
  value: unknown,
  render: { block(source: string): string; inline(source: string): string },
): ProseHtml {
  const { block, inline } = proseOf(value);
  const out: ProseHtml = { block: {}, inline: {} };
  for (const s of block) put(out.block, s, render.block(s));
  for (const s of inline) put(out.inline, s, render.inline(s));
  return out;
}

/** A term to link where it first appears: its glossary anchor, its words, its definition. */
export interface LinkedTerm {
  id: string;
  /** Latin words match as whole words in any case; Chinese ones anywhere. */
  words: string[];
  definition: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (word: string) =>
  /^[\x20-\x7e]+$/.test(word)
    ? new RegExp(`\\b${escapeRe(word)}\\b`, 'i')
    : new RegExp(escapeRe(word));

/** A term's link: to the glossary, described by its definition (shown on hover and focus). */
function termLink(term: LinkedTerm, words: string): string {
  const tip = `term-tip-${term.id}`;
  return (
    `<a class="term" href="/glossary#${term.id}" aria-describedby="${tip}">${words}</a>` +
    `<span class="term-tip" role="tooltip" id="${tip}">${escapeHtml(term.definition)}</span>`
  );
}

/** Plain text with the first appearance of each term still in `left` linked (and taken off). */
function linkIn(text: string, left: Map<string, LinkedTerm>): string {
  let first: { term: LinkedTerm; at: number; words: string } | null = null;
  for (const term of left.values())
    for (const w of term.words) {
      const m = patternOf(w).exec(text);
      if (m && (!first || m.index < first.at)) first = { term, at: m.index, words: m[0] };
    }
  if (!first) return text;
  left.delete(first.term.id);
  const rest = text.slice(first.at + first.words.length);
  return text.slice(0, first.at) + termLink(first.term, first.words) + linkIn(rest, left);
}

/**
 * Links each term where it first appears in `sources` (a lesson's reading, in order) in their
 * pre-rendered HTML; never inside code, a link or a heading.
 */
export function linkTerms(
  prose: ProseHtml,
  sources: readonly string[],
  terms: readonly LinkedTerm[],
): void {
  const left = new Map(terms.map((t) => [t.id, t]));
  for (const source of sources) {
    const html = prose.block[source];
    if (html === undefined) continue;
    let skip = 0;
    const linked = html
      .split(/(<[^>]+>)/)
      .map((part) => {
        if (part.startsWith('<')) {
          if (/^<(code|pre|a|h\d)\b/i.test(part)) skip++;
          else if (/^<\/(code|pre|a|h\d)>/i.test(part)) skip--;
          return part;
        }
        return skip > 0 || left.size === 0 ? part : linkIn(part, left);
      })
      .join('');
    Object.defineProperty(prose.block, source, { value: linked, enumerable: true, writable: true });
  }
}
