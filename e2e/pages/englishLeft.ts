// English left on a page that should be in Chinese: text without any Chinese character in it is
// checked word by word against the words every language writes as they are (code, names, the
// product's name). Code, keys, SQL editors and a source's title (lang="en") are skipped.
import type { Page } from '@playwright/test';

/** Words that are code or names in every language: the product, steps, outcomes, rules, tables. */
const ALLOWED = new Set(
  [
    'FenceLab SQLite SQL YAML GC TTL NULL',
    // Steps, outcomes and actors as scenario files write them.
    'claim renew commit cancel recover read pause crash write charge publish save act begin end',
    'granted denied accepted rejected error ok user scheduler worker',
    // Tables, columns and values the examples use.
    'id jobs owner lease_until fence state result body max_token ready running done cancelled',
    'failed pending attempt key writer_token revision sent outbox',
    // The real-systems track: the systems' names, and their models' actions, tables and values.
    'etcd zookeeper kafka put kv leases lock config expires version value',
    'znodes sessions zk path data czxid mzxid zxid setdata disconnected expired app v0 v1',
    'produce producer epoch log pos email instance role name',
    'kubernetes routes amazon s3 google cloud storage gcs objects generation report json',
    'redis redlock keys release edit',
    // Terms kept in English inside Chinese text (docs/translating.md), and timeline tracks.
    'tick ticks fencing token lease belief truth',
  ]
    .join(' ')
    .split(' ')
    .map((w) => w.toLowerCase()),
);

/** English words left on the page: text without Chinese in it, minus allowed words and names. */
export async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const skipped = (el: Element) =>
      el.closest(
        'noscript, script, style, code, pre, kbd, samp, textarea, [translate="no"], [data-code], .monaco-editor, .code-view, [data-testid="reference"] a[lang="en"]',
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skipped(el) || el.getClientRects().length === 0) continue;
      out.push(n.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      if (!skipped(el))
        for (const a of ['aria-label', 'title', 'placeholder']) out.push(el.getAttribute(a) ?? '');
    return out;
  });
  const left = new Set<string>();
  for (const text of texts) {
    // A message that lost its placeholders shows marks or escapes that no language writes.
    if (/[\uE000-\uF8FF]|\\[a-z]|\{\w+\}/u.test(text))
      left.add(`a broken message: "${text.trim()}"`);
    if (/\p{Script=Han}/u.test(text)) continue;
    for (const word of text.match(/[A-Za-z0-9][\w'-]*/g) ?? []) {
      const w = word.toLowerCase().replace(/'s$/, '');
      // One letter is a worker's name (A, B); kebab-case and snake_case words are ids and columns,
      // and a word with a digit in it is a value (v1, a lock's random a8225013).
      if (w.length <= 1 || ALLOWED.has(w) || /[-_\d]/.test(word)) continue;
      left.add(`${word}  (in "${text.trim().slice(0, 80)}")`);
    }
  }
  return [...left];
}
