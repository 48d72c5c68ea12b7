// The built app runs under its Content-Security-Policy: the SQL worker, sql.js's wasm, Monaco and
// its worker all work with no violation, and a script injected into the page does not run.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

declare global {
  interface Window {
    __cspViolations?: string[];
    __pwned?: number;
  }
}

/** Records every CSP violation the page (or a worker, through the console) reports. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  void page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations?.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  page.on('worker', (w) =>
    w.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
    }),
  );
  return seen;
}

async function violationsIn(page: Page, console: string[]): Promise<string[]> {
  const fromDocument = await page.evaluate(() => window.__cspViolations ?? []);
  return [...fromDocument, ...console];
}

test('the app is served with its policy, in the page and as a header', async ({ page }) => {
  const response = await page.goto('/');
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(header).toContain("script-src 'self' 'wasm-unsafe-eval'");
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveAttribute('content', header);
  expect(header).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
});

test('the seed demo runs on the SQL worker and a lesson’s Monaco editor renders, with no violation', async ({
  page,
}) => {
  const console = watchViolations(page);
  const app = new WorkbenchPage(page);
  await app.open();
  await app.waitForTrace();
  await expect(app.title).toHaveText('A stale worker resumes after takeover');
  await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');
  await app.editor.waitForEditor();

  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  const monaco = lesson.editor.locator('.monaco-editor');
  await expect(monaco.locator('.view-lines')).toBeVisible({ timeout: 20_000 });
  await expect(monaco.locator('.view-lines')).toContainText('UPDATE');
  // Monaco's syntax colours come from the style sheet it writes at run time.
  await expect(monaco.locator('.view-lines span[class*="mtk"]').first()).toBeVisible();

  expect(await violationsIn(page, console)).toEqual([]);
});

test('a script injected into the page does not run', async ({ page }) => {
  const app = new WorkbenchPage(page);
  await app.open();
  await app.waitForTrace();
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1;';
    document.body.append(script);
    const img = document.createElement('div');
    img.innerHTML = '<img src="x" onerror="window.__pwned = 2">';
    document.body.append(img);
    const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000));
    const directive = await Promise.race([blocked, late]);
    await new Promise((r) => setTimeout(r, 200));
    return { pwned: window.__pwned, directive };
  });
  expect(ran.pwned).toBeUndefined();
  expect(ran.directive).toMatch(/^script-src/);
});

test('the zod setting runs before the app without holding up its fetch', async ({ page }) => {
  const console = watchViolations(page);
  const started: Record<string, number> = {};
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    const key = name === 'zod-jitless.js' ? 'zod' : /^app-.*\.js$/.test(name) ? 'app' : null;
    if (key) started[key] ??= Date.now();
  });
  // The setting's file comes a second late. As a plain script it held the parser, and the app's
  // own scripts were fetched only after it; deferred, the app's fetch starts at once and its
  // modules still wait for the setting to run.
  let answered = 0;
  await page.route('**/assets/zod-jitless.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    answered = Date.now();
    await route.continue();
  });
  const app = new WorkbenchPage(page);
  await app.open();
  await app.waitForTrace();
  expect(started.zod).toBeDefined();
  expect(started.app).toBeDefined();
  expect(started.app!).toBeLessThan(answered);
  // Zod read the setting (it adds its own fields to the same object) and probed nothing.
  expect(
    await page.evaluate(() => (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig),
  ).toMatchObject({ jitless: true });
  expect(await violationsIn(page, console)).toEqual([]);
});
