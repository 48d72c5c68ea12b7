// What pressing Edit costs the first time: Monaco, loaded lazily, in headless Chromium on the
// production build. A fresh context (nothing cached, no service worker to have fetched it ahead)
// opens the playground, waits for the timeline, and clicks Edit; the clock stops when the editor
// shows the code with its cursor's textarea in place, and every JavaScript and CSS response that
// came after the pointer came to Edit is summed as gzip (the editor's chunks, its CSS and its worker).
// A third cold Edit types a key at once after the click, and times the key's arrival in a text box
// of the editor: the interim box takes keys while Monaco loads (src/ui/editor/InterimEditor.tsx).
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { gzipSizeOf } from './firstVisit';
import { median, type Bench } from './measure';
import { launchBenchBrowser, startPreview } from './preview';

const PORT = 4412;
/** Cold loads measured; the figure is their median. */
const ROUNDS = 5;

/**
 * A learner's pointer rests on a button before clicking it, and the page starts loading Monaco
 * once it has rested 65 ms (CodeView.tsx's HOVER_INTENT_MS). instant.page measured about 300 ms
 * more, on average, from that point to the click on a link; `monaco_editable_after_hover_ms`
 * clicks 365 ms after the pointer arrives. `monaco_editable_ms` (the target's) clicks at once.
 */
const HOVER_TO_CLICK_MS = 365;

// WARNING: in-page code goes as a string: tsx would wrap a function in helpers the page lacks.
// Resolves with ms from the click on Edit to an editor that shows the code and can take keys.
const INSTALL = `() => {
  window.__editable = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the editor never showed')), 20000);
    let t0 = 0;
    const onClick = (e) => {
      if (t0 === 0 && e.target.closest && e.target.closest('[data-testid="edit-code"]'))
        t0 = performance.now();
    };
    window.addEventListener('click', onClick, true);
    const ready = () => {
      const root = document.querySelector('[data-testid="monaco-editor"] .monaco-editor');
      const text = root && root.querySelector('.view-lines') && root.querySelector('.view-lines').textContent;
      return root && root.querySelector('textarea') && text && text.trim().length > 0;
    };
    const observer = new MutationObserver(() => {
      if (t0 > 0 && ready()) {
        observer.disconnect();
        window.removeEventListener('click', onClick, true);
        resolve(performance.now() - t0);
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  });
}`;

// Resolves with ms from the click on Edit to the first key typed after it reaching a text box in
// the editor pane (the interim box while Monaco loads, or Monaco's own).
const INSTALL_KEY = `() => {
  window.__keyIn = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the key typed after Edit never reached the editor')), 20000);
    let t0 = 0;
    window.addEventListener('click', (e) => {
      if (t0 === 0 && e.target.closest && e.target.closest('[data-testid="edit-code"]'))
        t0 = performance.now();
    }, true);
    document.addEventListener('input', (e) => {
      const box = e.target;
      if (t0 > 0 && box.closest && box.closest('[data-testid="editor-pane"]') && /Z/.test(box.value))
        resolve(performance.now() - t0);
    }, true);
  });
}`;

const isCode = (url: string, type: string) =>
  /javascript|ecmascript|text\/css/.test(type) || /\.(m?js|css)(\?|$)/.test(new URL(url).pathname);

async function gzipOf(r: Response): Promise<number> {
  const headers = await r.allHeaders();
  if (!isCode(r.url(), headers['content-type'] ?? '') || r.status() < 200 || r.status() >= 300)
    return 0;
  const { responseBodySize } = await r.request().sizes();
  return gzipSizeOf(await r.body(), headers['content-encoding'], responseBodySize);
}

/** Opens the playground's seed demo in a fresh context (nothing cached), runs `go`, closes it. */
async function inColdPlayground<T>(
  browser: Browser,
  origin: string,
  go: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?scenario=seed-demo`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="timeline-step"][data-step="3"]').waitFor();
    return await go(page, context);
  } finally {
    await context.close();
  }
}

const EDIT = '[data-testid="editor-pane"] [data-testid="edit-code"]';

/**
 * One cold Edit: ms to an editable editor, and the gzip bytes of code fetched after the pointer
 * came to Edit; with `dwell`, the pointer rests on Edit that long before the click.
 */
function coldEdit(
  browser: Browser,
  origin: string,
  dwell = 0,
): Promise<{ ms: number; bytes: number }> {
  return inColdPlayground(browser, origin, async (page, context) => {
    const after: Promise<number>[] = [];
    context.on('response', (r) => after.push(gzipOf(r).catch(() => 0)));
    await page.evaluate(`(${INSTALL})()`);
    const edit = page.locator(EDIT);
    if (dwell > 0) {
      await edit.hover();
      await page.waitForTimeout(dwell);
    }
    await edit.click();
    const ms = (await page.evaluate('window.__editable')) as number;
    // It takes keys: a typed letter reaches the editor's text.
    await page.locator('[data-testid="monaco-editor"] .monaco-editor').click();
    await page.keyboard.type('Z');
    await page.locator('[data-testid="monaco-editor"] .view-lines', { hasText: 'Z' }).waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(after)).reduce((a, b) => a + b, 0);
    return { ms, bytes };
  });
}

/**
 * One cold Edit with a key typed at once, as a learner who clicked Edit to type does: ms from the
 * click to the key in a text box of the editor (the interim box stands in while Monaco loads).
 */
function coldKey(browser: Browser, origin: string): Promise<number> {
  return inColdPlayground(browser, origin, async (page) => {
    await page.evaluate(`(${INSTALL_KEY})()`);
    await page.locator(EDIT).click();
    await page.keyboard.type('Z');
    return (await page.evaluate('window.__keyIn')) as number;
  });
}

export function monacoBench(): Bench {
  return async () => {
    const preview = await startPreview(PORT);
    const browser = await launchBenchBrowser();
    try {
      const runs: { ms: number; bytes: number }[] = [];
      const rested: number[] = [];
      const keys: number[] = [];
      for (let k = 0; k < ROUNDS; k++) {
        runs.push(await coldEdit(browser, preview.origin));
        rested.push((await coldEdit(browser, preview.origin, HOVER_TO_CLICK_MS)).ms);
        keys.push(await coldKey(browser, preview.origin));
      }
      return [
        {
          name: 'monaco_gzip',
          value: Math.round(Math.max(...runs.map((r) => r.bytes)) / 102.4) / 10,
          unit: 'KB',
        },
        {
          name: 'monaco_editable_ms',
          value: Math.round(median(runs.map((r) => r.ms))),
          unit: 'ms',
        },
        { name: 'monaco_editable_after_hover_ms', value: Math.round(median(rested)), unit: 'ms' },
        { name: 'edit_first_key_ms', value: Math.round(median(keys)), unit: 'ms' },
      ];
    } finally {
      await browser.close();
      await preview.stop();
    }
  };
}
