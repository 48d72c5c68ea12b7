// A plain text box on an SQL tab keeps a blank typed at the end of the SQL, which the scenario's
// text does not keep.
import { expect, test } from './fixtures';
import { WorkbenchPage } from './pages/WorkbenchPage';

async function openCommitTab(page: import('@playwright/test').Page) {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.tab('commit').click();
  await expect(app.editor.view).toContainText('UPDATE jobs');
  return app;
}

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
