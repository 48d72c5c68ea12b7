// Check my SQL on generated timelines (docs/lessons.md): once every hand-written timeline passes,
// the checker compares the learner's SQL with the solution on timelines it makes, and shows the
// shortest one that tells them apart, side by side and in the player, never the solution's text.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';

const LESSON = 'lease-is-not-a-lock';

/** Passes every hand-written timeline (none finishes twice), but lets a second finish through. */
const NOT_CANCELLED = `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state <> 'cancelled'`;

/** The solution, written another way: right. */
const IN_RUNNING = `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state IN ('running')`;

/** What only the solution's WHERE says (the lesson's claim writes `state='running'` too). */
const SOLUTION_WHERE = "lease_until > :now AND state='running'";

/** The exercise's timeline and its variants (lessons/01-lease-is-not-a-lock.lesson.yaml). */
const TIMELINES = 7;

/** The chosen Chinese heading of the generated block (zh-CN lesson.generated.title). */
const ZH_TITLE = '检查器生成的时间线';

const SHOTS = '/tmp/e2e-shots';

/** Every text and attribute value of the page, spaces collapsed: what a learner could read. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.body.querySelectorAll('*'))
      for (const a of el.attributes) parts.push(a.value);
    return parts.join('\n').replace(/[\s\u00a0]+/g, ' ');
  });
}

/** Opens lesson 1 with the outcomes showing, types the wrong commit, and checks it. */
async function checkNotCancelled(page: Page): Promise<LessonPage> {
  const lesson = new LessonPage(page);
  await lesson.open(LESSON);
  await lesson.skipPrediction();
  await lesson.typeSql(NOT_CANCELLED);
  await lesson.checkButton.click();
  await expect(lesson.report).toHaveAttribute('data-passed', 'false', { timeout: 60_000 });
  return lesson;
}

/**
 * What the report and the player show for NOT_CANCELLED, in any language: every timeline passes,
 * the generated one has three steps, the runs part at the second commit (A accepts it, B rejects
 * it), and the player shows the learner's run there.
 */
async function expectTheDifference(lesson: LessonPage): Promise<void> {
  await expect(lesson.report.getByTestId('check-timeline')).toHaveCount(TIMELINES);
  await expect(
    lesson.report.locator('[data-testid="check-timeline"][data-passed="false"]'),
  ).toHaveCount(0);
  await expect(lesson.generated).toBeVisible();
  await expect(lesson.generated).toHaveAttribute('data-passed', 'false');
  await expect(lesson.generatedSentence).toContainText('commit');

  await expect(lesson.generatedSteps).toHaveCount(3);
  const parts = lesson.generatedSteps.and(lesson.page.locator('[data-parts="true"]'));
  await expect(parts).toHaveCount(1);
  await expect(parts).toHaveAttribute('data-differs', 'true');
  await expect(parts).toHaveAttribute('data-a', 'accepted');
  await expect(parts).toHaveAttribute('data-b', 'rejected');
  await expect(parts.locator('code')).toHaveText('commit');
  // Before the parting step the runs agree.
  await expect(lesson.generatedSteps.and(lesson.page.locator('[data-differs="true"]'))).toHaveCount(
    1,
  );
  const parting = await parts.getAttribute('data-step');
  // The parting row is marked on the lesson page too (compare.css comes with the table).
  const background = (row: Locator) =>
    row
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(await background(parts)).not.toBe(await background(lesson.generatedSteps.first()));

  // The player shows the learner's run of that timeline at once, the playhead where they part.
  await expectGeneratedInPlayer(lesson, parting);
}

/** The player shows the generated timeline (claim, commit, commit), the playhead at `parting`. */
async function expectGeneratedInPlayer(lesson: LessonPage, parting: string | null): Promise<void> {
  expect(parting).not.toBeNull();
  await expect(lesson.timelineSteps).toHaveCount(3);
  expect(await lesson.timelineActions()).toEqual(['claim', 'commit', 'commit']);
  await expect(lesson.timeline).toHaveAttribute('data-step', parting ?? '');
  // The learner's run: the step where they part is accepted.
  await expect(
    lesson.timelineSteps.and(lesson.page.locator(`[data-step="${parting}"]`)),
  ).toHaveAttribute('data-outcome', 'accepted');
}

