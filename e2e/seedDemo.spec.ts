import { expect, test } from './fixtures';
import { WorkbenchPage } from './pages/WorkbenchPage';

test.describe('the seed demo', () => {
  test('opens by default with its title and the picker on it', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();
    await expect(app.title).toHaveText('A stale worker resumes after takeover');
    await expect(app.picker).toHaveValue('seed-demo');
  });

  test("rejects A's stale commit at t=7 and accepts B's, with tokens 1 and 2", async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();

    const claimA = app.step(0, 'A', 'claim');
    const claimB = app.step(6, 'B', 'claim');
    const commitA = app.step(7, 'A', 'commit');
    const commitB = app.step(7, 'B', 'commit');

    await expect(claimA).toHaveAttribute('data-outcome', 'granted');
    await expect(claimA).toHaveAttribute('data-token', '1');
    await expect(claimB).toHaveAttribute('data-outcome', 'granted');
    await expect(claimB).toHaveAttribute('data-token', '2');

    await expect(app.outcomeOf(commitA)).toHaveAttribute('data-outcome', 'rejected');
    await expect(app.outcomeOf(commitA)).toHaveText('rejected');
    await expect(commitA).toHaveAttribute('data-token', '1');
    await expect(commitA).toHaveAttribute('data-met', 'true');

    await expect(app.outcomeOf(commitB)).toHaveAttribute('data-outcome', 'accepted');
    await expect(app.outcomeOf(commitB)).toHaveText('accepted');
    await expect(commitB).toHaveAttribute('data-token', '2');
  });

  test('is safe and ends with the job done by B under fence 2', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();
    await expect(app.trace).toHaveAttribute('data-ok', 'true');
    await expect(app.trace).toHaveAttribute('data-safe', 'true');
    await expect(app.violations).toHaveCount(0);

    await app.seekEnd();
    const jobs = app.table('jobs');
    const row = jobs.getByRole('row').filter({ hasText: 'report-42' });
    await expect(row.getByRole('cell')).toHaveText(['report-42', 'B', '11', '2', 'done', 'B@7']);
  });
});

test.describe('choosing examples', () => {
  test('the picker opens another example and puts it in the address', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();
    await app.choose('runaway');
    await expect(page).toHaveURL(/\?scenario=runaway$/);
    await expect(app.title).toHaveText('A runaway query is cut off and the run goes on', {
      timeout: 20_000,
    });
  });

  test('a deep link to an unknown example says so and lists the real ones', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open('no-such-example');
    await expect(app.error).toContainText('There is no example named "no-such-example"');
    await expect(app.error).toContainText('seed-demo');
  });

  test('an invalid scenario shows the formatted issue message', async ({ page }) => {
    // Serve a broken seed demo in place of the bundled one.
    const broken = 'title: Broken\nttl: 0\nsteps:\n  - { at: 0, worker: A, do: claim }\n';
    await page.route(/\/seed-demo\.scenario-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify({ text: broken })};`,
      }),
    );
    const app = new WorkbenchPage(page);
    await app.open();
    await expect(page.getByTestId('player-error')).toHaveAttribute('data-kind', 'parse');
    await expect(app.error).toContainText(
      'lessons/scenarios/seed-demo.scenario.yaml:2: ttl: ttl must be 1 or more',
    );
  });
});
