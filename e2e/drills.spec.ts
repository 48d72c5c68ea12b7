import { expect, test } from './fixtures';
import { DrillsPage, ReviewPage } from './pages/DrillsPage';

test('a generated drill from its seed is answered and scored, and the same URL gives the same drill', async ({
  page,
}) => {
  const drills = new DrillsPage(page);
  await drills.open('?seed=12345&level=3');
  // Named in words (its level and what its timeline holds), never by its seed.
  await expect(drills.title).toHaveText(
    'Level 3: 3 workers (A, B, and C); A and B pause, a renewal, the user cancels',
  );
  await expect(drills.title).not.toContainText('12345');
  const title = await drills.title.textContent();
  const first = await drills.timeline();
  expect(first.length).toBeGreaterThan(2);

  await expect(drills.submit).toBeDisabled();
  const n = await drills.markAll(() => true);
  await drills.submit.click();
  await expect(drills.score).toHaveText(new RegExp(`^\\d+ of ${n} right\\.$`));
  const rejects = await drills.root.locator('[data-truth="reject"]').count();
  await expect(drills.score).toHaveText(`${rejects} of ${n} right.`);
  await expect(drills.root.locator('[data-right="true"]')).toHaveCount(rejects);
  await expect(drills.root.getByTestId('drill-reason')).toHaveCount(n);
  // The real timeline is in the player, under the same words.
  await expect(page.getByTestId('timeline-step').first()).toBeVisible();
  await expect(page.getByTestId('scenario-title')).toHaveText(title ?? '');

  await page.goto('/practice/drills?seed=12345&level=3');
  await expect(drills.root).toHaveAttribute('data-status', 'ready');
  expect(await drills.timeline()).toEqual(first);

  // "New drill" picks another seed and puts it in the address.
  await page.getByTestId('drill-new').click();
  await expect(page).toHaveURL(/\?seed=\d+&level=3$/);
  await expect(page).not.toHaveURL(/seed=12345&/);
});

test('a drill on a real system: chosen by name, answered, scored, and reproduced from its URL', async ({
  page,
}) => {
  const drills = new DrillsPage(page);
  await drills.open('?seed=12345&level=1');
  await page.getByTestId('drill-level').selectOption({ label: 'etcd' });
  await expect(page).toHaveURL(/\?system=etcd-lease-and-revision-fence&seed=\d+$/);
  await expect(drills.root).toHaveAttribute('data-status', 'ready');
  await expect(drills.title).toHaveText(/^etcd: /);
  const first = await drills.timeline();
  const n = await drills.markAll(() => false);
  await drills.submit.click();
  await expect(drills.score).toHaveText(new RegExp(`^\\d+ of ${n} right\\.$`));
  // At least one write there had to be rejected: marking none as such is not all right.
  await expect(drills.root.locator('[data-truth="reject"]').first()).toBeVisible();
  await expect(drills.score).not.toHaveText(`${n} of ${n} right.`);

  await page.reload();
  await expect(drills.root).toHaveAttribute('data-status', 'ready');
  expect(await drills.timeline()).toEqual(first);
  await page.getByTestId('drill-new').click();
  await expect(page).toHaveURL(/\?system=etcd-lease-and-revision-fence&seed=\d+$/);
});

test('a review card graded is still scheduled after a reload', async ({ page }) => {
  const review = new ReviewPage(page);
  await review.open();
  await expect(review.card).toBeVisible();
  const id = await review.gradeCurrent('easy');
  const entry = page.locator(`[data-testid="review-entry"][data-card="${id}"]`);
  await expect(entry).toHaveCount(1);
  const due = await entry.getAttribute('data-due');
  expect(Number(due)).toBeGreaterThan(Date.now());
  await expect(review.card).not.toHaveAttribute('data-card', id);

  await page.reload();
  await expect(review.root).toHaveAttribute('data-ready', 'true');
  await expect(entry).toHaveAttribute('data-due', due ?? '');
  await expect(review.card).not.toHaveAttribute('data-card', id);
  await expect(page.locator(`[data-testid="review-due"] [data-card="${id}"]`)).toHaveCount(0);
});

test('after a drill, the playground shows its example again, not the drill', async ({ page }) => {
  await page.goto('/playground?scenario=naive-unfenced-finish');
  await expect(page.getByTestId('scenario-title')).toHaveText(
    'A finish without a fence lets the stale worker win',
  );
  await page.getByTestId('nav-practice').click();
  await page.getByRole('link', { name: 'Spot the stale write (drills)' }).click();
  const drills = new DrillsPage(page);
  await expect(drills.root).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await drills.markAll(() => true);
  await drills.submit.click();
  await expect(page.getByTestId('drill-score')).toBeVisible();
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByTestId('scenario-title')).toHaveText(
    'A finish without a fence lets the stale worker win',
  );
});

test('review brings at most the daily number of new cards, and the number is remembered', async ({
  page,
}) => {
  const review = new ReviewPage(page);
  await review.open();
  const count = page.getByTestId('review-due-count');
  // A fresh deck is far bigger than a day's share: 20 new cards today, the rest later.
  await expect(count).toHaveText(
    /^20 cards due today, 20 of them new\. \d+ new cards wait for later days\.$/,
  );
  await expect(count).not.toHaveText(/of \d+ due/);

  const setting = page.getByTestId('review-new-per-day');
  await setting.fill('1');
  await expect(count).toHaveText(/^1 card due today, 1 of them new\. \d+ new cards wait/);
  await review.gradeCurrent('easy');
  await expect(count).toHaveText(/^No card is due today\. \d+ new cards wait for later days\.$/);
  await expect(page.getByTestId('review-none')).toBeVisible();
  await expect(review.root).toContainText('1 new card started today.');

  await page.reload();
  await expect(review.root).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(setting).toHaveValue('1');
  await expect(count).toHaveText(/^No card is due today\./);
});
