import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { WorkbenchPage } from './pages/WorkbenchPage';

/** Serious and critical axe violations on the page as it is now (nothing excluded). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility of the workbench', () => {
  test('has no serious or critical axe violation when it opens', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has none at a step with a violation, a step card open', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open('naive-unfenced-finish');
    await app.waitForTrace();
    await app.scrub.fill('3');
    await app.timelineStep(3).focus();
    await expect(app.stepCard).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has none with the help sheet open', async ({ page }) => {
    const app = new WorkbenchPage(page);
    await app.open();
    await app.waitForTrace();
    await page.keyboard.press('?');
    await expect(app.helpSheet).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
