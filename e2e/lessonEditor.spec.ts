// The SQL editor on a lesson: Enter and the parameter suggestions, Check on SQL that does not
// compile, the plain box's errors, and the editor's name (e2e/editor.spec.ts: the workbench's).
import { expect, test } from './fixtures';
import { compileError, lineNumbers, monacoOf, suggestions, typeSqlKeys } from './pages/codeEditor';
import { LessonPage } from './pages/LessonPage';
import { FIRST_RUN } from './pages/waits';

/** What Enter accepting `:payload` used to make of lesson 1's finish: it does not compile. */
const RUN_TOGETHER = "UPDATE jobs SET state='done',\n  result=:payloadWHERE id=:job";
const LESSON_1 = 'lease-is-not-a-lock';

/** Lesson 1 with the prediction skipped, so the player's outcomes show. */
async function openLesson(page: import('@playwright/test').Page): Promise<LessonPage> {
  const lesson = new LessonPage(page);
  await lesson.open(LESSON_1);
  await lesson.skipPrediction();
  return lesson;
}

test.describe('the SQL editor on a lesson', () => {
  test('Enter after a parameter starts a new line; it accepts a suggestion only once one is chosen with the arrow keys', async ({
    page,
  }) => {
    const lesson = await openLesson(page);
    const { text } = monacoOf(lesson.editor);
    await typeSqlKeys(page, lesson.editor, "UPDATE jobs SET state='done', result=:payload");
    await expect(suggestions(page).filter({ hasText: ':payload' })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.type('WHERE id=:job');
    await page.keyboard.press('Escape');
    // Two lines (wrapped parts have no number of their own): Enter made a new one.
    await expect(lineNumbers(lesson.editor)).toHaveCount(2);

    // Chosen with the arrow keys, Enter accepts the suggestion (and makes no new line), as Tab does.
    await page.keyboard.type(' AND owner=:wor');
    await expect(suggestions(page).filter({ hasText: ':worker' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.suggest-widget.visible .monaco-list-row.focused')).toHaveText(
      /:worker/,
    );
    await page.keyboard.press('Enter');
    await expect(suggestions(page)).toHaveCount(0);
    await page.keyboard.type(' AND fence=:tt');
    await expect(suggestions(page).filter({ hasText: ':ttl' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(lineNumbers(lesson.editor)).toHaveCount(2);
    await expect(text).toContainText('owner=:worker AND fence=:ttl');

    // It runs: every step has an outcome, none an error.
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(/[?&]sql=mine/, FIRST_RUN);
    await expect(lesson.timelineSteps.first()).toBeVisible();
    await expect(lesson.timelineSteps.and(page.locator('[data-outcome="error"]'))).toHaveCount(0);
    await expect(compileError(lesson.player)).toHaveCount(0);
  });

  test('Check on SQL that does not compile says so once, with its line, and shows and marks the run', async ({
    page,
  }) => {
    const lesson = await openLesson(page);
    await lesson.typeSql(RUN_TOGETHER);
    // Check at once, with the starter's run still on screen.
    await expect(lesson.sqlChoice('Starter')).toBeChecked();
    await lesson.checkButton.click();

    await lesson.expectReport(false);
    await expect(lesson.report.getByRole('heading', { level: 4 })).toHaveText(
      '✗ Not yet: your SQL does not compile.',
    );
    const reported = compileError(lesson.report);
    await expect(reported).toHaveCount(1);
    await expect(reported).toContainText(
      'The SQL of the commit action does not compile (line 2): near "id": syntax error',
    );
    await expect(lesson.report.getByTestId('check-timeline')).toHaveCount(0);

    // The player shows the learner's run, and says it once instead of a verdict; the address
    // says so too, so a reload shows the same run.
    await expect(lesson.sqlChoice('Your SQL')).toBeChecked();
    await expect(page).toHaveURL(/[?&]sql=mine/);
    const said = compileError(lesson.player);
    await expect(said).toHaveCount(1);
    await expect(said).toContainText(
      'The SQL of the commit action does not compile (line 2): near "id": syntax error',
    );
    await expect(lesson.player.getByTestId('verdict-ok')).toHaveCount(0);

    // The editor marks the line.
    const { host } = monacoOf(lesson.editor);
    await expect(host).toHaveAttribute('data-errors', '1');
    await expect(host).toHaveAttribute('data-error-lines', '2');
    await expect(host.locator('.squiggly-error').first()).toBeVisible();

    // Run my SQL says the same, once.
    await lesson.runButton.click();
    await expect(said).toHaveCount(1, FIRST_RUN);
    await expect(said).toContainText('(line 2)');
  });

  test('the plain text box that stands in for Monaco lists the error at its line', async ({
    page,
  }) => {
    await page.route(/\/assets\/MonacoEditor-[^/]*\.js$/, (route) => route.abort());
    const lesson = await openLesson(page);
    await lesson.startEditing();
    const plain = lesson.editor.getByRole('textbox', { name: 'SQL of the commit action' });
    await expect(plain).toHaveAttribute('data-testid', 'plain-sql', { timeout: 20_000 });
    await plain.fill(RUN_TOGETHER);
    await plain.press('ControlOrMeta+Enter');

    await expect(compileError(lesson.player)).toContainText('(line 2)');
    await expect(plain).toHaveAttribute('aria-invalid', 'true');
    const listed = lesson.editor.getByTestId('editor-markers');
    await expect(listed).toContainText('Line 2: near "id": syntax error');
    await expect(plain).toHaveAttribute(
      'aria-describedby',
      (await listed.getAttribute('id')) ?? '',
    );
  });

  test('the editor is named for the action it edits, before and after Monaco loads', async ({
    page,
  }) => {
    const lesson = await openLesson(page);
    const named = lesson.editor.getByRole('textbox', { name: 'SQL of the commit action' });
    await expect(named).toHaveClass(/code-view-text/);
    await lesson.startEditing();
    await expect(lesson.editor.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
    await expect(named).not.toHaveClass(/code-view-text/);
    await named.focus();
    await expect(named).toBeFocused();
    await expect(lesson.editor.locator('.monaco-editor')).toHaveClass(/focused/);
  });
});
