// Behind the prediction's veil a lesson does not fetch the player's code (src/ui/predict/
// playerCode.ts): a first visit shows an outline under the veil, and the player loads when the
// learner comes to the predictions (pointer or keyboard), skips them, or prints. A learner who has
// predicted gets the player with the page.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { holdBack } from './pages/holdBack';
import { FIRST_RUN } from './pages/waits';

const LESSON = 'lease-is-not-a-lock';
/** The player's chunks: its own and the timeline it draws. */
const PLAYER_CODE = /\/assets\/(player|timeline)-[^/]*\.js$/;

/** Every request for the player's code the page makes from now on. */
function playerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (PLAYER_CODE.test(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Opens lesson 1 and waits for its work (the exercise) and the network to settle. */
async function openSettled(lesson: LessonPage): Promise<void> {
  await lesson.open(LESSON);
  await expect(lesson.codeView).toBeVisible({ timeout: 20_000 });
  await lesson.page.waitForLoadState('networkidle');
  await lesson.page.waitForTimeout(1000);
}

test('behind the veil no player code is fetched; pointing at the predictions loads it', async ({
  page,
}) => {
  const requests = playerRequests(page);
  const lesson = new LessonPage(page);
  await openSettled(lesson);
  expect(requests).toEqual([]);
  await expect(lesson.veil).toBeVisible();
  await expect(page.getByTestId('player-outline')).toBeVisible();
  // The note for paper is not for the screen.
  await expect(page.locator('.player-outline-print')).toBeHidden();
  await expect(lesson.timeline).toHaveCount(0);

  // The learner comes to the predictions: the player loads and draws behind the veil, still
  // inert, with the outcomes hidden.
  await lesson.predict.hover();
  await expect(lesson.timeline).toBeAttached(FIRST_RUN);
  expect(requests.length).toBeGreaterThan(0);
  await expect(page.getByTestId('player-outline')).toHaveCount(0);
  await expect(lesson.veil).toBeVisible();
  await expect(lesson.player).toHaveAttribute('inert', '');

  await lesson.skipPrediction();
  await expect(lesson.timeline).toBeVisible();
  await expect(lesson.player).not.toHaveAttribute('inert');
});

test('from the keyboard, a focus in the predictions loads the player too', async ({ page }) => {
  const requests = playerRequests(page);
  const lesson = new LessonPage(page);
  await openSettled(lesson);
  await lesson.predict.getByRole('radio').first().focus();
  await expect(lesson.timeline).toBeAttached(FIRST_RUN);
  expect(requests.length).toBeGreaterThan(0);
  await expect(lesson.veil).toBeVisible();
});

test('Skip the prediction with the player still on its way: the player shows once it comes', async ({
  page,
}) => {
  const held = await holdBack(page, 'player');
  const lesson = new LessonPage(page);
  await openSettled(lesson);
  expect(held.asked()).toBe(false);
  // Tab to Skip: the focus on it asks for the player, which is held back.
  await lesson.veil.getByRole('button').focus();
  await expect.poll(held.asked).toBe(true);
  await page.keyboard.press('Enter');
  await expect(lesson.veil).toBeHidden();
  await expect(page.getByTestId('player-outline')).toBeVisible();
  held.release();
  await expect(lesson.timeline).toBeVisible(FIRST_RUN);
  await expect(page.getByTestId('player-outline')).toHaveCount(0);
});

test('a learner who has predicted gets the player with the page, with no pointing', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  await lesson.open(LESSON);
  await lesson.skipPrediction();
  await expect(lesson.timeline).toBeVisible(FIRST_RUN);
  // Nothing near the predictions this time.
  await page.mouse.move(0, 0);
  await page.reload();
  await expect(lesson.root).toHaveAttribute('data-lesson', LESSON);
  await expect(lesson.timeline).toBeVisible(FIRST_RUN);
  await expect(lesson.veil).toHaveCount(0);
});

test('Ctrl+P before the player has loaded draws it, then prints it at its final step', async ({
  page,
}) => {
  // The browser's print dialog cannot open here: as the browser's would, the stand-in says that
  // printing starts and ends, and it records what the page shows in between.
  await page.addInitScript(() => {
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
      const timeline = document.querySelector(
        '[data-testid="lesson-player"] [data-testid="timeline"]',
      );
      const steps = document.querySelectorAll('[data-testid="timeline-step"]').length;
      (window as unknown as { printed: unknown[] }).printed.push(
        timeline ? { step: Number(timeline.getAttribute('data-step')), steps } : null,
      );
      window.dispatchEvent(new Event('afterprint'));
    };
    (window as unknown as { printed: unknown[] }).printed = [];
  });
  const requests = playerRequests(page);
  const lesson = new LessonPage(page);
  await openSettled(lesson);
  expect(requests).toEqual([]);
  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press('ControlOrMeta+p');
  const printed = () => page.evaluate(() => (window as unknown as { printed: unknown[] }).printed);
  await expect.poll(printed, FIRST_RUN).toHaveLength(1);
  const [figure] = (await printed()) as ({ step: number; steps: number } | null)[];
  // Drawn before printing, at its last step.
  expect(figure).not.toBeNull();
  expect(figure!.step).toBe(figure!.steps - 1);
});

