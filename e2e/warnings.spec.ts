// The contract's warnings: a holder's commit accepted after its lease ran out is a lapsed-lease
// warning, shown apart from the violations, and the run stays safe.
import { expect, test } from './fixtures';
import { encodeShareFragment } from '../src/content/links/shareLink';
import { WorkbenchPage } from './pages/WorkbenchPage';

const LAPSED = `title: A finish after the lease ran out
ttl: 3
job: report-42
sql:
  commit: UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 4, worker: A, do: commit, expect: accepted }
`;

test('a lapsed lease is a warning beside a safe verdict, not a violation', async ({ page }) => {
  const app = new WorkbenchPage(page);
  await page.goto(`/playground#${encodeShareFragment(LAPSED)}`);
  await app.waitForTrace();
  await expect(page.getByTestId('no-violations')).toBeVisible();
  const warning = page.getByTestId('warning');
  await expect(warning).toHaveCount(1);
  await expect(warning).toHaveAttribute('data-rule', 'lapsed-lease');
  await expect(warning).toContainText('the lease ran out at t=3');
});
