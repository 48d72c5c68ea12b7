// What a learner works with is on one screen: the header is one short row on a phone; the home
// story's caption and its timeline fit together at every step; in a lesson the editor and the
// timeline are both in view while editing at 1280 × 800, and on a phone the run strip stays above
// the editor; the solution's diff shows every line it changes, however narrow.
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { FIRST_RUN } from './pages/waits';
import { StoryPage } from './pages/StoryPage';

const LESSON = 'lease-is-not-a-lock';
const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";

/** Whether the whole of `what` is inside the viewport. */
async function wholeOnScreen(page: Page, what: Locator): Promise<{ top: number; bottom: number }> {
  const box = await what.boundingBox();
  expect(box, 'it is laid out').not.toBeNull();
  const height = page.viewportSize()?.height ?? 0;
  return { top: Math.round(box!.y), bottom: Math.round(box!.y + box!.height - height) };
}

async function expectOnScreen(page: Page, what: Locator, name: string): Promise<void> {
  const { top, bottom } = await wholeOnScreen(page, what);
  expect(top, `${name}: its top is on screen`).toBeGreaterThanOrEqual(0);
  expect(bottom, `${name}: its bottom is on screen`).toBeLessThanOrEqual(0);
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one short row; Menu opens the navigation and the switches', async ({
    page,
  }) => {
    await page.goto('/lessons');
    const header = page.locator('header.app-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByTestId('menu-button');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('language-switch')).toBeVisible();
    await expect(page.getByTestId('theme-switch')).toBeVisible();
    // Escape closes it and gives the focus back to the button.
    await nav.getByRole('link', { name: 'Practice' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // Choosing a page closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test("the story's caption and its timeline share the screen at every step", async ({ page }) => {
    const story = new StoryPage(page);
    await story.open();
    const frames = Number(
      (await story.position.textContent())?.match(/of (\d+)/)?.[1] ?? Number.NaN,
    );
    expect(frames).toBeGreaterThan(2);
    for (let i = -1; i < frames; i++) {
      if (i >= 0) await story.next.click();
      await story.expectAt(i);
      await expectOnScreen(
        page,
        story.caption.locator('#story-caption-title'),
        `step ${i}: the caption's title`,
      );
      await expectOnScreen(page, story.caption.locator('.story-text'), `step ${i}: its text`);
      await expectOnScreen(page, story.timeline, `step ${i}: the timeline`);
    }
    // At the end, what it showed and the ways on come under the timeline.
    const end = page.getByTestId('story-end');
    await expect(end).toContainText('The lease alone could not stop A');
    expect((await end.boundingBox())!.y).toBeGreaterThan((await story.timeline.boundingBox())!.y);
  });

  test('the run strip stays above the editor and shows the run of my SQL', async ({ page }) => {
    // Monaco loads and the lesson runs twice: more than a plain page's 30 s on a loaded machine.
    test.slow();
    const lesson = new LessonPage(page);
    await lesson.open(LESSON);
    await lesson.skipPrediction();
    await lesson.startEditing();
    await lesson.typeSql(FENCED);
    const strip = page.getByTestId('run-strip');
    // Scrolled to the editor's buttons, as a learner who has just typed is.
    await lesson.runButton.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await lesson.runButton.click();
    await expect(page).toHaveURL(/[?&]sql=mine/, FIRST_RUN);
    await expect(strip.getByTestId('run-strip-verdict')).toHaveText(
      'Your SQL: 4 of 4 expected, safe.',
    );
    await expectOnScreen(page, strip, 'the run strip');
    await expectOnScreen(page, lesson.runButton, 'Run my SQL');
    const outcomes = await strip
      .getByTestId('run-strip-step')
      .evaluateAll((all) => all.map((li) => li.getAttribute('data-outcome')));
    expect(outcomes).toEqual(
      await lesson.timelineSteps.evaluateAll((all) =>
        all.map((s) => s.getAttribute('data-outcome')),
      ),
    );
    expect(outcomes).toContain('rejected');
    // Show the timeline brings the whole player into view.
    await strip.getByRole('button', { name: 'Show the timeline' }).click();
    await expect(lesson.player).toBeFocused();
    expect((await lesson.player.boundingBox())!.y).toBeLessThan(50);
  });

  test('going back through the exercise by keyboard, the focus is never under the run strip', async ({
    page,
  }) => {
    const lesson = new LessonPage(page);
    await lesson.open(LESSON);
    await lesson.skipPrediction();
    const strip = page.getByTestId('run-strip');
    await expect(strip.getByTestId('run-strip-step').first()).toBeVisible(FIRST_RUN);
    await lesson.checkButton.focus();
    const seen: string[] = [];
    // Shift+Tab from Check my SQL up through the exercise, as far as its heading.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const at = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const bar = document.querySelector('[data-testid="run-strip"]')!.getBoundingClientRect();
        const box = focused.getBoundingClientRect();
        return {
          name: focused.getAttribute('aria-label') ?? focused.textContent?.slice(0, 30) ?? '',
          inStrip: focused.closest('[data-testid="run-strip"]') !== null,
          inExercise: focused.closest('[data-testid="exercise"]') !== null,
          covered: box.top < bar.bottom - 1 && box.bottom > bar.top + 1,
        };
      });
      if (!at.inExercise) break;
      if (at.inStrip) continue;
      seen.push(at.name);
      expect(at.covered, `${at.name} is not under the run strip`).toBe(false);
    }
    // The editor's tabs and the code are among them, not only the buttons below the editor.
    expect(seen.length).toBeGreaterThan(2);
  });
});

