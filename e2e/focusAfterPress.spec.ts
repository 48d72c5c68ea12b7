// A button that goes away once pressed hands the focus on to what it brought, so a keyboard user
// goes on from there instead of from the top of the page.
import { expect, test } from './fixtures';
import { DrillsPage, ReviewPage } from './pages/DrillsPage';
import { LessonPage } from './pages/LessonPage';
import { PracticePage } from './pages/PracticePage';
import { StudioPage } from './pages/StudioPage';

test('practice: Reveal, then Ask me, each with the keyboard, leave the focus on what they show', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.answer.fill('The lease ran out while the worker was paused.');
  await practice.reveal.focus();
  await page.keyboard.press('Enter');
  await expect(practice.round).toHaveAttribute('data-revealed', 'true');
  await expect(page.locator('#practice-ref')).toBeFocused();

  const ask = page.getByTestId('ask-follow-up').first();
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(practice.round).toHaveAttribute('data-depth', '1');
  await expect(page.getByTestId('round-prompt')).toBeFocused();
  // From there, Tab reaches the follow-up's answer box.
  await page.keyboard.press('Tab');
  await expect(practice.answer).toBeFocused();
});

test('review and drills: Show the answer and Check leave the focus on the answer and the score', async ({
  page,
}) => {
  const review = new ReviewPage(page);
  await review.open();
  await review.card.getByTestId('reveal-answer').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-answer')).toBeFocused();

  const drills = new DrillsPage(page);
  await drills.open('?seed=12345&level=3');
  await drills.markAll(() => true);
  await drills.submit.focus();
  await page.keyboard.press('Enter');
  await expect(drills.score).toBeFocused();
});

test('studio: Delete on a step leaves the focus on its lane', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 2, 'claim');
  await page.keyboard.press('Escape');
  await studio.step(2, 'A', 'claim').focus();
  await page.keyboard.press('Delete');
  await expect(studio.step(2, 'A', 'claim')).toHaveCount(0);
  await expect(page.locator('[data-testid="studio-lane"][data-actor="A"]')).toBeFocused();
});

test('another page names itself in the title and takes the focus to its heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('story')).toBeVisible();
  // A visit's first page: the page's own title, and the focus where the browser puts it.
  await expect(page).toHaveTitle('FenceLab');
  await page.getByTestId('nav-lessons').focus();
  await page.keyboard.press('Enter');
  const heading = page.locator('[data-page] h2').first();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${await heading.innerText()} · FenceLab`);

  const card = page.locator('[data-lesson="lease-is-not-a-lock"] a');
  await card.focus();
  await page.keyboard.press('Enter');
  const lesson = new LessonPage(page);
  await expect(lesson.root).toHaveAttribute('data-lesson', 'lease-is-not-a-lock');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^A lease lets others take over.* · FenceLab$/);
  // Back: the list's title again, and its heading has the focus.
  await page.goBack();
  await expect(page).toHaveTitle(/^Lessons.* · FenceLab$/);
  await expect(heading).toBeFocused();
});
