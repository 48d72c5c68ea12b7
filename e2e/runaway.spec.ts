import { expect, test } from './fixtures';
import { DEFAULT_TIME_LIMIT_MS, timeLimitMessage } from '../src/engine';
import { LessonPage } from './pages/LessonPage';
import { FIRST_RUN } from './pages/waits';
import { WorkbenchPage } from './pages/WorkbenchPage';

test('a runaway query ends as error and the run goes on in a fresh worker', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const app = new WorkbenchPage(page);
  await app.open('runaway');
  await app.waitForTrace();

  const spin = app.step(1, 'A', 'spin');
  await expect(app.outcomeOf(spin)).toHaveAttribute('data-outcome', 'error');
  await expect(app.outcomeOf(spin)).toHaveText('error');
  await expect(spin.getByTestId('step-error')).toHaveText(timeLimitMessage(DEFAULT_TIME_LIMIT_MS));

  // The commit after it ran on the restarted worker, against the replayed database.
  const commit = app.step(2, 'A', 'commit');
  await expect(app.outcomeOf(commit)).toHaveAttribute('data-outcome', 'accepted');
  await expect(app.trace).toHaveAttribute('data-ok', 'true');

  // The supervisor terminated the stuck worker and started a second one.
  expect(workers.filter((url) => url.includes('browserWorker'))).toHaveLength(2);
});

test('Check my SQL cuts a runaway answer off once, clears the old report and shows progress', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await lesson.checkButton.click();
  await lesson.expectReport(false);

  await lesson.typeSql(
    "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) UPDATE jobs SET state='done' WHERE id=:job AND (SELECT count(*) FROM n) > 0",
  );
  await lesson.checkButton.click();
  // The starter's report is gone as soon as the new check starts, and its progress shows.
  await expect(lesson.report).toHaveCount(0);
  await expect(page.getByTestId('check-progress')).toContainText(/Running timeline 1 of \d+/);
  // The check waits out the 2 s time limit, then a fresh worker starts: on CI's load that has
  // taken past the default 5 s.
  await expect(page.getByTestId('check-runaway')).toContainText(
    'Your SQL ran past the time limit at t=7',
    FIRST_RUN,
  );
  await expect(page.getByTestId('check-skipped')).toContainText('Not run: ');
  await expect(page.getByTestId('check-progress')).toHaveCount(0);
  // One runaway, one restarted worker: the limit was paid once, not once per step and timeline.
  const sqlWorkers = workers.filter((url) => url.includes('browserWorker'));
  expect(sqlWorkers.length).toBeLessThanOrEqual(4);
});
