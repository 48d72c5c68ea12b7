// The Run button says "Running…" only for a run a learner waits for: a re-run is over in a few
// milliseconds, and a label that flashed for that long made the page lay out and paint twice
// before the timeline updated (src/ui/useShownAfter.ts; bench: edit_to_timeline).
import { expect, test } from './fixtures';
import { WorkbenchPage } from './pages/WorkbenchPage';

const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";

test('a quick re-run never flashes "Running…", a slow one says it until it ends', async ({
  page,
}) => {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.waitForEditor();
  await app.editor.openTab('commit');
  const commit = app.outcomeOf(app.step(7, 'A', 'commit'));
  await expect(commit).toHaveAttribute('data-outcome', 'rejected');

  // Every text the button shows from here on, however briefly.
  await app.editor.runButton.evaluate((button) => {
    const seen: string[] = [];
    (window as unknown as { runLabels: string[] }).runLabels = seen;
    new MutationObserver(() => seen.push(button.textContent ?? '')).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await app.editor.replaceText(NAIVE);
  await app.editor.runWithKeyboard();
  await expect(commit).toHaveAttribute('data-outcome', 'accepted');
  await app.editor.replaceText(FENCED);
  await app.editor.runWithKeyboard();
  await expect(commit).toHaveAttribute('data-outcome', 'rejected');
  const seen = await page.evaluate(() => (window as unknown as { runLabels: string[] }).runLabels);
  expect(seen.filter((label) => label.includes('Running'))).toEqual([]);
  await expect(app.editor.runButton).toContainText('Run');

  // A statement that runs into the time limit (two seconds) keeps the learner waiting: it is said.
  await app.open('runaway');
  await app.waitForTrace();
  await app.editor.runButton.click();
  await expect(app.editor.runButton).toContainText('Running…');
  await expect(app.editor.runButton).not.toContainText('Running…', { timeout: 20_000 });
  await expect(app.outcomeOf(app.step(1, 'A', 'spin'))).toHaveAttribute('data-outcome', 'error');
});
