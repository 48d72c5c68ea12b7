// Markdown that came in a link (an exercise's instructions): a stranger's text, rendered by the
// app's renderer in its strictest form (content/lessons/markdown.ts, renderSharedMarkdown): raw HTML shows
// as text, no images, links only http(s) and relative, with rel="noopener noreferrer".
import { escapeHtml, markdown } from '../lesson/lazyMarkdown';
import { useLazyModule } from '../../state/lazyModule';

interface Props {
  source: string;
  className?: string;
  testId?: string;
}

/** Until markdown-it has loaded, the text shows as plain, escaped text. */
export function SharedMarkdown({ source, className, testId }: Props) {
  const md = useLazyModule(markdown, true);
  const html = md ? md.renderSharedMarkdown(source) : `<p>${escapeHtml(source)}</p>`;
  return (
    <div
      className={className ?? 'prose'}
      data-testid={testId}
      data-rendered={md !== undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
