import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { REFERENCE_SQL } from '../src/engine/referenceSql';
import { WorkbenchPage } from './pages/WorkbenchPage';

const NAIVE_FINISH = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
/** Naive too, but it stops the second finish: so A's stale result is what stays. */
const RUNNING_ONLY = `${NAIVE_FINISH} AND state='running'`;

test.describe('comparing two versions of the SQL', () => {
  test('the naive draft against the example as shipped differs at A’s commit', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open('seed-demo');
    await app.waitForTrace();
    await app.editor.waitForEditor();
    await app.editor.openTab('commit');
    await app.editor.replaceText(NAIVE_FINISH);

    const { compare } = app;
    await compare.compareDraft();
    await expect(compare.result).toBeVisible({ timeout: 20_000 });
    await expect(compare.step(3)).toHaveAttribute('data-differs', 'true');
    await expect(compare.step(3)).toHaveAttribute('data-a', 'rejected');
    await expect(compare.step(3)).toHaveAttribute('data-b', 'accepted');
    await expect(compare.step(0)).toHaveAttribute('data-differs', 'false');
    await expect(compare.violations('a')).toHaveCount(0);
    await expect(compare.violations('b').first()).toHaveAttribute('data-rule', 'stale-write');

    // B's naive finish overwrites A's result, so the final rows hide the stale write.
    await expect(compare.summary).toContainText('1 step and 0 final cells differ');
    await expect(compare.table('jobs')).toHaveAttribute('data-differs', 'false');
  });

  test('two versions of one action typed in place', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open('seed-demo');
    await app.waitForTrace();
    const { compare } = app;
    await compare.compareVersions('commit', REFERENCE_SQL.commit, RUNNING_ONLY);
    await expect(compare.step(3)).toHaveAttribute('data-a', 'rejected', { timeout: 20_000 });
    await expect(compare.step(3)).toHaveAttribute('data-b', 'accepted');
    await expect(compare.summary).toContainText('2 steps and 1 final cell differ');
    const result = compare.table('jobs').locator('td[data-differs="true"]');
    await expect(result).toHaveAttribute('data-a', 'B@7');
    await expect(result).toHaveAttribute('data-b', 'A@7');
    // The draft itself is untouched.
    await expect(app.step(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');

    const report = await new AxeBuilder({ page }).include('[data-testid="compare"]').analyze();
    expect(report.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
