// Traces recorded on PostgreSQL (lessons/postgres/*.trace.json), played back without a server:
// reached from lesson 13's link, labelled as recorded, with the waits drawn on the lanes, in
// English and in Chinese, at a phone's width, and with no editor to run them in the browser.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { englishLeft } from './pages/englishLeft';
import { RecordedPage } from './pages/RecordedPage';

const LESSON = '/lessons/claim-in-one-short-statement';
const NAME = 'for-update-waits';
const FIXTURE = JSON.parse(readFileSync(`lessons/postgres/${NAME}.trace.json`, 'utf8')) as {
  server: string;
  trace: { steps: { actor: string; do: string; at: number; waited?: { until: number } }[] };
};
const STEPS = FIXTURE.trace.steps;
const LAST = STEPS.length - 1;
const B_CLAIM = STEPS.findIndex((s) => s.actor === 'B' && s.do === 'claim');
const A_END = STEPS.find((s) => s.actor === 'A' && s.do === 'end');

/** Opens lesson 13 and follows its link to the recording. */
async function fromLesson(page: Page): Promise<RecordedPage> {
  await page.goto(LESSON);
  await expect(page.getByTestId('lesson-page')).toBeVisible({ timeout: 20_000 });
  const link = page.locator(`a[href="/recorded/${NAME}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/recorded/${NAME}$`));
  const recorded = new RecordedPage(page);
  await recorded.waitFor(NAME);
  return recorded;
}

test.describe('a recorded PostgreSQL trace', () => {
  test("opens from lesson 13, says where it was recorded, and shows B's wait", async ({ page }) => {
    expect(A_END?.at).toBe(STEPS[B_CLAIM]?.waited?.until);
    const recorded = await fromLesson(page);
    await expect(recorded.label).toContainText(
      `Recorded on ${FIXTURE.server} — not run in your browser`,
    );
    await expect(recorded.label).toContainText(/^Recorded on PostgreSQL 15\./);
    await expect(page.getByTestId('scenario-title')).toHaveText(
      'Without SKIP LOCKED, the second worker waits for the first',
    );
    // Nothing to edit or explore: it cannot run in the browser, and the page says so.
    await expect(page.getByTestId('editor-pane')).toHaveCount(0);
    await expect(page.getByTestId('explorer')).toHaveCount(0);
    await expect(recorded.noEditor).toContainText('not offered for a recording');
    await expect(recorded.noEditor.locator('code')).toHaveText(
      `npm run cli -- run lessons/postgres/${NAME}.scenario.yaml --engine postgres`,
    );

    await recorded.playToEnd(LAST);
    await expect(recorded.timelineStep(B_CLAIM)).toHaveAttribute('data-outcome', 'granted');
    const wait = recorded.waitsOf('B');
    await expect(wait).toHaveCount(1);
    await expect(wait).toBeVisible();
    const text = `B waits for a lock held by A from t=2 to t=${A_END?.at}`;
    await expect(wait).toHaveAttribute('aria-label', text);
    await expect(wait.locator('title')).toHaveText(text);
    await expect(wait).toHaveAttribute('data-from', '2');
    await expect(recorded.waitsOf('A')).toHaveCount(0);
    await expect(recorded.waitList.getByTestId('recorded-wait')).toHaveText([text]);
  });

  test('a recording links back to the lesson whose claim it backs', async ({ page }) => {
    // Lesson 9 links its PostgreSQL recordings; the way back names lesson 9, not lesson 13.
    await page.goto('/lessons/cancel-wins-at-the-finish');
    await expect(page.getByTestId('lesson-page')).toBeVisible({ timeout: 20_000 });
    const link = page.locator('a[href="/recorded/cancel-writes-the-job-row"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const recorded = new RecordedPage(page);
    await recorded.waitFor('cancel-writes-the-job-row');
    const back = page.getByTestId('recorded-lesson');
    await expect(back).toHaveText('← Lesson 9: A cancel must be checked where the worker finishes');
    await back.click();
    await expect(page).toHaveURL(/\/lessons\/cancel-wins-at-the-finish$/);
  });

  test('lists every recording, and one without waits says so', async ({ page }) => {
    const recorded = new RecordedPage(page);
    await recorded.open(NAME);
    await page.getByTestId('recorded-link-skip-locked-queue').click();
    await recorded.waitFor('skip-locked-queue');
    await expect(page.locator('[data-testid="wait-span"]')).toHaveCount(0);
    await expect(page.getByTestId('recorded-no-waits')).toBeVisible();
  });

  test('a name with no recording says so', async ({ page }) => {
    await page.goto('/recorded/no-such-recording');
    await expect(page.getByTestId('recorded-missing')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a recorded trace at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('does not scroll sideways, and the wait is still drawn', async ({ page }) => {
    const recorded = new RecordedPage(page);
    await recorded.open(NAME);
    await expect(recorded.label).toBeVisible();
    await expect(recorded.waitsOf('B')).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test.describe('a recorded trace in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('opens from lesson 13 with the Chinese label, title and wait', async ({ page }) => {
    const recorded = await fromLesson(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(recorded.label).toContainText(`录制于 ${FIXTURE.server}，并非在你的浏览器里运行`);
    await expect(page.getByTestId('scenario-title')).toHaveText(
      '不加 SKIP LOCKED，第二个 worker 要等第一个',
    );
    await expect(recorded.noEditor).toContainText('录制结果不提供编辑器和探索器');
    await expect(page.getByTestId('recorded-lesson')).toHaveText(/^← 第 13 课：\S/);
    await recorded.playToEnd(LAST);
    const text = `B 在等 A 持有的锁：从 t=2 到 t=${A_END?.at}`;
    await expect(recorded.waitsOf('B')).toHaveAttribute('aria-label', text);
    await expect(recorded.waitList.getByTestId('recorded-wait')).toHaveText([text]);
    // No English left but code and names; `begin` and `end` are step names as the file writes them.
    const left = (await englishLeft(page)).filter((w) => !/^(begin|end)\b/.test(w));
    expect(left).toEqual([]);
  });
});
