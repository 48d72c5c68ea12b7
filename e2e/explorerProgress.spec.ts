import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ExplorerPanel } from './pages/ExplorerPanel';
import { WorkbenchPage } from './pages/WorkbenchPage';
import { holdBack } from './pages/holdBack';

// A search of a few seconds shows a real progress bar with its figures — states so far, states per
// second and, once the search has a shape, the time left — and Cancel works from the keyboard.

/**
 * Three workers with programs of their own (so no symmetry shrinks the search): about 49,000
 * states, four or five seconds in Node, safe. The standard model's fenced write. One line per
 * key, none indented, so the editor's auto-indent has nothing to change.
 */
const THREE_WORKERS = [
  'title: Three workers, each with its own program',
  'ttl: 3',
  `sql: { write: "UPDATE storage SET body=:payload, max_token=:token WHERE id=:job AND max_token <= :token AND EXISTS (SELECT 1 FROM jobs WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running')" }`,
  'steps: []',
  'explore: { programs: { A: [claim, write, commit], B: [claim, renew, write, commit], C: [claim, renew, commit] }, horizon: 15, maxPause: 6 }',
].join('\n');

/** The playground with the three workers' model in its editor, and its explorer panel. */
async function openModel(page: Page): Promise<ExplorerPanel> {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await app.editor.waitForEditor();
  await app.editor.openTab('yaml');
  await app.editor.replaceText(THREE_WORKERS);
  return new ExplorerPanel(page);
}

test.describe('the progress of a search', () => {
  test('shows a bar with the states, the rate and an estimate, then the verdict', async ({
    page,
  }) => {
    const explorer = await openModel(page);
    await explorer.start.click();
    await expect(explorer.progress).toBeVisible({ timeout: 20_000 });
    await expect(explorer.progress).toHaveAttribute(
      'aria-label',
      'Share of the schedules explored',
    );
    await expect(explorer.states).toHaveText(/^[1-9][\d,]* states$/, { timeout: 20_000 });
    await expect(explorer.rate).toHaveText(/^[1-9][\d,]* states\/s$/);
    // The bar has a value once a share of the search is done, and says the figures to a reader.
    await expect(explorer.progress).toHaveAttribute('value', /^(0\.\d+|1)$/);
    await expect(explorer.progress).toHaveAttribute('aria-valuetext', /^[1-9][\d,]* states · /);
    await expect(explorer.left).toHaveText(
      /^(estimating…|about \d+ s left|about \d+ min left|less than a second left)$/,
    );
    await expect(explorer.figures).toHaveText(/^[1-9][\d,]* states · [\d,]+ states\/s · .+$/);
    // Once the search has a shape, it says how long is left.
    await expect(explorer.left).toHaveText(
      /^(about \d+ s left|about \d+ min left|less than a second left)$/,
      {
        timeout: 20_000,
      },
    );
    const axe = await new AxeBuilder({ page }).include('[data-testid="explorer"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );

    await expect(explorer.verdict).toHaveAttribute('data-verdict', 'safe', { timeout: 90_000 });
    await expect(explorer.summary).toHaveText(
      /^Safe on all [\d,]+ schedules \([\d,]+ distinct states\) up to tick 15\.$/,
    );
    await expect(explorer.running).toBeHidden();
    await expect(explorer.start).toBeEnabled();
  });

  test('Cancel works from the keyboard, and the focus comes back to the button', async ({
    page,
  }) => {
    const explorer = await openModel(page);
    await explorer.start.focus();
    await page.keyboard.press('Enter');
    // The button is disabled while the search runs: the focus moves on to Cancel.
    await expect(explorer.stop).toBeFocused({ timeout: 20_000 });
    await expect(explorer.states).toHaveText(/^[1-9][\d,]* states$/, { timeout: 20_000 });
    await page.keyboard.press('Enter');
    await expect(explorer.cancelled).toHaveText('Cancelled: no verdict.');
    await expect(explorer.running).toBeHidden();
    await expect(explorer.start).toBeFocused();
  });

  test('Cancel takes the focus when its code arrives after the search has started', async ({
    page,
  }) => {
    // The bar's code loads with the first search (lazyExplore.ts): held back here until the
    // search runs, so Cancel appears after the button was disabled.
    const bar = await holdBack(page, 'ExploreProgressBar');
    const explorer = await openModel(page);
    await explorer.start.focus();
    await page.keyboard.press('Enter');
    await expect(explorer.root).toHaveAttribute('data-status', 'running', { timeout: 20_000 });
    await expect(explorer.stop).toHaveCount(0);
    bar.release();
    await expect(explorer.stop).toBeFocused({ timeout: 20_000 });
    await page.keyboard.press('Enter');
    await expect(explorer.cancelled).toHaveText('Cancelled: no verdict.');
    await expect(explorer.start).toBeFocused();
  });
});

test.describe('the progress of a search on a Chinese page', () => {
  test.use({ locale: 'zh-CN' });

  test('says its figures and its verdict in Chinese', async ({ page }) => {
    const explorer = await openModel(page);
    await explorer.start.click();
    await expect(explorer.progress).toHaveAttribute('aria-label', '已探索的调度比例', {
      timeout: 20_000,
    });
    await expect(explorer.states).toHaveText(/^已探索 [1-9][\d,]* 个状态$/, { timeout: 20_000 });
    await expect(explorer.rate).toHaveText(/^每秒 [1-9][\d,]* 个$/);
    await expect(explorer.left).toHaveText(
      /^(正在估算剩余时间…|预计还需约 \d+ 秒|预计还需约 \d+ 分钟|预计不到 1 秒)$/,
    );
    await expect(explorer.stop).toHaveText('取消');

    await expect(explorer.verdict).toHaveAttribute('data-verdict', 'safe', { timeout: 90_000 });
    await expect(explorer.summary).toHaveText(
      /^截至 tick 15，全部 [\d,]+ 种调度（[\d,]+ 个不同状态）都安全。$/,
    );
  });
});
