import { useMemo } from 'react';
import { renderInlineMarkdown } from './markdown';

interface Props {
  source: string;
  className?: string;
}

/** One line of prose inside other text (a prompt, a button). Raw HTML shows as text, never runs. */
export function InlineMarkdown({ source, className }: Props) {
  const html = useMemo(() => renderInlineMarkdown(source), [source]);
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
