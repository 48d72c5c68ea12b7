import { useProseHtml } from './useProseHtml';

interface Props {
  source: string;
  className?: string;
}

/**
 * Lesson prose. The HTML is the build's (content/lessons/prose.ts) or markdown-it's, both with raw HTML
 * turned off, so nothing in it runs.
 */
export function Markdown({ source, className }: Props) {
  const html = useProseHtml('block', source);
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
