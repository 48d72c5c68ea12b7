// A button that goes away once pressed hands the focus on to what it brought, so a keyboard user
// goes on from there instead of from the top of the page.
import { expect, test } from './fixtures';
import { DrillsPage, ReviewPage } from './pages/DrillsPage';
import { LessonPage } from './pages/LessonPage';
import { PracticePage } from './pages/PracticePage';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

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

test('player: a step button that can go no further keeps the focus', async ({ page }) => {
  const workbench = new WorkbenchPage(page);
  await workbench.open('seed-demo');
  const forward = page.getByRole('button', { name: 'Step forward' });
  await forward.focus();
  for (let k = 0; k < 12; k++) await page.keyboard.press('Enter');
  await expect(forward).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toBeFocused();
  const violation = page.getByRole('button', { name: 'Next violation' });
  await expect(violation).toHaveAttribute('aria-disabled', 'true');
  const back = page.getByRole('button', { name: 'Step back' });
  await back.focus();
  for (let k = 0; k < 12; k++) await page.keyboard.press('Enter');
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await expect(back).toBeFocused();
});

test('lesson: Check my SQL keeps the focus; the last hint takes it from its button', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await lesson.checkButton.focus();
  await page.keyboard.press('Enter');
  await lesson.expectReport(false);
  await expect(lesson.checkButton).toBeFocused();

  const hints = page.getByTestId('hints');
  await expect(hints.locator('ol')).toHaveAttribute('aria-live', 'polite');
  const reveal = page.getByTestId('reveal-hint');
  while ((await reveal.count()) > 0) {
    await reveal.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('hint').last()).toBeFocused();
});

test('mock interview: Start, Finish and Start again each hand the focus on', async ({ page }) => {
  const practice = new PracticePage(page);
  await practice.openMock();
  await page.getByTestId('mock-count').fill('1');
  await page.getByTestId('mock-follow-ups').fill('0');
  await page.getByTestId('start-mock').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#mock-prompt')).toBeFocused();
  await practice.answer.fill('The token is checked where the write lands.');
  await practice.reveal.click();
  await page.getByTestId('next-round').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mock-report')).toBeVisible();
  await expect(page.locator('#report-heading')).toBeFocused();
  await page.getByTestId('end-mock').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mock-count')).toBeFocused();
});

test('practice: Start this question again hands the focus to the question', async ({ page }) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.answer.fill('Half an answer');
  await page.getByTestId('question-again').focus();
  await page.keyboard.press('Enter');
  await expect(practice.answer).toHaveValue('');
  await expect(page.locator('#practice-prompt')).toBeFocused();
});

test('studio: Undo keeps the focus, and Remove this step leaves it on the lane', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 2, 'claim');
  await page.keyboard.press('Escape');
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.focus();
  while ((await undo.getAttribute('aria-disabled')) !== 'true') await page.keyboard.press('Enter');
  await expect(undo).toBeFocused();

  await studio.addStep('B', 3, 'claim');
  await page.keyboard.press('Escape');
  await studio.step(3, 'B', 'claim').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('step-form').getByRole('button', { name: 'Remove this step' }).click();
  await expect(studio.step(3, 'B', 'claim')).toHaveCount(0);
  await expect(page.locator('[data-testid="studio-lane"][data-actor="B"]')).toBeFocused();
});

test('the language switch keeps the focus across the reload it makes', async ({ page }) => {
  await page.goto('/lessons');
  const select = page.getByTestId('language-switch').locator('select');
  await select.focus();
  await select.selectOption('zh-CN');
  await expect(page).toHaveURL(/lang=zh-CN/);
  await expect(page.getByTestId('language-switch').locator('select')).toHaveValue('zh-CN');
  await expect(page.getByTestId('language-switch').locator('select')).toBeFocused();
  // A reload of its own does not.
  await page.reload();
  await expect(page.getByTestId('language-switch').locator('select')).not.toBeFocused();
});

test('the player’s headings sit under the section that holds it', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await lesson.toPredictions();
  await lesson.skipPrediction();
  await expect(lesson.player.locator('h3.player-title')).toHaveCount(1);
  await expect(lesson.player.locator('h2')).toHaveCount(0);

  const drills = new DrillsPage(page);
  await drills.open('?seed=12345&level=3');
  await drills.markAll(() => true);
  await drills.submit.click();
  await expect(page.locator('.drill-player h4.player-title')).toHaveCount(1);
  await expect(page.locator('.drill-player :is(h2, h3.player-title)')).toHaveCount(0);
});

test('studio: Paste and Share as exercise open on their first field, and Escape closes them', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await page.keyboard.press('Escape');
  const paste = page.getByTestId('paste-toggle');
  await paste.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('paste-text')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('paste-text')).toHaveCount(0);
  await expect(paste).toBeFocused();

  const share = page.getByTestId('share-exercise');
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#studio-exercise-heading')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-exercise-panel')).toHaveCount(0);
  await expect(share).toBeFocused();
});
