import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

interface Props {
  source: string;
  className?: string;
}

/** Lesson prose. The HTML comes from markdown-it with raw HTML turned off, so nothing in it runs. */
export function Markdown({ source, className }: Props) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
