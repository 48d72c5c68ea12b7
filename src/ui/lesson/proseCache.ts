// The HTML the build rendered for the lessons and questions loaded so far (src/content/lessons/prose.ts):
// Markdown and InlineMarkdown look here first, and load markdown-it only for text not in it.
import type { ProseHtml } from '../../content/lessons/prose';

const block = new Map<string, string>();
const inline = new Map<string, string>();

/** Remembers a loaded lesson's or question's pre-rendered HTML. */
export function addProse(prose: ProseHtml | undefined): void {
  if (!prose) return;
  for (const [s, html] of Object.entries(prose.block)) block.set(s, html);
  for (const [s, html] of Object.entries(prose.inline)) inline.set(s, html);
}

/** The pre-rendered HTML of a Markdown source, if the build rendered it. */
export function prebuiltHtml(kind: 'block' | 'inline', source: string): string | undefined {
  return (kind === 'block' ? block : inline).get(source);
}
