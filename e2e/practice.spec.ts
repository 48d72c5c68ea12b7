import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { PracticePage } from './pages/PracticePage';

const CORE = 'Why a fencing token, when the lease has already expired?';
const CORE_ID = 'why-fence-after-lease-expires';
const OTHER_ID = 'idempotency-key-versus-token';

test('/practice opens on the core question, and writes it into its address in place', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await expect(practice.round).toHaveAttribute('data-question', CORE_ID);
  await expect(practice.picker).toHaveValue(CORE_ID);
  await expect(practice.picker.locator('option[value=""]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/practice\\?question=${CORE_ID}$`));
  const arrived = await page.evaluate(() => window.history.length);

  // Another question is an in-page change: the address follows, with no new history entry.
  await practice.picker.selectOption(OTHER_ID);
  await expect(practice.round).toHaveAttribute('data-question', OTHER_ID);
  await expect(page).toHaveURL(new RegExp(`/practice\\?question=${OTHER_ID}$`));
  expect(await page.evaluate(() => window.history.length)).toBe(arrived);

  // A deep link opens the question it names, and so does a reload of it.
  await practice.open(`?question=${OTHER_ID}`);
  await expect(practice.round).toHaveAttribute('data-question', OTHER_ID);
  await expect(practice.picker).toHaveValue(OTHER_ID);
  await page.reload();
  await expect(practice.round).toHaveAttribute('data-question', OTHER_ID);
  await expect(page).toHaveURL(new RegExp(`/practice\\?question=${OTHER_ID}$`));

  // An id the bank does not have opens the core question, and the address says so.
  await practice.open('?question=no-such-question');
  await expect(practice.round).toHaveAttribute('data-question', CORE_ID);
  await expect(page).toHaveURL(new RegExp(`/practice\\?question=${CORE_ID}$`));
});

test('a reload comes back to the follow-up left and its answer; Start again clears it', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open(`?question=${CORE_ID}`);
  await practice.answerAndReveal('The token is checked by the store.', 'Solid');
  await page.getByTestId('ask-follow-up').first().click();
  await expect(practice.round).toHaveAttribute('data-depth', '1');
  await practice.answer.pressSequentially('Two steps, not one');

  await page.reload();
  await expect(practice.round).toHaveAttribute('data-depth', '1');
  await expect(practice.answer).toHaveValue('Two steps, not one');
  await expect(page).toHaveURL(new RegExp(`/practice\\?question=${CORE_ID}$`));

  // Another question and back by the picker: this one is where it was left, too.
  await practice.picker.selectOption(OTHER_ID);
  await expect(practice.round).toHaveAttribute('data-question', OTHER_ID);
  await expect(practice.answer).toHaveValue('');
  await practice.picker.selectOption(CORE_ID);
  await expect(practice.round).toHaveAttribute('data-depth', '1');
  await expect(practice.answer).toHaveValue('Two steps, not one');

  // Started again, it stays started again after a reload.
  await page.getByTestId('question-again').click();
  await expect(practice.round).toHaveAttribute('data-depth', '0');
  await expect(practice.answer).toHaveValue('');
  await page.reload();
  await expect(practice.round).toHaveAttribute('data-depth', '0');
  await expect(practice.answer).toHaveValue('');
  await expect(page.getByTestId('question-again')).toHaveCount(0);
});

test('a saved self-grade says what was recorded and when the question comes back in Review', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.answerAndReveal('The write carries a fencing token.', 'Solid');
  await practice.keyPoints.first().getByRole('checkbox').check();
  await expect(practice.gradeSaved).toHaveText('');
  await practice.saveGrade.click();
  await expect(practice.gradeSaved).toHaveText(
    /^Saved to your review schedule: Solid, with 1 of \d+ key points ticked\. This question comes back in Review in 10 minutes \(.+\)\. Open Review$/,
  );
  await expect(practice.saveGrade).toHaveText('✓ Saved to Review');
  await expect(practice.round.getByRole('radio', { name: 'Senior' })).toBeDisabled();

  // The review page has it: the question's card, graded "good", is in its history.
  await practice.gradeSaved.getByRole('link', { name: 'Open Review' }).click();
  const entry = page.locator(`[data-testid="review-entry"][data-card="question/${CORE_ID}"]`);
  await expect(entry).toHaveCount(1, { timeout: 20_000 });
  await expect(entry).toContainText(': good — ');
});

