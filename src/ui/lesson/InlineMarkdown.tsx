import { useProseHtml } from './useProseHtml';

interface Props {
  source: string;
  className?: string;
}

/** One line of prose inside other text (a prompt, a button). Raw HTML shows as text, never runs. */
export function InlineMarkdown({ source, className }: Props) {
  const html = useProseHtml('inline', source);
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
