// markdown-it (content/lessons/markdown.ts), loaded the first time a page shows Markdown the build
// did not render: a learner's draft, a test's lesson, a shared exercise's instructions. Until it
// has come, such text shows as plain, escaped text.
import { lazyModule } from '../../state/lazyModule';

export const markdown = lazyModule(() => import('../../content/lessons/markdown'));

/** Text as HTML that shows it as it is. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