test('Prove it says which key point it proves, and Back to the question keeps the answer', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  const answer = 'A GC pause can outlive the lease, so the write must carry a fencing token.';
  await practice.answer.fill(answer);
  await practice.reveal.click();
  const point = practice.keyPoint('The old worker does not know it lost the lease');
  const prove = point.getByTestId('prove-it');
  await expect(prove).toHaveAccessibleName(
    /^Prove it: “The old worker does not know it lost the lease” — open example “seed-demo” in the player$/,
  );
  await prove.click();
  await expect(page).toHaveURL(
    /\/playground\?scenario=seed-demo&proves=why-fence-after-lease-expires\.\d$/,
  );
  await expect(practice.proof).toHaveText(
    `This proves a key point of “${CORE}”: The old worker does not know it lost the lease. Back to the question`,
  );
  await expect(page.getByTestId('scenario-title')).toHaveText(
    'A stale worker resumes after takeover',
  );

  await practice.backToQuestion.click();
  await expect(page).toHaveURL(new RegExp(`/practice\\?question=${CORE_ID}$`));
  await expect(practice.round).toHaveAttribute('data-revealed', 'true');
  await expect(practice.answer).toHaveValue(answer);
  await expect(practice.proof).toHaveCount(0);
});

test('a full practice round: answer under the timer, reveal, hint, self-grade, prove it, follow-up', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await expect(page.getByRole('link', { name: 'Spot the stale write (drills)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review (spaced repetition)' })).toBeVisible();

  // A shorter timer, kept across reloads.
  await page.getByTestId('timer-seconds').fill('90');
  await page.reload();
  await expect(page.getByTestId('timer-seconds')).toHaveValue('90');

  await practice.pick(`★ ${CORE}`);
  await expect(practice.round).toHaveAttribute('data-question', CORE_ID);
  await expect(practice.countdown).toHaveText(/^1:(30|29|28) left$/);
  await expect(page.getByTestId('audio').or(page.getByTestId('audio-unavailable'))).toBeVisible();

  await practice.answerAndReveal(
    'A GC pause can outlive the lease. The write carries a fencing token and the UPDATE checks it. ' +
      'There is no highest token kept anywhere.',
    'Solid',
  );
  await expect(practice.countdown).toHaveText(/^You took 0:\d\d\.$/);
  await expect(page.getByRole('heading', { name: 'Reference answer' })).toBeVisible();
  await expect(page.getByTestId('hint-summary')).toContainText('Hint, not a grade');
  const paused = practice.keyPoint('The old worker does not know it lost the lease');
  await expect(paused).toHaveAttribute('data-mentioned', 'true');
  await expect(paused.getByTestId('key-point-hint')).toContainText('gc pause');
  // "no highest token" is negated: the matcher does not count it.
  await expect(practice.keyPoint('The resource keeps the highest token')).toHaveAttribute(
    'data-mentioned',
    'false',
  );
  await paused.getByRole('checkbox').check();
  await expect(paused).toHaveAttribute('data-covered', 'true');
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="practice-page"]').analyze()).violations,
  ).toEqual([]);

  // The follow-up is a question of its own, with its own answer and reveal.
  await page.getByTestId('ask-follow-up').first().click();
  await expect(practice.round).toHaveAttribute('data-depth', '1');
  await expect(page.getByTestId('round-prompt')).toContainText('lease_until > now()');
  await expect(practice.answer).toHaveValue('');
  await practice.answerAndReveal('The check and the write are two steps.', 'Basic');
  await expect(page.getByTestId('revealed')).toContainText('The check and the write are two steps');
  await page.getByTestId('ask-follow-up').first().click();
  await expect(practice.round).toHaveAttribute('data-depth', '2');

  // Prove it: back to the question itself, and its key point opens the seed demo in the player.
  await page.getByTestId('question-again').click();
  await expect(practice.round).toHaveAttribute('data-depth', '0');
  await expect(page.getByTestId('question-again')).toHaveCount(0);
  await practice.reveal.click();
  await practice.keyPoint('The old worker does not know').getByTestId('prove-it').click();
  await expect(page).toHaveURL(/\/playground\?scenario=seed-demo&proves=[\w-]+\.\d$/);
  await expect(page.locator('[data-testid="timeline-step"][data-step="3"]')).toHaveAttribute(
    'data-outcome',
    'rejected',
  );
});

