import { expect, test } from '@playwright/test';
import { DEFAULT_TIME_LIMIT_MS, timeLimitMessage } from '../src/engine';
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
