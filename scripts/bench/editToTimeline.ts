// From an edit to the updated timeline, in headless Chromium on the production build: the learner
// presses Ctrl+Enter after changing the seed demo's commit, and the clock stops when the timeline
// shows A's commit with its new outcome. Parse, worker run and render are all inside the figure.
import type { Page } from '@playwright/test';
import { median, type Bench } from './measure';
import { launchBenchBrowser, startPreview } from './preview';

const PORT = 4399;
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";
const ROUNDS = 12;

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

/** Replaces the commit tab's SQL, presses Ctrl+Enter, and returns ms until A's commit shows `want`. */
async function editAndRun(page: Page, sql: string, want: string): Promise<number> {
  // A click puts Monaco's cursor in place; focusing its hidden textarea alone does not.
  await page
    .locator('[data-testid="monaco-editor"] .monaco-editor')
    .click({ position: { x: 120, y: 16 } });
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(sql);
  await page.evaluate(`(${INSTALL})(${JSON.stringify(want)})`);
  await page.keyboard.press('Control+Enter');
  return (await page.evaluate('window.__done')) as number;
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
      const times: number[] = [];
      for (let k = 0; k < ROUNDS; k++) {
        const naive = k % 2 === 0;
        times.push(await editAndRun(page, naive ? NAIVE : FENCED, naive ? 'accepted' : 'rejected'));
      }
      // The first two warm the worker and the JIT; the figure is the median of the rest.
      const ms = median(times.slice(2));
      return [{ name: 'edit_to_timeline', value: Math.round(ms * 10) / 10, unit: 'ms' }];
    } finally {
      await browser.close();
      await preview.stop();
    }
  };
}
