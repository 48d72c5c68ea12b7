// The SQL editor in the workbench: keys, markers, Reset, broken YAML, completion, the plain box
// that stands in for Monaco, accessibility (e2e/lessonEditor.spec.ts: the editor on a lesson).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { LessonPage } from './pages/LessonPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

const NAIVE_FINISH = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const BROKEN_FINISH = "UPDAT jobs SET state='done' WHERE id=:job";

async function openSeed(page: import('@playwright/test').Page): Promise<WorkbenchPage> {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.waitForEditor();
  return app;
}

test.describe('the SQL editor', () => {
  test('Tab leaves the editor without typing, Shift+Tab comes back, and the help sheet says so', async ({
    page,
  }) => {
    const app = await openSeed(page);
    const { editor } = app;
    await editor.openTab('commit');
    const text = editor.monaco.locator('.view-lines');
    const before = await text.innerText();
    await editor.monaco.locator('.view-lines').click();
    await expect(editor.monaco.locator('.monaco-editor')).toHaveClass(/focused/);
    await page.keyboard.press('Tab');
    // Focus moved on: out of the editor, and nothing was indented.
    await expect(editor.monaco.locator('.monaco-editor')).not.toHaveClass(/focused/);
    const inside = await page.evaluate(
      () => document.activeElement?.closest('[data-testid="monaco-editor"]') !== null,
    );
    expect(inside).toBe(false);
    expect(await text.innerText()).toBe(before);
    await expect(editor.draftState).toHaveText('as shipped');
    await page.keyboard.press('Shift+Tab');
    await expect(editor.monaco.locator('.monaco-editor')).toHaveClass(/focused/);

    await page.keyboard.press('Escape');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    await expect(page.getByTestId('help-tab')).toContainText('Tab');
  });

  test("a naive finish lets A's stale commit through, and the engine says why", async ({
    page,
  }) => {
    const app = await openSeed(page);
    const { editor } = app;
    const commitA = app.step(7, 'A', 'commit');
    await expect(commitA).toHaveAttribute('data-outcome', 'rejected');

    await editor.openTab('commit');
    await editor.replaceText(NAIVE_FINISH);
    await editor.runWithKeyboard();

    await expect(commitA).toHaveAttribute('data-outcome', 'accepted');
    await expect(commitA).toHaveAttribute('data-violation', 'stale-write');
    const explanation = page.locator('[data-testid="violation"][data-rule="stale-write"]');
    await expect(explanation).toHaveAttribute('data-step', '3');
    await expect(explanation).toContainText('stale-write');
    await expect(explanation).toContainText('A commit');

    // The re-run says which outcome changed, and the tab says it was edited.
    await expect(editor.changedStep(3)).toContainText('rejected → accepted');
    await expect(editor.tab('commit')).toHaveAttribute('data-edited', 'true');
    await expect(editor.draftState).toHaveText('edited');
  });

  test('a syntax error is marked in the SQL and ends the step as error, and survives a reload', async ({
    page,
  }) => {
    const app = await openSeed(page);
    const { editor } = app;
    await editor.openTab('commit');
    await editor.replaceText(BROKEN_FINISH);
    await editor.runButton.click();

    const commitA = app.step(7, 'A', 'commit');
    await expect(commitA).toHaveAttribute('data-outcome', 'error');
    await expect(commitA.getByTestId('step-error')).toContainText('syntax error');
    await expect(editor.errorSquiggles.first()).toBeVisible();
    await expect(editor.monaco).toHaveAttribute('data-errors', '1');
    await expect(editor.tab('commit')).toHaveAttribute('data-errors', 'true');

    await page.reload();
    await app.waitForTrace();
    await editor.waitForEditor();
    await editor.openTab('commit');
    await expect(editor.text).toContainText(BROKEN_FINISH);
    await expect(commitA).toHaveAttribute('data-outcome', 'error');
    await expect(editor.errorSquiggles.first()).toBeVisible();

    // Fixed and run again: the marks go, and a run without any after it leaves none.
    await editor.replaceText(NAIVE_FINISH);
    await editor.runButton.click();
    await expect(commitA).toHaveAttribute('data-outcome', 'accepted');
    await expect(editor.errorSquiggles).toHaveCount(0);
    await expect(editor.monaco).toHaveAttribute('data-errors', '0');
    await editor.runButton.click();
    await expect(editor.runButton).toBeEnabled();
    await expect(editor.errorSquiggles).toHaveCount(0);
  });

  test('Reset brings the example as shipped back', async ({ page }) => {
    const app = await openSeed(page);
    const { editor } = app;
    await editor.openTab('commit');
    await editor.replaceText(NAIVE_FINISH);
    await editor.runWithKeyboard();
    await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'accepted');

    await editor.reset();
    await expect(editor.text).toContainText('AND fence=:token AND lease_until > :now');
    await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');
    await expect(editor.draftState).toHaveText('as shipped');
    await expect(editor.resetButton).toBeDisabled();
  });

  test('Undo back to the shipped SQL is the example as shipped again', async ({ page }) => {
    const app = await openSeed(page);
    const { editor } = app;
    await editor.openTab('commit');
    await editor.typeAtEnd(' AND x');
    await expect(editor.draftState).toHaveText('edited');
    // The SQL tab wrote into the scenario's text, and left the rest of it as the file has it: so
    // with the SQL back, the text is the shipped one (it once rewrapped every step). Undo as often
    // as it takes (Monaco undoes typing a word at a time); more does nothing.
    for (let k = 0; k < 8; k++) await page.keyboard.press('ControlOrMeta+Z');
    await expect(editor.text).not.toContainText('AND x');
    await expect(editor.text).toContainText('AND fence=:token AND lease_until > :now');
    await expect(editor.draftState).toHaveText('as shipped');
    await expect(editor.resetButton).toBeDisabled();
  });

  test('a broken YAML edit is marked at its line and keeps the last run on screen', async ({
    page,
  }) => {
    const app = await openSeed(page);
    const { editor } = app;
    await editor.openTab('yaml');
    await editor.replaceText(
      'title: Broken\nttl: 0\nsteps:\n  - { at: 0, worker: A, do: claim }\n',
    );
    await editor.runWithKeyboard();
    await expect(editor.issues).toContainText('line 2: ttl: ttl must be 1 or more');
    await expect(editor.errorSquiggles.first()).toBeVisible();
    await expect(editor.tab('yaml')).toHaveAttribute('data-errors', 'true');
    await expect(app.title).toHaveText('A stale worker resumes after takeover');
  });

  test('completes the bound parameters after a colon', async ({ page }) => {
    const app = await openSeed(page);
    const { editor } = app;
    await editor.openTab('commit');
    await editor.typeAtEnd(' AND fence=:to');
    await expect(editor.suggestions.filter({ hasText: ':token' })).toBeVisible();
  });

  test('falls back to a plain text box when Monaco cannot load', async ({ page }) => {
    await page.route(/\/assets\/MonacoEditor-[^/]*\.js$/, (route) => route.abort());
    const app = new WorkbenchPage(page);
    await app.open('seed-demo');
    await app.waitForTrace();
    const { editor } = app;
    // Monaco is asked for only when editing starts.
    await editor.startEditing();
    await expect(editor.plain).toBeVisible({ timeout: 20_000 });
    await editor.tab('commit').click();
    await editor.plain.fill(NAIVE_FINISH);
    await editor.plain.press('ControlOrMeta+Enter');
    await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'accepted');
  });

  test('has no accessibility violations, markers and all', async ({ page }) => {
    const app = await openSeed(page);
    await app.editor.openTab('commit');
    await app.editor.replaceText(BROKEN_FINISH);
    await app.editor.runWithKeyboard();
    await expect(app.editor.errorSquiggles.first()).toBeVisible();
    const report = await new AxeBuilder({ page }).include('[data-testid="editor-pane"]').analyze();
    expect(report.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test('the workbench editor is named for the tab it shows, in either language', async ({ page }) => {
  const app = await openSeed(page);
  const { editor } = app;
  await editor.openTab('claim');
  await expect(editor.root.getByRole('textbox', { name: 'SQL of the claim action' })).toHaveCount(
    1,
  );
  await editor.openTab('yaml');
  await expect(editor.root.getByRole('textbox', { name: 'Scenario YAML' })).toHaveCount(1);

  await page.goto('/lessons/lease-is-not-a-lock?lang=zh-CN');
  const lesson = new LessonPage(page);
  // This tab has loaded Monaco already, so the lesson's editor opens in it by itself.
  await expect(lesson.editor.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect(lesson.editor.getByRole('textbox', { name: 'commit 动作的 SQL' })).toHaveCount(1);
});
