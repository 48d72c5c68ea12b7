// A first visit does not pay for Monaco: the page shows its code read-only and highlighted, and
// the editor's chunk is requested only when the learner starts editing (Edit, a click in the code,
// or typing in it) or is about to (the pointer resting on Edit, or pressing it or the code), or
// when the address opens the editor (?edit=1, the studio).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { EditorPane } from './pages/EditorPane';
import { LessonPage } from './pages/LessonPage';
import { WorkbenchPage } from './pages/WorkbenchPage';
import { holdBack } from './pages/holdBack';

// Monaco's code: the editor component, its worker, its API and its layers (scripts/monacoChunks.ts).
const MONACO = /\/assets\/(MonacoEditor|editor\.worker|editor\.api|monaco-)[^/]*\.js/;

/** Every Monaco request the page makes from now on (the page's and its workers'). */
function monacoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (r) => {
    if (MONACO.test(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Waits for the network to settle, and a little more, so that "right after" counts too. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

/** Opens the playground, with its Monaco requests counted from the start, and waits for its run. */
async function openPlayground(page: Page) {
  const monaco = monacoRequests(page);
  const app = new WorkbenchPage(page);
  await app.open();
  await app.waitForTrace();
  return { monaco, app, editor: new EditorPane(page) };
}

test('a first visit to the playground loads no Monaco, and Edit loads it and edits', async ({
  page,
}) => {
  const { monaco, app, editor } = await openPlayground(page);
  // The read-only view shows the scenario's very text, highlighted.
  await expect(editor.view).toBeVisible();
  await expect(editor.view.getByTestId('code-view-text')).toContainText('title: A stale worker');
  await expect(editor.view.locator('.code-key').first()).toBeVisible();
  await settle(page);
  expect(monaco).toEqual([]);
  await expect(editor.monaco).toHaveCount(0);

  await editor.waitForEditor();
  expect(monaco.some((p) => p.includes('MonacoEditor'))).toBe(true);
  // Monaco's layers come as scripts of their own, which the browser parses side by side while
  // the page waits; none is the 2.7 MB single file that one thread used to parse alone.
  for (const layer of ['editor.api', 'monaco-base', 'monaco-platform', 'monaco-common'])
    expect(
      monaco.filter((p) => p.startsWith(`/assets/${layer}-`)),
      layer,
    ).toHaveLength(1);
  // Sized where the preview serves them from (playwright.config.ts), not fetched a second time.
  const dist = process.env.E2E_DIST ?? 'dist';
  const sizes = monaco.map((p) => [p, statSync(join(dist, p)).size] as const);
  expect(sizes.filter(([, bytes]) => bytes > 1_000_000)).toEqual([]);
  await editor.openTab('commit');
  await editor.replaceText("UPDATE jobs SET state='done', result=:payload WHERE id=:job");
  await editor.runWithKeyboard();
  await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'accepted');
});

test('the pointer resting on Edit starts loading Monaco; editing starts with the click', async ({
  page,
}) => {
  const { monaco, editor } = await openPlayground(page);
  await settle(page);
  expect(monaco).toEqual([]);

  // Resting on Edit is intent: the editor's code is fetched while the view stays.
  await editor.editButton.hover();
  await expect.poll(() => monaco.some((p) => p.includes('MonacoEditor'))).toBe(true);
  await settle(page);
  await expect(editor.view).toBeVisible();
  await expect(editor.monaco).toHaveCount(0);

  await editor.editButton.click();
  // Edit opens the editor at the end of the scenario.
  await expect(editor.monaco.locator('.monaco-editor .view-lines')).toContainText('do: commit');
});

test('a first visit to a lesson loads no Monaco; typing in its SQL opens the editor with it', async ({
  page,
}) => {
  const monaco = monacoRequests(page);
  const lessons: string[] = [];
  page.context().on('request', (r) => {
    if (/\.lesson-[^/]*\.js$/.test(r.url())) lessons.push(new URL(r.url()).pathname);
  });
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await expect(lesson.codeView).toBeVisible();
  await expect(lesson.codeView.getByTestId('code-view-text')).toContainText('UPDATE jobs');
  await expect(lesson.codeView.locator('.code-keyword').first()).toHaveText('UPDATE');
  await settle(page);
  expect(monaco).toEqual([]);
  // The page fetches its own lesson (pre-built JSON), not all of them.
  expect(lessons).toEqual([expect.stringMatching(/\/01-lease-is-not-a-lock\.lesson-/)]);

  // By keyboard: the view takes focus; a typed key starts editing and lands in the editor.
  await lesson.codeView.getByRole('textbox').focus();
  await page.keyboard.press('Space');
  const editor = lesson.editor.locator('.monaco-editor');
  await expect(editor).toHaveClass(/focused/, { timeout: 20_000 });
  expect(monaco.some((p) => p.includes('MonacoEditor'))).toBe(true);
  await page.keyboard.insertText('-- mine');
  await expect(editor.locator('.view-lines')).toContainText('-- mine');
});

test('?edit=1 opens the editor at once', async ({ page }) => {
  const monaco = monacoRequests(page);
  await page.goto('/lessons/lease-is-not-a-lock?edit=1');
  const lesson = new LessonPage(page);
  await expect(lesson.editor.locator('.monaco-editor .view-lines')).toContainText('UPDATE', {
    timeout: 20_000,
  });
  expect(monaco.length).toBeGreaterThan(0);
  await expect(lesson.codeView).toHaveCount(0);
});

test('a lesson’s reading and exercise do not wait for the code of its checks', async ({ page }) => {
  // The actions of Check my SQL load when the learner first presses Check: held back here, the
  // reading and the exercise show, and the check runs once they arrive.
  const check = await holdBack(page, 'workbookSlice');
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await expect(lesson.root.getByRole('heading', { name: 'Why jobs have leases' })).toBeVisible();
  await expect(lesson.checkButton).toBeVisible();
  expect(check.asked()).toBe(false);
  await lesson.checkButton.click();
  await expect.poll(check.asked).toBe(true);
  await expect(lesson.report).toHaveCount(0);
  // Checking from the press, while its code is on its way: a second press starts no second check.
  await expect(lesson.checkButton).toHaveText('Checking…');
  await expect(lesson.checkButton).toBeDisabled();
  check.release();
  await expect(lesson.report).toBeVisible({ timeout: 30_000 });
  await expect(lesson.checkButton).toHaveText('Check my SQL');
  await expect(lesson.checkButton).toBeEnabled();
});

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('Edit fetches Monaco’s Chinese words beside the editor, and they run first', async ({
    page,
  }) => {
    // Held back: if the editor's code waited for the words, it would not be asked for.
    const words = await holdBack(page, 'monaco-zh');
    const editorCode: string[] = [];
    page.context().on('request', (r) => {
      if (/\/assets\/editor\.api-[^/]*\.js$/.test(r.url())) editorCode.push(r.url());
    });
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();
    const editor = new EditorPane(page);
    await editor.editButton.click();
    await expect.poll(words.asked).toBe(true);
    await expect.poll(() => editorCode.length).toBeGreaterThan(0);
    await expect(editor.monaco).toHaveCount(0);
    words.release();
    await expect(editor.monaco.locator('.view-lines')).toBeVisible({ timeout: 20_000 });
    // Words Monaco looks up as its modules load (its context menu's actions), not only later.
    await editor.monaco.locator('.view-lines').click({ button: 'right' });
    const menu = page.locator('.monaco-menu .action-label');
    await expect(menu.filter({ hasText: '复制' })).toBeVisible();
    await expect(menu.filter({ hasText: 'Copy' })).toHaveCount(0);
  });
});
