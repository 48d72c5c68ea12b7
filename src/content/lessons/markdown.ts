// Lesson prose to HTML: at build time for shipped content (prose.ts), in the page for other text.
// Raw HTML in the source is escaped, never run; unsafe link schemes are refused by markdown-it's
// own link check.
import MarkdownIt, { type MarkdownIt as Renderer } from 'markdown-it';

/** The app's renderer: raw HTML off, code blocks reachable by keyboard. */
function renderer(): Renderer {
  const it = new MarkdownIt({ html: false, linkify: false, typographer: true });
  // Code blocks may scroll sideways; a tab stop lets keyboard users scroll them too.
  for (const rule of ['fence', 'code_block'] as const) {
    const base = it.renderer.rules[rule];
    it.renderer.rules[rule] = (tokens, idx, options, env, self) =>
      (base ? base(tokens, idx, options, env, self) : '').replace('<pre>', '<pre tabindex="0">');
  }
  return it;
}

const md = renderer();

/**
 * True for a link a stranger's text may hold: http(s), or relative to the app. Every other scheme
 * (`javascript:`, `data:`, `mailto:`, …) is refused, after markdown-it has decoded entities.
 */
export function isSharedLinkSafe(url: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme === null || ['http', 'https'].includes((scheme[1] ?? '').toLowerCase());
}

/**
 * The renderer for text that came in a link (an exercise's instructions): the app's, and also no
 * images (a stranger's image is a request to a stranger's server), only http(s) and relative
 * links, each with `rel="noopener noreferrer"`.
 */
let sharedMd: Renderer | undefined;
function sharedRenderer(): Renderer {
  if (sharedMd) return sharedMd;
  const it = renderer();
  it.disable('image');
  it.validateLink = isSharedLinkSafe;
  it.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    tokens[idx]?.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, idx, options);
  };
  sharedMd = it;
  return it;
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

/** Safe HTML for Markdown that came in a link: see sharedRenderer. */
export function renderSharedMarkdown(source: string): string {
  return sharedRenderer().render(source);
}
