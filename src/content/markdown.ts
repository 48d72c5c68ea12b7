// Lesson prose to HTML: at build time for shipped content (prose.ts), in the page for other text.
// Raw HTML in the source is escaped, never run; unsafe link schemes are refused by markdown-it's
// own link check.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

// Code blocks may scroll sideways; a tab stop lets keyboard users scroll them too.
for (const rule of ['fence', 'code_block'] as const) {
  const base = md.renderer.rules[rule];
  md.renderer.rules[rule] = (tokens, idx, options, env, self) =>
    (base ? base(tokens, idx, options, env, self) : '').replace('<pre>', '<pre tabindex="0">');
}

/** Safe HTML for a Markdown string (raw HTML shows as text). */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/**
 * Safe HTML for one line of Markdown, without the surrounding paragraph: for text that sits
 * inside a heading, a button or a sentence (follow-up prompts, "Ask me" buttons). Code spans and
 * emphasis render; raw HTML shows as text, as in renderMarkdown.
 */
export function renderInlineMarkdown(source: string): string {
  return md.renderInline(source);
}
