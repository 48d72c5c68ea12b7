// Spaces after Chinese punctuation: a full-width mark carries its own space, so "。 另有" is a
// sentence joined the English way (`{' '}` between two messages). Read from the page's rendered
// text, so that a space between two elements counts; code and editors are left out, as in
// englishLeft.ts.
import type { Page } from '@playwright/test';

const SKIPPED = 'noscript, script, style, pre, textarea, .monaco-editor, .code-view';

/** Each place where a full-width mark is followed by a space and more text, with its context. */
export async function punctuationSpaces(page: Page): Promise<string[]> {
  const text = await page.evaluate((skipped) => {
    const hide = document.createElement('style');
    hide.textContent = `${skipped} { display: none !important; }`;
    document.head.append(hide);
    try {
      return document.body.innerText;
    } finally {
      hide.remove();
    }
  }, SKIPPED);
  return [...text.matchAll(/[。，、；：？！）」][ \u00a0]+(?=\S)/gu)].map((m) =>
    text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12).replace(/\n/g, '⏎'),
  );
}
