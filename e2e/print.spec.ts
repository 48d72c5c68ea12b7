// A lesson printed for a handout (src/ui/lesson/print.css): the prose, the timeline as a figure at
// its final step, the exercise's prompt, no controls, light in either theme; and a PDF of it.
import { expect, test } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { ThemeSwitch } from './pages/ThemeSwitch';

test('lesson 1 prints as a handout: prose, the final step as a figure, the prompt, no controls', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  const timeline = lesson.player.getByTestId('timeline');
  await expect(timeline).toBeVisible({ timeout: 20_000 });
  const last = (await lesson.player.getByTestId('timeline-step').count()) - 1;
  expect(last).toBeGreaterThan(0);
  const before = await timeline.getAttribute('data-step');
  expect(before).not.toBe(String(last));
  // Chosen dark on screen; paper is light.
  const theme = new ThemeSwitch(page);
  await theme.choose('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.emulateMedia({ media: 'print' });

  // The timeline is a figure at its final step, not behind the prediction's veil.
  await expect(timeline).toHaveAttribute('data-step', String(last));
  await expect(
    lesson.player.locator(`[data-testid="timeline-step"][data-step="${last}"]`),
  ).toHaveAttribute('data-state', 'current');
  await expect(timeline).toBeVisible();
  await expect(lesson.veil).toBeHidden();
  await expect(lesson.player.getByTestId('scenario-title')).toBeVisible();

  // The prose and the exercise's prompt.
  await expect(lesson.root.locator('.lesson-text .prose').first()).toBeVisible();
  await expect(lesson.root.locator('.lesson-text h3').first()).toBeVisible();
  await expect(page.getByTestId('exercise').locator('.prose').first()).toBeVisible();
  await expect(page.getByTestId('predict')).toBeVisible();

  // No controls: no button anywhere, no playback bar, no editor, no header or its switches.
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(page.locator('[role="button"]:visible')).toHaveCount(0);
  await expect(page.getByTestId('playback')).toBeHidden();
  await expect(lesson.editor).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByTestId('language-switch')).toBeHidden();
  await expect(theme.root).toBeHidden();
  await expect(page.getByTestId('lesson-sql')).toBeHidden();

  // Dark on light, whatever the theme on screen.
  const colours = await page.evaluate(() => ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    text: getComputedStyle(document.body).color,
    paper: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours).toEqual({
    scheme: 'light',
    text: 'rgb(27, 31, 36)',
    paper: 'rgb(255, 255, 255)',
  });

  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.byteLength).toBeGreaterThan(10_000);

  // Back on screen, the playhead is where the learner left it, and the controls are back.
  await page.emulateMedia({ media: 'screen' });
  await expect(timeline).toHaveAttribute('data-step', before ?? '-1');
  await expect(page.getByTestId('playback')).toBeVisible();
});
