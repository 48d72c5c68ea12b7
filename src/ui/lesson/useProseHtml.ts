import { escapeHtml, markdown } from './lazyMarkdown';
import { useLazyModule } from '../../state/lazyModule';
import { prebuiltHtml } from './proseCache';

/** The HTML the build rendered, or markdown-it's once it is here; undefined without either. */
function render(kind: 'block' | 'inline', source: string): string | undefined {
  const pre = prebuiltHtml(kind, source);
  if (pre !== undefined) return pre;
  const md = markdown.now;
  if (!md) return undefined;
  return kind === 'block' ? md.renderMarkdown(source) : md.renderInlineMarkdown(source);
}

/**
 * Safe HTML for a Markdown source: the build's when it rendered it, else markdown-it's (loaded on
 * first need; until then the text shows as plain, escaped text).
 */
export function useProseHtml(kind: 'block' | 'inline', source: string): string {
  useLazyModule(markdown, prebuiltHtml(kind, source) === undefined);
  const html = render(kind, source);
  if (html !== undefined) return html;
  return kind === 'block' ? `<p>${escapeHtml(source)}</p>` : escapeHtml(source);
}
