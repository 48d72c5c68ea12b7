// Monaco's suggestions are placed once against the viewport (`fixedOverflowWidgets`, so that the
// editor's box does not clip them): a page scrolled under them used to leave them floating over
// other controls. Scrolling the page closes them; typing on brings them back where they belong.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WorkbenchPage } from './pages/WorkbenchPage';

test.use({ viewport: { width: 390, height: 844 } });

/** The seed demo in the workbench, its commit tab open in Monaco. */
async function editingCommit(page: Page): Promise<WorkbenchPage> {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.waitForEditor();
  await app.editor.openTab('commit');
  return app;
}

test('scrolling the page closes the suggestions instead of leaving them over the page', async ({
  page,
}) => {
  const app = await editingCommit(page);
  const { editor } = app;
  await editor.typeAtEnd(' AND fence=:to');
  const token = editor.suggestions.filter({ hasText: ':token' });
  await expect(token).toBeVisible();

  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);
  await page.evaluate(() => window.scrollBy(0, -200));
  expect(await page.evaluate(() => window.scrollY)).toBe(before - 200);
  await expect(editor.suggestions).toHaveCount(0);
  // What was typed stays, and the editor still completes once the learner types on.
  await expect(editor.monaco.locator('.view-lines')).toContainText('fence=:to');
  await page.keyboard.type('k');
  await expect(token).toBeVisible();
});

/**
 * Watches the suggestions through the next Ctrl+Enter and reports whether they closed in the
 * key's own task. The watcher's timer is queued as the key goes down, before the editor's, so it
 * marks the end of the key's task (a mutation observer hears of a change at the end of the
 * listener that made it).
 */
async function watchSuggestionsThroughRun(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const widget = document.querySelector('.suggest-widget.visible');
    if (!widget) throw new Error('no suggestions open');
    const seen = window as unknown as { closedInKeyTask?: boolean };
    seen.closedInKeyTask = false;
    let inKeyTask = false;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
      inKeyTask = true;
      setTimeout(() => (inKeyTask = false), 0);
      window.removeEventListener('keydown', onKey, true);
    };
    window.addEventListener('keydown', onKey, true);
    new MutationObserver(() => {
      if (inKeyTask && !widget.classList.contains('visible')) seen.closedInKeyTask = true;
    }).observe(widget, { attributes: true });
  });
  return () => page.evaluate(() => (window as { closedInKeyTask?: boolean }).closedInKeyTask!);
}

test('Ctrl+Enter with the suggestions open runs, and closes them before the page moves', async ({
  page,
}) => {
  const app = await editingCommit(page);
  const { editor } = app;
  const bCommit = app.outcomeOf(app.step(7, 'B', 'commit'));
  await expect(bCommit).toHaveAttribute('data-outcome', 'accepted');
  await editor.typeAtEnd(' AND fence=:to');
  await expect(editor.suggestions.filter({ hasText: ':token' })).toBeVisible();

  const closedInKeyTask = await watchSuggestionsThroughRun(page);
  await editor.runWithKeyboard();
  await expect(editor.suggestions).toHaveCount(0);
  // Not in the key's own task: a key's task that changes what is drawn makes Chromium hold the
  // page's other tasks, the worker's reply among them, until the next frame.
  expect(await closedInKeyTask()).toBe(false);
  // The run took the text as typed, no suggestion accepted: `:to` is no parameter the engine
  // binds, so B's fence no longer matches and its commit, accepted before, is rejected.
  await expect(bCommit).toHaveAttribute('data-outcome', 'rejected');
  await expect(editor.changes).toContainText('accepted → rejected');
  await expect(editor.monaco.locator('.view-lines')).toContainText('fence=:to');
});

test('the context menu is drawn on the theme’s menu colour, not see-through', async ({ page }) => {
  const app = await editingCommit(page);
  await app.editor.monaco.locator('.view-lines').click({ button: 'right' });
  const menu = page.locator('.monaco-menu');
  await expect(menu.getByText('Copy', { exact: true })).toBeVisible();
  // The menu's box (the scrolling element around the list) and the context view that holds it.
  const look = await menu.evaluate((el) => {
    const box = getComputedStyle(el.parentElement!);
    const view = getComputedStyle(el.closest('.context-view')!);
    return {
      theme: box.getPropertyValue('--vscode-menu-background').trim(),
      background: box.backgroundColor,
      shadow: view.boxShadow,
    };
  });
  // The theme's colour reaches the menu's shadow root, and the menu is painted with it.
  expect(look.theme).not.toBe('');
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.shadow).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});
