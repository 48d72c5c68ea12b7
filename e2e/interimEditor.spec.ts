// Keys typed while Monaco loads (InterimEditor.tsx): a plain box takes them at once, and Monaco
// takes over at the caret when typing pauses, never in the middle of an IME's composition. And a
// plain box keeps a blank typed at the end of the SQL, which the scenario's text does not keep.
import { expect, test } from './fixtures';
import { holdBack } from './pages/holdBack';
import { WorkbenchPage } from './pages/WorkbenchPage';

async function openCommitTab(page: import('@playwright/test').Page) {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.tab('commit').click();
  await expect(app.editor.view).toContainText('UPDATE jobs');
  return app;
}

const interim = (app: WorkbenchPage) =>
  app.editor.root.getByTestId('interim-editor').locator('textarea');

test('keys typed while the editor loads are kept, and Monaco opens at the caret', async ({
  page,
}) => {
  const monaco = await holdBack(page, 'MonacoEditor');
  const app = await openCommitTab(page);
  await app.editor.editButton.click();
  const box = interim(app);
  await expect(box).toBeFocused();
  // Typed at once, as a learner who clicked Edit does: before this box, every key was lost.
  await page.keyboard.type(' AND fence = :token');
  await expect(box).toHaveValue(/state='running' AND fence = :token$/);
  await expect(app.editor.draftState).toContainText(/edited/i);
  monaco.release();
  await expect(app.editor.monaco.locator('.monaco-editor')).toHaveClass(/focused/, {
    timeout: 20_000,
  });
  await expect(box).toHaveCount(0);
  await page.keyboard.type('Z');
  await expect(app.editor.text).toContainText(':tokenZ');
  await app.editor.runButton.click();
  await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');
});

test('Monaco does not take over in the middle of an IME composition', async ({ page }) => {
  const monaco = await holdBack(page, 'MonacoEditor');
  const app = await openCommitTab(page);
  await app.editor.editButton.click();
  const box = interim(app);
  await expect(box).toBeFocused();
  await page.keyboard.type(' -- ');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'zha', selectionStart: 3, selectionEnd: 3 });
  monaco.release();
  await expect.poll(monaco.asked).toBe(true);
  // Loaded by now, and still held back by the composition.
  await page.waitForTimeout(2_000);
  await expect(box).toBeFocused();
  await cdp.send('Input.insertText', { text: '栅栏' });
  await expect(app.editor.monaco.locator('.monaco-editor')).toHaveClass(/focused/, {
    timeout: 20_000,
  });
  await expect(app.editor.text).toContainText("state='running' -- 栅栏");
});

test('the plain box that stands in for Monaco keeps a space typed at the end', async ({ page }) => {
  await page.route(/\/assets\/MonacoEditor-[^/]*\.js$/, (route) => route.abort());
  const app = await openCommitTab(page);
  await app.editor.editButton.click();
  await expect(app.editor.plain).toBeVisible({ timeout: 20_000 });
  await app.editor.plain.click();
  await page.keyboard.press('ControlOrMeta+End');
  // The store holds the reference SQL without a space after it, and once gave the box that back.
  await page.keyboard.type(' AND x');
  await expect(app.editor.plain).toHaveValue(/state='running' AND x$/);
});
