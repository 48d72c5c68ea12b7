import { expect, test } from './fixtures';
import { englishLeft } from './pages/englishLeft';
import { LessonPage } from './pages/LessonPage';

// The real-systems track: its own group on the lesson list, the page that puts the systems side
// by side, and each system's lesson, in English and in Chinese.

const TRACK = [
  'etcd-lease-and-revision-fence',
  'zookeeper-ephemeral-znodes-and-zxid',
  'kafka-producer-epochs',
  'kubernetes-lease-leader-election',
  'object-store-conditional-writes',
  'redis-locks-and-redlock',
];

test('the lesson list shows the track after the fifteen, and links the comparison', async ({
  page,
}) => {
  await page.goto('/lessons');
  const tracks = page.getByTestId('lesson-track');
  await expect(tracks).toHaveCount(2);
  await expect(tracks.nth(0).getByTestId('lesson-item')).toHaveCount(15);
  const systems = tracks.nth(1);
  await expect(systems.getByRole('heading', { name: 'Fencing in real systems' })).toBeVisible();
  await expect(systems.getByTestId('lesson-item')).toHaveCount(TRACK.length);
  await expect(systems.getByTestId('lesson-item').first()).toContainText('Lesson 16');
  // Followed from the keyboard: the cards around the link lay out as they come near the screen
  // (content-visibility), so a click sent in the frames after the jump to the link can land beside
  // it (a CI run saw the page stay on /lessons once).
  const link = systems.getByTestId('systems-link');
  await link.focus();
  await link.press('Enter');
  await expect(page).toHaveURL(/\/systems$/);
  await expect(
    page.getByRole('heading', { name: 'Fencing in real systems, side by side' }),
  ).toBeVisible();
});

test('the comparison has a row per system, each opening its lesson', async ({ page }) => {
  await page.goto('/systems');
  const rows = page.getByTestId('systems-row');
  await expect(rows).toHaveCount(TRACK.length);
  expect(await rows.evaluateAll((r) => r.map((x) => x.getAttribute('data-lesson')))).toEqual(TRACK);
  await expect(rows.filter({ hasText: 'Kafka' })).toContainText('ProducerFencedException');
  await rows.filter({ hasText: 'ZooKeeper' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/lessons\/zookeeper-ephemeral-znodes-and-zxid$/);
  await expect(page.getByTestId('lesson-page')).toHaveAttribute(
    'data-lesson',
    'zookeeper-ephemeral-znodes-and-zxid',
  );
  await expect(page.getByTestId('predict-veil')).toBeVisible();
});

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the comparison and the track speak Chinese', async ({ page }) => {
    await page.goto('/systems');
    await expect(page.getByRole('heading', { name: '真实系统里的 fencing：对照' })).toBeVisible();
    await expect(page.getByTestId('systems-row')).toHaveCount(TRACK.length);
    expect(await englishLeft(page)).toEqual([]);
    await page.goto('/lessons');
    await expect(page.getByRole('heading', { name: '真实系统里的 fencing' })).toBeVisible();
  });

  // /lessons/etcd-… is in every page's checks (e2e/pages/routes.ts); these are the others.
  for (const id of TRACK.slice(1)) {
    test(`${id} shows no English but code and names`, async ({ page }) => {
      await page.goto(`/lessons/${id}`);
      // The player too: it draws behind the veil once the learner is at the predictions.
      await new LessonPage(page).toPredictions();
      expect(await englishLeft(page)).toEqual([]);
    });
  }
});