/** Screenshots of the generated block on a desktop and on a phone; on the phone, no page scroll. */
async function shoot(lesson: LessonPage, lang: string): Promise<void> {
  const { page } = lesson;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await lesson.generated.scrollIntoViewIfNeeded();
    await lesson.generated.screenshot({ path: `${SHOTS}/generated-${lang}-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/generated-${lang}-${width}-view.png` });
    // The page itself never scrolls sideways; a table too wide scrolls inside its own box.
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    const scroll = lesson.generated.locator('.table-scroll').first();
    // On a desktop the steps table fits its box: A and B, the outcomes, are in view.
    if (width > 1000)
      expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const box = await scroll.boundingBox();
    const block = await lesson.generated.boundingBox();
    expect(box && block).toBeTruthy();
    if (box && block) {
      expect(box.x).toBeGreaterThanOrEqual(block.x);
      expect(box.x + box.width).toBeLessThanOrEqual(block.x + block.width + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }
}

test('a commit that passes every timeline but lets a second finish through fails on a generated timeline, shown side by side and in the player', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lesson = await checkNotCancelled(page);
  await expect(lesson.report.locator('h4')).toHaveText(
    '✗ Not yet: every timeline passes, but a timeline the checker made tells your SQL from the solution.',
  );
  await expect(lesson.generated.locator('h5')).toContainText('A timeline the checker made');
  await expect(lesson.generatedSentence).toHaveText(
    /^On a timeline the checker made \(3 steps\), your SQL lets \w+'s commit at t=\d+ through \(its commit at t=\d+ had already gone through\); with the solution's SQL that step is rejected\.$/,
  );
  await expectTheDifference(lesson);
  const parting = await lesson.generatedSteps
    .and(page.locator('[data-parts="true"]'))
    .getAttribute('data-step');
  await expect(lesson.status).toHaveText('In progress');

  // The solution's run is there, its SQL is not.
  expect(await pageText(page)).not.toContain(SOLUTION_WHERE);
  await expect(lesson.sqlChoice('Solution')).toBeDisabled();

  // Another timeline in the player, then the generated one again, at the same step.
  await lesson.checkedTimeline('takeover').getByRole('button').click();
  await expect(lesson.timelineSteps).toHaveCount(5);
  await lesson.generatedShow.click();
  await expectGeneratedInPlayer(lesson, parting);
  expect(await pageText(page)).not.toContain(SOLUTION_WHERE);

  await shoot(lesson, 'en');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the generated timeline’s heading and sentence are Chinese, and the player shows the same timeline', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lesson = await checkNotCancelled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(lesson.report.locator('h4')).toContainText(/\p{Script=Han}/u);
    await expect(lesson.report.locator('h4')).toContainText('检查器生成');
    await expect(lesson.generated.locator('h5')).toContainText(ZH_TITLE);
    await expect(lesson.generatedSentence).toContainText(/\p{Script=Han}/u);
    await expect(lesson.generatedSentence).toContainText('参考答案');
    await expect(lesson.generatedSentence).toContainText('（共 3 步）');
    await expectTheDifference(lesson);
    expect(await pageText(page)).not.toContain(SOLUTION_WHERE);
    await shoot(lesson, 'zh');
  });
});

test('the solution written another way is solved, and the headline counts the generated timelines that agreed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lesson = new LessonPage(page);
  await lesson.open(LESSON);
  await lesson.typeSql(IN_RUNNING);
  await lesson.checkButton.click();
  await expect(lesson.report).toHaveAttribute('data-passed', 'true', { timeout: 60_000 });
  const headline = lesson.report.locator('h4');
  await expect(headline).toHaveText(
    /^✓ Every timeline passes, your SQL does what the solution does on \d+ timelines the checker made, and every schedule of the exercise is safe\.$/,
  );
  const n = Number(/on (\d+) timelines/.exec((await headline.textContent()) ?? '')?.[1]);
  expect(n).toBeGreaterThan(TIMELINES);
  await expect(lesson.generated).toHaveCount(0);
  await expect(lesson.status).toHaveText('Solved');
});
