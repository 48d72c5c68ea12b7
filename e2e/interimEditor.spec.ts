// Keys typed while Monaco loads (InterimEditor.tsx): a plain box takes them at once, and Monaco
// takes over at the caret when typing pauses, never in the middle of an IME's composition, with
// the box's text (a blank typed at its end, which the scenario's text does not keep, too) as one
// edit its Undo takes back. And a plain box keeps a blank typed at the end of the SQL.
import { expect, test } from './fixtures';
import { holdBack } from './pages/holdBack';
import { LessonPage } from './pages/LessonPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

async function openCommitTab(page: import('@playwright/test').Page) {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.tab('commit').click();
  await expect(app.editor.view).toContainText('UPDATE jobs');
  return app;
}

/** Monaco held back, the commit tab open, Edit pressed: the interim box, focused. */
async function editWhileMonacoHeld(page: import('@playwright/test').Page) {
  const monaco = await holdBack(page, 'MonacoEditor');
  const app = await openCommitTab(page);
  await app.editor.editButton.click();
  const interim = app.editor.root.getByTestId('interim-editor');
  const box = interim.locator('textarea');
  await expect(box).toBeFocused();
  return { monaco, app, interim, box };
}

/** Lets Monaco's code in, and waits for Monaco to take over from the box with the focus. */
async function letMonacoIn({ monaco, app, box }: Awaited<ReturnType<typeof editWhileMonacoHeld>>) {
  monaco.release();
  await expect(app.editor.monaco.locator('.monaco-editor')).toHaveClass(/focused/, {
    timeout: 20_000,
  });
  await expect(box).toHaveCount(0);
}

test('keys typed while the editor loads are kept, and Monaco opens at the caret', async ({
  page,
}) => {
  const held = await editWhileMonacoHeld(page);
  const { app, box } = held;
  // Typed at once, as a learner who clicked Edit does: before this box, every key was lost.
  await page.keyboard.type(' AND fence = :token');
  // A line begun at the end, which the scenario's text keeps only once it holds more than blanks.
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(/state='running' AND fence = :token\n$/);
  await expect(app.editor.draftState).toContainText(/edited/i);
  await letMonacoIn(held);
  await page.keyboard.type('-- Z');
  await expect(app.editor.text.locator('.view-line').last()).toHaveText('-- Z');
  await expect(app.editor.text).toContainText("state='running' AND fence = :token");
  await app.editor.runButton.click();
  await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');
});

test('Undo in Monaco takes back what was typed in the box, and Redo brings it again', async ({
  page,
}) => {
  const held = await editWhileMonacoHeld(page);
  const { app } = held;
  await page.keyboard.type(' AND fence = :token');
  const commitTab = app.editor.tab('commit');
  await expect(commitTab).toHaveAttribute('data-edited', 'true');
  await letMonacoIn(held);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(app.editor.text).not.toContainText('AND fence = :token');
  await expect(app.editor.text).toContainText("state='running'");
  // The commit's SQL is the shipped one again (its tab no longer marked edited).
  await expect(commitTab).toHaveAttribute('data-edited', 'false');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(app.editor.text).toContainText("state='running' AND fence = :token");
  await expect(commitTab).toHaveAttribute('data-edited', 'true');
});

test('a line begun in the box reaches Monaco though the focus left the box first', async ({
  page,
}) => {
  const { monaco, app, box } = await editWhileMonacoHeld(page);
  await page.keyboard.type(' AND fence = :token');
  await page.keyboard.press('Enter');
  // The learner clicks elsewhere before Monaco comes: it opens with the box's text, unfocused.
  await app.title.click();
  await expect(box).not.toBeFocused();
  monaco.release();
  await expect(app.editor.monaco.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect(box).toHaveCount(0);
  await expect(app.editor.monaco.locator('.monaco-editor')).not.toHaveClass(/focused/);
  await app.editor.text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('-- Z');
  // On the line begun in the box, not after ':token' (where the scenario's text ends).
  await expect(app.editor.text.locator('.view-line').last()).toHaveText('-- Z');
  await expect(app.editor.text).toContainText("state='running' AND fence = :token");
});

test('Monaco does not take over in the middle of an IME composition', async ({ page }) => {
  const { monaco, app, interim, box } = await editWhileMonacoHeld(page);
  await page.keyboard.type(' -- ');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'zha', selectionStart: 3, selectionEnd: 3 });
  monaco.release();
  await expect(interim).toHaveAttribute('data-monaco', 'loaded', { timeout: 20_000 });
  // Loaded, and held back by the composition well past the pause that would let it in.
  await page.waitForTimeout(1_000);
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

test('on a lesson, keys typed while the editor loads are the learner’s saved work', async ({
  page,
}) => {
  await holdBack(page, 'MonacoEditor');
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await lesson.codeView.getByTestId('edit-code').click();
  const box = lesson.editor.getByTestId('interim-editor').locator('textarea');
  await expect(box).toBeFocused();
  await page.keyboard.type(' AND fence = :token');
  await expect(box).toHaveValue(/ AND fence = :token$/);
  // Still held back: after a reload the code view shows the work kept while Monaco loads.
  await page.reload();
  await expect(lesson.codeView.getByTestId('code-view-text')).toContainText('AND fence = :token');
});
