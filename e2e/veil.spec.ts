import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { FIRST_RUN } from './pages/waits';
import { WorkbenchPage } from './pages/WorkbenchPage';

const LESSON = 'lease-is-not-a-lock';

/** The names of the buttons a screen reader finds: Chromium's accessibility tree, as read. */
async function buttonsRead(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && n.role?.value === 'button')
    .map((n) => String(n.name?.value ?? ''));
}

test('behind the prediction veil the player is inert: its keys and controls do nothing', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  const player = new WorkbenchPage(page);
  await lesson.open(LESSON);
  // Drawn behind the veil once the learner is at the predictions.
  await lesson.toPredictions();
  await expect(player.timeline).toBeVisible();
  await expect(lesson.veil).toBeVisible();
  await expect(lesson.player).toHaveAttribute('inert', '');
  const before = await player.timeline.getAttribute('data-step');

  // Keys pressed on the page (not in a field) would move the playhead; here they must not.
  const title = page.getByRole('heading', { level: 2 }).first();
  await title.click();
  for (const key of ['End', 'ArrowRight', 'Space', 'w', 'v', ']']) await page.keyboard.press(key);
  await page.keyboard.press('?');
  await expect(player.helpSheet).toBeHidden();
  await page.waitForTimeout(300);
  await expect(player.timeline).toHaveAttribute('data-step', before ?? '-1');
  await expect(player.playButton).toHaveAttribute('data-playing', 'false');

  // Its controls take no focus and are left out of what a screen reader reads.
  await player.playButton.evaluate((b: HTMLElement) => b.focus());
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).not.toBe(
    'play-button',
  );
  const read = await buttonsRead(page);
  expect(read).toContain('Skip the prediction');
  expect(read).not.toContain('Play');
  expect(read).not.toContain('Step forward');

  // After the predictions, the same keys work.
  await lesson.predictStep(0, 'granted');
  await lesson.predictStep(2, 'granted');
  await lesson.predictStep(3, 'rejected');
  await lesson.predictStep(4, 'accepted');
  await lesson.predict.getByTestId('submit-predictions').click();
  await expect(lesson.veil).toBeHidden();
  await expect(lesson.player).not.toHaveAttribute('inert');
  await title.click();
  await page.keyboard.press('Home');
  await player.expectPlayheadAt(-1);
  await page.keyboard.press('ArrowRight');
  await player.expectPlayheadAt(0);
  await page.keyboard.press('End');
  await player.expectPlayheadAt(4);
  expect(await buttonsRead(page)).toContain('Play');
});

test('Run my SQL before predicting says why nothing is shown yet', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(LESSON);
  await expect(lesson.veil).toBeVisible();
  await expect(lesson.runVeiled).toBeEmpty();

  await lesson.runButton.click();
  await expect(page).toHaveURL(/[?&]sql=mine/, FIRST_RUN);
  await expect(lesson.runVeiled).toContainText(
    'Your SQL ran, but the timeline stays hidden until you make your prediction above (or skip it)',
  );
  await expect(lesson.veil).toBeVisible();

  // The way back to the prediction.
  await lesson.runVeiled.getByRole('button', { name: 'Go to the prediction' }).click();
  await expect(lesson.predict.getByRole('radio').first()).toBeFocused();

  // Once the veil is gone there is nothing to explain.
  await lesson.veil.getByRole('button', { name: 'Skip the prediction' }).click();
  await expect(lesson.veil).toBeHidden();
  await expect(lesson.runVeiled).toBeEmpty();
});

test('the Check button sits right below the editor it checks', async ({ page }) => {
  const lesson = new LessonPage(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lesson.open(LESSON);
    await expect(lesson.editor.locator('[role="tabpanel"]')).toBeVisible({ timeout: 20_000 });
    await lesson.toPredictions();
    // Below the editor, within a line of it, and under it rather than beside.
    await expect
      .poll(async () => {
        const editor = await lesson.editor.boundingBox();
        const check = await lesson.checkButton.boundingBox();
        if (!editor || !check) return null;
        const gap = check.y - (editor.y + editor.height);
        return { below: gap >= 0 && gap < 40, under: check.x >= editor.x - 1 };
      }, `at ${width} px`)
      .toEqual({ below: true, under: true });
  }
});

test('no colour shows through the veil: the red of a violation would give the outcome away', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await lesson.toPredictions();
  await expect(lesson.veil).toBeVisible();
  /** How many pixels of the player's box are clearly red, counted in a canvas of its picture. */
  const reddish = async () => {
    const png = await page.locator('.lesson-player').screenshot();
    return page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const g = canvas.getContext('2d')!;
      g.drawImage(image, 0, 0);
      const px = g.getImageData(0, 0, image.width, image.height).data;
      let n = 0;
      for (let k = 0; k < px.length; k += 4)
        if (px[k]! - Math.max(px[k + 1]!, px[k + 2]!) > 30) n++;
      return n;
    }, png.toString('base64'));
  };
  expect(await reddish()).toBe(0);
  // Uncovered, the starter's missed expectation and its violation are red: the count can fail.
  await lesson.skipPrediction();
  expect(await reddish()).toBeGreaterThan(100);
});
