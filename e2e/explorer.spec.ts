import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ExplorerPanel } from './pages/ExplorerPanel';
import { LessonPage } from './pages/LessonPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

/** Three workers and a long horizon: far more states than a test waits for. One line per key,
 * none indented, so the editor's auto-indent has nothing to change. */
const BIG_MODEL = [
  'title: A big model',
  'ttl: 3',
  'steps: []',
  'explore: { programs: { A: [claim, renew, write, commit], B: [claim, renew, write, commit], C: [claim, write, commit] }, horizon: 30, maxPause: 8 }',
].join('\n');

test.describe('trying every schedule', () => {
  test('proves the seed demo safe on every schedule of its timeline’s model', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open('seed-demo');
    await app.waitForTrace();
    const explorer = new ExplorerPanel(page);
    await explorer.button.click();
    await expect(explorer.verdict).toHaveAttribute('data-verdict', 'safe', { timeout: 20_000 });
    await expect(explorer.summary).toHaveText(
      'Safe on all 404 schedules (226 distinct states; A and B are interchangeable, so each state stood for up to 2) up to tick 7.',
    );
    // What was searched, in words: who runs what, the horizon and the stalls; no bound or syntax.
    const model = explorer.verdict.getByTestId('explore-model');
    await expect(model).toContainText(/^Searched: A runs claim → commit; B runs claim → commit;/);
    await expect(model).toContainText('every schedule up to tick 7');
    await expect(model).not.toContainText(/maxStates|maxPause|explore:/);

    await app.editor.waitForEditor();
    await app.editor.openTab('commit');
    await app.editor.replaceText("UPDATE jobs SET state='done' WHERE id=:job");
    await expect(explorer.root.getByTestId('explore-stale')).toBeVisible();
  });

  test('finds the unfenced finish’s counterexample and opens it in the player', async ({
    page,
  }) => {
    const app = new WorkbenchPage(page);
    await app.open('naive-unfenced-finish');
    await app.waitForTrace();
    const explorer = new ExplorerPanel(page);
    await explorer.button.click();
    await expect(explorer.verdict).toHaveAttribute('data-verdict', 'unsafe', { timeout: 20_000 });
    await expect(explorer.summary).toContainText(
      "the shortest breaking schedule has 3 actions. A's commit with token 1 was accepted at t=5, but B had been granted token 2 at t=5.",
    );
    const axe = await new AxeBuilder({ page }).include('[data-testid="explorer"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );

    await explorer.openButton.click();
    await expect(app.title).toHaveText(
      'Counterexample: A finish without a fence lets the stale worker win',
    );
    const violation = page.locator('[data-testid="violation"][data-rule="stale-write"]');
    await expect(violation).toHaveAttribute('data-step', '4');
    await app.expectPlayheadAt(4);
    await expect(app.step(5, 'A', 'commit')).toHaveAttribute('data-violation', 'stale-write');
    // The counterexample keeps the SQL and the model, so the verdict still stands for it.
    await expect(explorer.root.getByTestId('explore-stale')).toBeHidden();
  });

  test('shows progress and stops when cancelled', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open('seed-demo');
    await app.waitForTrace();
    await app.editor.waitForEditor();
    await app.editor.openTab('yaml');
    await app.editor.replaceText(BIG_MODEL);

    const explorer = new ExplorerPanel(page);
    await explorer.button.click();
    await expect(explorer.progress).toBeVisible({ timeout: 20_000 });
    await expect(explorer.button).toBeDisabled();
    await expect(explorer.root).toContainText(/[1-9]\d* states/, { timeout: 20_000 });
    await explorer.cancel.click();
    await expect(explorer.cancelled).toHaveText('Cancelled: no verdict.');
    await expect(explorer.progress).toBeHidden();
    await expect(explorer.button).toBeEnabled();
  });

  test('an exercise asks whether the learner’s SQL is safe on every schedule', async ({ page }) => {
    await page.goto('/lessons/lease-is-not-a-lock');
    const exercise = page.getByTestId('exercise');
    const explorer = new ExplorerPanel(page);
    await expect(exercise.getByTestId('explorer')).toContainText(
      "Is your SQL safe on every schedule, not just this lesson's timelines?",
    );
    await explorer.button.click();
    // The starter's unfenced finish: A stalls past its lease, B takes over, A's finish goes through.
    await expect(explorer.verdict).toHaveAttribute('data-verdict', 'unsafe', { timeout: 20_000 });
    await expect(explorer.summary).toContainText('the shortest breaking schedule has 3 actions');
    await explorer.openButton.click();
    // The player, behind the veil until the learner predicts, holds the counterexample.
    await new LessonPage(page).toPredictions();
    await expect(page.getByTestId('scenario-title')).toHaveText(
      'Counterexample: A stale worker resumes after takeover',
    );
  });
});
