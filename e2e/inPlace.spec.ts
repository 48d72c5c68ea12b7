// In-page actions on a lesson stay in place: Check my predictions, Skip, the timeline select, the
// Starter / Your SQL / Solution toggle, Run my SQL and "Show in the player" change the address in
// place (no history entry, so one Back leaves the lesson) and never scroll the page away from
// where the learner is working. At a desktop's and a phone's width.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { FIRST_RUN } from './pages/waits';

const LESSON = 'lease-is-not-a-lock';
const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";

/** Where the page is: its scroll offset, the history's length, and where `anchor` sits on screen. */
async function placeOf(page: Page, anchor: Locator) {
  const box = await anchor.boundingBox();
  const { y, length, focus } = await page.evaluate(() => ({
    y: window.scrollY,
    length: window.history.length,
    focus: document.activeElement?.tagName ?? 'BODY',
  }));
  return { y, length, focus, top: box?.y ?? Number.NaN, height: box?.height ?? 0 };
}

/**
 * Brings `control` to the middle of the screen (as a learner scrolls to it: a click would scroll
 * it into view itself), does `act`, waits for `done`, and checks the page stayed where it was:
 * the same history length, not scrolled to the top, and `anchor` (the control, or what stays when
 * the control goes) still on screen, within a third of a screen of where it was (what changed
 * around it may move it that much; a jump to the top moves it thousands of pixels).
 */
async function staysInPlace(
  page: Page,
  control: Locator,
  act: () => Promise<void>,
  done: () => Promise<void>,
  anchor: Locator = control,
): Promise<void> {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = await placeOf(page, anchor);
  await act();
  await done();
  const after = await placeOf(page, anchor);
  expect(after.length, 'no history entry').toBe(before.length);
  expect(after.focus, 'the focus is on something, not the <body>').not.toBe('BODY');
  if (before.y > 100) expect(after.y, 'not scrolled to the top').toBeGreaterThan(100);
  // On screen still, near where it was: it moves only by what changed around it.
  const screen = page.viewportSize()?.height ?? 0;
  expect(after.top, 'still on screen').toBeGreaterThan(-after.height);
  expect(after.top, 'still on screen').toBeLessThan(screen);
  expect(Math.abs(after.top - before.top), 'near where it was').toBeLessThan(screen / 3);
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('predict, run, switch the SQL and the timeline, check and show: all in place', async ({
      page,
    }) => {
      const lesson = new LessonPage(page);
      await lesson.open(LESSON);
      const arrived = await page.evaluate(() => window.history.length);

      // Check my predictions.
      for (const [step, outcome] of [
        [0, 'granted'],
        [2, 'granted'],
        [3, 'rejected'],
        [4, 'accepted'],
      ] as const)
        await lesson.predictStep(step, outcome);
      const submit = lesson.predict.getByTestId('submit-predictions');
      await staysInPlace(
        page,
        submit,
        () => submit.click(),
        () => expect(lesson.veil).toBeHidden(),
        lesson.predict.getByTestId('predict-step').last(),
      );
      await expect(page).toHaveURL(/[?&]sql=starter/);

      // Run my SQL, after typing a fix.
      await lesson.typeSql(FENCED);
      await staysInPlace(
        page,
        lesson.runButton,
        () => lesson.runButton.click(),
        () => expect(page).toHaveURL(/[?&]sql=mine/, FIRST_RUN),
      );

      // The Starter / Your SQL toggle.
      await staysInPlace(
        page,
        page.getByTestId('lesson-sql'),
        () => lesson.sqlChoice('Starter').check(),
        () => expect(page).toHaveURL(/[?&]sql=starter/),
      );

      // Check my SQL, then "Show in the player" on one of its timelines.
      await lesson.checkButton.click();
      await expect(lesson.report).toHaveAttribute('data-passed', 'true', { timeout: 30_000 });
      const other = lesson.report.locator('[data-testid="check-timeline"]').nth(1);
      const id = await other.getAttribute('data-timeline');
      await staysInPlace(
        page,
        other.getByRole('button'),
        () => other.getByRole('button').click(),
        () => expect(page).toHaveURL(new RegExp(`[?&]timeline=${id}`)),
      );

      // The timeline select.
      const select = page.getByTestId('lesson-scenario');
      const first = await select.locator('option').first().getAttribute('value');
      await staysInPlace(
        page,
        select,
        async () => {
          await select.selectOption(first ?? '');
        },
        () => expect(page).toHaveURL(new RegExp(`[?&]timeline=${first}`)),
      );

      // None of it was a page of its own: one Back leaves the lesson.
      expect(await page.evaluate(() => window.history.length)).toBe(arrived);
      await page.goBack();
      await expect(lesson.root).toHaveCount(0);
    });

    test('Skip the prediction stays in place', async ({ page }) => {
      const lesson = new LessonPage(page);
      await lesson.open(LESSON);
      const skip = lesson.veil.getByRole('button');
      await staysInPlace(
        page,
        skip,
        () => skip.click(),
        () => expect(lesson.veil).toBeHidden(),
        lesson.player,
      );
    });
  });
}