test('printed from the browser’s menu before the player has come, the paper says to print again', async ({
  page,
}) => {
  const held = await holdBack(page, 'player');
  const lesson = new LessonPage(page);
  await openSettled(lesson);
  await page.emulateMedia({ media: 'print' });
  // Printing asks for the player; until it has come, the paper says why its figure is missing.
  await expect.poll(held.asked).toBe(true);
  await expect(page.locator('.player-outline-print')).toBeVisible();
  await expect(page.locator('.player-outline-print')).toContainText('Print again');
  held.release();
  await expect(lesson.timeline).toBeVisible(FIRST_RUN);
  const last = (await lesson.timelineSteps.count()) - 1;
  await expect(lesson.timeline).toHaveAttribute('data-step', String(last));
});

/** Where an element sits on the page (not on the screen): a layout shift moves it, a scroll not. */
const pageTop = (el: Locator) =>
  el.evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Beside the reading (wider than 1100 px) the player scrolls inside its own column; here the
  // exercise comes after it.
  test('the player arriving behind the veil moves nothing below it', async ({ page }) => {
    const lesson = new LessonPage(page);
    await openSettled(lesson);
    const before = await pageTop(lesson.codeView);
    await expect(page.getByTestId('player-outline')).toBeVisible();
    // The player, three or four times the outline's height here, draws behind the veil.
    await lesson.predict.hover();
    await expect(lesson.timeline).toBeAttached(FIRST_RUN);
    await expect(page.getByTestId('player-outline')).toHaveCount(0);
    expect(await pageTop(lesson.codeView)).toBe(before);
    // The learner's Skip lifts the veil: the whole player shows, nothing cut off.
    await lesson.skipPrediction();
    await expect(lesson.timeline).toBeVisible();
    expect(await lesson.player.evaluate((e) => e.scrollHeight - e.clientHeight)).toBe(0);
    expect(await pageTop(lesson.codeView)).toBeGreaterThan(before);
  });

  test('the run strip’s Show the timeline loads the player it scrolls to', async ({ page }) => {
    const requests = playerRequests(page);
    const lesson = new LessonPage(page);
    await openSettled(lesson);
    expect(requests).toEqual([]);
    const show = page.getByTestId('run-strip').getByRole('button', { name: 'Show the timeline' });
    // From the keyboard, so that no pointer passes over the predictions on its way.
    await show.focus();
    await page.keyboard.press('Enter');
    // The player behind the veil takes no focus: the veil's Skip does, on screen.
    await expect(lesson.veil.getByRole('button')).toBeFocused();
    await expect(lesson.veil.getByRole('button')).toBeInViewport();
    // What it brought into view is the player behind the veil, not the outline.
    await expect(lesson.timeline).toBeAttached(FIRST_RUN);
    await expect(page.getByTestId('player-outline')).toHaveCount(0);
    await expect(lesson.veil).toBeVisible();
  });
});
