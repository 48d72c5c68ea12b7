// After one visit the whole app works with the network off: the service worker (vite.config.ts,
// src/app/serviceWorker.ts) precaches every built file, and a page it controls loads from there.
// It is installable (a manifest with icons and a theme colour), and a new version says so
// ("A new version is ready." / Reload) instead of being served silently, or never.
import { expect, test } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { ExplorerPanel } from './pages/ExplorerPanel';
import { LessonPage } from './pages/LessonPage';
import { PracticePage } from './pages/PracticePage';
import { PERSIST_KEY } from './pages/SavedData';
import { WorkbenchPage } from './pages/WorkbenchPage';

// Every other spec runs without service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow' });
// The precache is the whole app (Monaco and every lesson), installed before each test goes on.
test.describe.configure({ timeout: 120_000 });

const LESSON = 'lease-is-not-a-lock';
const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";

/** Every path in this origin's caches (a revision in the query is left off). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Whether this load of the page has registered its service worker (serviceWorker.ts). */
async function waitForRegistration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered', {
    timeout: 30_000,
  });
}

/**
 * Waits until the service worker is active, so its precache is complete (a worker activates only
 * once its install, the precache, has finished), checks the heaviest files are in it, then
 * reloads so that the worker controls the page.
 */
async function waitUntilOfflineReady(page: Page): Promise<void> {
  await waitForRegistration(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 60_000 },
    )
    .toBe('activated');
  const paths = await cachedPaths(page);
  const has = (re: RegExp) => paths.some((p) => re.test(p));
  expect({
    monaco: has(/^\/assets\/MonacoEditor-[^/]+\.js$/),
    monacoApi: has(/^\/assets\/editor\.api-[^/]+\.js$/),
    monacoWorker: has(/^\/assets\/editor\.worker-[^/]+\.js$/),
    sqlWorker: has(/^\/assets\/browserWorker-[^/]+\.js$/),
    wasm: has(/^\/assets\/[^/]+\.wasm$/),
    chinese: has(/^\/assets\/zh-CN-[^/]+\.js$/),
    page: paths.includes('/index.html'),
    manifest: paths.includes('/manifest.webmanifest'),
  }).toEqual({
    monaco: true,
    monacoApi: true,
    monacoWorker: true,
    sqlWorker: true,
    wasm: true,
    chinese: true,
    page: true,
    manifest: true,
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Every request of this origin's pages and their workers that fails from now on. */
function failedRequests(context: BrowserContext, origin: string): string[] {
  const failed: string[] = [];
  context.on('requestfailed', (r) => {
    const url = new URL(r.url());
    // The browser's own requests: its check for a new sw.js fails offline, as it should, and so
    // may the tab's icon.
    if (r.serviceWorker() || url.origin !== origin) return;
    if (url.pathname === '/sw.js' || url.pathname === '/favicon.svg') return;
    // The test's own probe that the network is gone.
    if (url.pathname.startsWith('/not-precached-')) return;
    // A request the page itself dropped (a worker's fetch cut off when the test moves to the
    // next address) is no sign of the network: only a request that could not be served counts.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`${url.pathname}: ${r.failure()?.errorText ?? ''}`);
  });
  return failed;
}

test('after one visit, lesson 1 with its editor and Check, the explorer, practice and Chinese work offline', async ({
  page,
  context,
  baseURL,
}) => {
  const lesson = new LessonPage(page);
  const player = new WorkbenchPage(page);
  const stepThree = page.locator('[data-testid="timeline-step"][data-step="3"]');
  await lesson.open(LESSON);
  // The first install says when it is done: the app works offline from now on.
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('ready to work offline');
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready');
  await waitUntilOfflineReady(page);
  // Loaded again, it has nothing new to say.
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  const failed = failedRequests(context, new URL(baseURL ?? '').origin);
  await page.reload();
  // The network is really gone: a request the precache does not hold fails.
  expect(
    await page.evaluate(() =>
      fetch(`/not-precached-${Date.now()}.txt`).then(
        () => 'reached the network',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // The reading, then the veil's Skip (the player's code comes from the cache), and End plays to
  // the end.
  await expect(lesson.root).toHaveAttribute('data-lesson', LESSON);
  await expect(lesson.root.getByRole('heading', { name: 'What a lease cannot do' })).toBeVisible();
  await expect(lesson.veil).toBeVisible({ timeout: 20_000 });
  await lesson.veil.getByRole('button').click();
  await expect(lesson.veil).toBeHidden();
  await expect(player.timeline).toBeVisible({ timeout: 20_000 });
  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press('End');
  const last = Math.max(
    ...(await page
      .getByTestId('timeline-step')
      .evaluateAll((marks) => marks.map((m) => Number(m.getAttribute('data-step'))))),
  );
  await player.expectPlayheadAt(last);
  await expect(stepThree).toHaveAttribute('data-outcome', 'accepted');

  // Monaco (its chunk and worker from the precache), the fix, the run, and Check.
  await lesson.typeSql(FENCED);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(stepThree).toHaveAttribute('data-outcome', 'rejected');
  await lesson.checkButton.click();
  await expect(lesson.report).toHaveAttribute('data-passed', 'true', { timeout: 20_000 });

  // Another address, never visited: the app's one page comes from the precache.
  await page.goto('/playground?scenario=seed-demo');
  await player.waitForTrace();
  const explorer = new ExplorerPanel(page);
  await explorer.root.getByTestId('explore-button').click();
  await expect(explorer.verdict).toHaveAttribute('data-verdict', 'safe', { timeout: 30_000 });

  // The practice bank: every question's chunk.
  const practice = new PracticePage(page);
  await practice.open();
  await page.getByTestId('question-picker').selectOption('why-fence-after-lease-expires');
  await expect(practice.round).toBeVisible();

  // The other language: its catalog and its lesson's words.
  await page.goto(`/lessons/${LESSON}?lang=zh-CN`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(lesson.root.getByRole('heading', { level: 2 }).first()).toContainText(
    '租约（lease）',
  );

  expect(failed).toEqual([]);
});

test('a new version says so, and only then; Later hides it on that page, Reload hands over and keeps saved work', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  await lesson.open(LESSON);
  await waitUntilOfflineReady(page);
  await waitForRegistration(page);
  // A second load, online, with no new version deployed: the browser asks the server for sw.js
  // again, as a load does, and gets the same file; nothing is said. (In this test rather than one
  // of its own: each test's precache is the whole app.)
  const found = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
    return { installing: registration.installing !== null, waiting: registration.waiting !== null };
  });
  expect(found).toEqual({ installing: false, waiting: false });
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
  // Saved work: the prediction skipped is kept in localStorage.
  await lesson.veil.getByRole('button').click();
  await expect(lesson.veil).toBeHidden();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', PERSIST_KEY))
    .toContain(LESSON);

  // A new version is deployed: the browser finds a new worker script, installs it beside the
  // running one, and it waits. (Here a second URL of the same script stands for the new file.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=2', { scope: '/' }));
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText('A new version is ready.');
  await expect(notice.getByTestId('update-reload')).toHaveText('Reload');

  // Later: gone from this page, though the new version still waits.
  await notice.getByTestId('update-later').click();
  await expect(notice).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null),
  ).toBe(true);

  // The next load says so again; Reload lets the waiting worker take over and reloads.
  await page.reload();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const reloaded = page.waitForEvent('load');
  await notice.getByTestId('update-reload').click();
  await reloaded;
  await waitForRegistration(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return {
          controlled: navigator.serviceWorker.controller !== null,
          waiting: registration.waiting !== null,
        };
      }),
    )
    .toEqual({ controlled: true, waiting: false });
  await expect(notice).toHaveCount(0);

  // The saved work is all there.
  await expect(lesson.root).toHaveAttribute('data-lesson', LESSON);
  await expect(lesson.player).toBeVisible();
  await expect(lesson.veil).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', PERSIST_KEY)).toContain(
    LESSON,
  );
});

test('is installable: a manifest with its icons and theme colour', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5cad');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'FenceLab',
    short_name: 'FenceLab',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#0b5cad',
    background_color: '#ffffff',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const manifestUrl = new URL(href ?? '', page.url());
  for (const icon of icons) {
    const response = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
});
