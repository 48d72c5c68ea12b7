// From an edit to the updated timeline, in headless Chromium on the production build: the learner
// presses Ctrl+Enter after changing the seed demo's commit, and the clock stops when the timeline
// shows A's commit with its new outcome. Parse, worker run and render are all inside the figure.
//
// `edit_to_timeline` (the target's line) presses the keys at once, as it always has.
// `edit_to_timeline_suggestions_ms` is the way a learner often gets there: the text ends in a
// parameter, so the editor's suggestions are open when Ctrl+Enter goes down, and the key is held
// as a hand holds it (KEY_HOLD_MS) rather than let go within a few milliseconds.
import type { Page } from '@playwright/test';
import { median, type Bench } from './measure';
import { launchBenchBrowser, startPreview } from './preview';

const PORT = 4399;
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";
/** FENCED reordered to end in a parameter, as NAIVE does, so that the suggestions open after it. */
const FENCED_OPEN =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running' AND fence=:token";
const ROUNDS = 12;
/**
 * How long the key stays down: people hold a key about 100 ms as they type. While it is down no
 * key-up reaches the page, and a key-up is an input of its own for Chromium's scheduler.
 */
const KEY_HOLD_MS = 90;

// WARNING: in-page code goes as a string: tsx would wrap a function in helpers the page lacks.
const INSTALL = `(outcome) => {
  window.__done = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the timeline never showed ' + outcome)), 10000);
    let t0 = 0;
    const onKey = (e) => { if (e.key === 'Enter' && e.ctrlKey) t0 = performance.now(); };
    window.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      const el = document.querySelector('[data-testid="timeline-step"][data-step="3"]');
      if (t0 > 0 && el && el.getAttribute('data-outcome') === outcome) {
        observer.disconnect();
        window.removeEventListener('keydown', onKey, true);
        resolve(performance.now() - t0);
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
  });
}`;

/**
 * Replaces the commit tab's SQL, presses Ctrl+Enter, and returns ms until A's commit shows `want`.
 * With `suggestions`, it waits for the editor's suggestions to show first and holds the key.
 */
async function editAndRun(
  page: Page,
  sql: string,
  want: string,
  suggestions = false,
): Promise<number> {
  // A click puts Monaco's cursor in place; focusing its hidden textarea alone does not.
  await page
    .locator('[data-testid="monaco-editor"] .monaco-editor')
    .click({ position: { x: 120, y: 16 } });
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(sql);
  if (suggestions) await page.locator('.suggest-widget.visible').waitFor();
  await page.evaluate(`(${INSTALL})(${JSON.stringify(want)})`);
  if (suggestions) {
    await page.keyboard.down('Control');
    await page.keyboard.down('Enter');
    const done = page.evaluate('window.__done') as Promise<number>;
    await page.waitForTimeout(KEY_HOLD_MS);
    await page.keyboard.up('Enter');
    await page.keyboard.up('Control');
    return await done;
  }
  await page.keyboard.press('Control+Enter');
  return (await page.evaluate('window.__done')) as number;
}

/** The median of ROUNDS re-runs, alternating the answers; the first two warm the worker and the JIT. */
async function medianOfRounds(page: Page, suggestions: boolean): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    const naive = k % 2 === 0;
    const sql = naive ? NAIVE : suggestions ? FENCED_OPEN : FENCED;
    times.push(await editAndRun(page, sql, naive ? 'accepted' : 'rejected', suggestions));
  }
  return Math.round(median(times.slice(2)) * 10) / 10;
}

export function editToTimeline(): Bench {
  return async () => {
    const preview = await startPreview(PORT);
    const browser = await launchBenchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${preview.origin}/?scenario=seed-demo`);
      await page.locator('[data-testid="timeline-step"][data-step="3"]').waitFor();
      // The code shows read-only until editing starts: Edit loads Monaco (not timed).
      await page.locator('[data-testid="editor-pane"] [data-testid="edit-code"]').click();
      await page.locator('[data-testid="monaco-editor"] .monaco-editor').waitFor();
      await page.locator('[data-testid="editor-tab"][data-tab="commit"]').click();
      await page.locator('[data-testid="monaco-editor"][data-tab="commit"]').waitFor();
      const pressed = await medianOfRounds(page, false);
      const held = await medianOfRounds(page, true);
      return [
        { name: 'edit_to_timeline', value: pressed, unit: 'ms' },
        { name: 'edit_to_timeline_suggestions_ms', value: held, unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await preview.stop();
    }
  };
}