test.describe('on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the editor and the timeline are both on screen while editing and running', async ({
    page,
  }) => {
    const lesson = new LessonPage(page);
    await lesson.open(LESSON);
    await lesson.skipPrediction();
    await lesson.startEditing();
    await lesson.editor.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectOnScreen(page, lesson.editor, 'the editor');
    await expectOnScreen(page, lesson.timeline, 'the timeline');
    await expect(page.getByTestId('run-strip')).toBeHidden();

    await lesson.typeSql(FENCED);
    await lesson.runButton.click();
    await expect(page).toHaveURL(/[?&]sql=mine/, FIRST_RUN);
    await expect(lesson.player.getByTestId('verdict-ok')).toHaveText(
      'Every stated expectation was met.',
    );
    await expectOnScreen(page, lesson.editor, 'the editor, after Run');
    await expectOnScreen(page, lesson.runButton, 'Run my SQL, after Run');
    await expectOnScreen(page, lesson.timeline, 'the timeline, after Run');
  });
});

for (const width of [1440, 390]) {
  test(`at ${width} px the solution's diff shows every line it changes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const lesson = new LessonPage(page);
    await lesson.open(LESSON);
    await page.getByTestId('show-solution').click();
    const diff = page.getByTestId('solution-diff');
    await expect(diff.locator('[data-diff="add"]')).toContainText("AND state='running'");
    const lines = await diff.locator('.diff-line').evaluateAll((all) =>
      all.map((line) => {
        const box = line.getBoundingClientRect();
        const pre = line.closest('pre')!.getBoundingClientRect();
        return {
          text: line.textContent,
          cut: line.scrollWidth > line.clientWidth + 1 || box.right > pre.right + 1,
        };
      }),
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line, line.text ?? '').toMatchObject({ cut: false });
    const pre = diff.locator('pre').first();
    expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });
}

test('the first Tab reaches a skip link, and it moves the focus to the page, past the header', async ({
  page,
}) => {
  await page.goto('/lessons');
  await expect(page.locator('.lesson-card').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/\/lessons$/);
  // The next Tab goes into the page's content, not back to the header.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(inMain).toBe(true);
});