test('a key point from a lesson opens that lesson on the scenario that proves it', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.pick("Cancelling a job while a worker's lease is still valid");
  await practice.reveal.click();
  await practice.keyPoint('Cancel can move the fence').getByTestId('prove-it').click();
  await expect(page).toHaveURL(
    /\/lessons\/cancel-wins-at-the-finish\?timeline=cancel-epoch&proves=cancel-while-lease-valid\.\d$/,
  );
  // Not the lesson's first timeline: the one the key point names.
  await expect(page.getByTestId('lesson-scenario')).toHaveValue('cancel-epoch');
  await expect(practice.proof).toContainText('Cancel can move the fence');
  await practice.backToQuestion.click();
  await expect(practice.round).toHaveAttribute('data-question', 'cancel-while-lease-valid');
  await expect(practice.round).toHaveAttribute('data-revealed', 'true');
});

test('a mock interview of two questions with a follow-up each, exported as Markdown', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.openMock();
  await page.getByTestId('mock-count').fill('2');
  await page.getByTestId('mock-follow-ups').fill('1');
  // Before it starts, the screen says what will happen.
  await expect(page.getByTestId('mock-plan-questions')).toHaveText(
    /^2 questions drawn at random from the \d+ in the bank, each followed by up to 1 follow-up down its ladder: 4 answers in all\.$/,
  );
  await expect(page.getByTestId('mock-plan-timer')).toContainText(
    '2:00 on the clock for each answer',
  );
  await expect(page.getByTestId('mock-plan-audio')).toContainText('never uploaded');
  await expect(page.getByTestId('mock-plan-end')).toContainText('download as Markdown');
  await page.getByTestId('start-mock').click();
  for (let k = 1; k <= 4; k++) {
    await expect(page.getByTestId('mock-progress')).toHaveText(`Answer ${k} of 4`);
    await practice.answerAndReveal(`My answer number ${k}: the fencing token is checked.`, 'Solid');
    await expect(practice.gradeSaved).toHaveText(/^Noted: Solid\. It goes into your report/);
    if (k === 1) await practice.keyPoints.first().getByRole('checkbox').check();
    await page.getByTestId('next-round').click();
  }
  await expect(page.getByTestId('mock-progress')).toHaveText('Done: 4 answers');
  await expect(page.getByTestId('report-row')).toHaveCount(4);
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="mock-page"]').analyze()).violations,
  ).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-report').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fencelab-mock-interview-\d{4}-\d\d-\d\d\.md$/);
  const md = readFileSync((await download.path())!, 'utf8');
  expect(md).toContain('# FenceLab mock interview');
  expect(md).toMatch(/· 4 answers · \d+:\d\d in all/);
  for (let k = 1; k <= 4; k++) expect(md).toContain(`> My answer number ${k}:`);
  expect(md).toContain('— follow-up 1');
  expect(md).toMatch(/\| 1 \| .+ \| \d+:\d\d \| solid \| 1 of \d \|/);
  expect(md).toContain('- [x] ');
});

test('follow-up prompts and "Ask me" buttons show inline code, not Markdown backticks', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.pick(`★ ${CORE}`);
  await practice.reveal.click();
  const ask = page.getByTestId('ask-follow-up').filter({ hasText: 'lease_until' });
  await expect(ask.locator('code')).toHaveText('lease_until > now()');
  await expect(ask).not.toContainText('`');
  await ask.click();
  const prompt = page.getByTestId('round-prompt');
  await expect(prompt.locator('code')).toHaveText('lease_until > now()');
  await expect(prompt).not.toContainText('`');
});
