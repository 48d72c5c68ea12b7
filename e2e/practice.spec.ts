import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PracticePage } from './pages/PracticePage';

const CORE = 'Why a fencing token, when the lease has already expired?';

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
  await expect(practice.round).toHaveAttribute('data-question', 'why-fence-after-lease-expires');
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

  // Prove it: back to the question, and its key point opens the seed demo in the player.
  await practice.pick(`★ ${CORE}`);
  await practice.reveal.click();
  await practice.keyPoint('The old worker does not know').getByTestId('prove-it').click();
  await expect(page).toHaveURL(/\/playground\?scenario=seed-demo$/);
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
  await expect(page).toHaveURL(/\/lessons\/cancel-wins-at-the-finish\?timeline=cancel-epoch$/);
  // Not the lesson's first timeline: the one the key point names.
  await expect(page.getByTestId('lesson-scenario')).toHaveValue('cancel-epoch');
});

test('a mock interview of two questions with a follow-up each, exported as Markdown', async ({
  page,
}) => {
  const practice = new PracticePage(page);
  await practice.openMock();
  await page.getByTestId('mock-count').fill('2');
  await page.getByTestId('mock-follow-ups').fill('1');
  await page.getByTestId('start-mock').click();
  for (let k = 1; k <= 4; k++) {
    await expect(page.getByTestId('mock-progress')).toHaveText(`Answer ${k} of 4`);
    await practice.answerAndReveal(`My answer number ${k}: the fencing token is checked.`, 'Solid');
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
