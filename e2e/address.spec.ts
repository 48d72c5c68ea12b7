// The address drives each page, on the first load and on every later move: a share link pasted
// into the tab, back and forward, a lesson's timeline and step, the studio's draft.
import { expect, test } from './fixtures';
import { encodeShareFragment } from '../src/content/links/shareLink';
import { LessonPage } from './pages/LessonPage';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

const SEED_TITLE = 'A stale worker resumes after takeover';
const NAIVE_TITLE = 'A finish without a fence lets the stale worker win';

const SHARED_YAML = `title: Shared in the same tab
ttl: 5
job: report-42
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 2, worker: B, do: claim, expect: denied }
`;

test('a share link pasted into a tab that already shows the playground opens its scenario', async ({
  page,
}) => {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await expect(app.title).toHaveText(SEED_TITLE);
  // A mark that a reload would wipe.
  await page.evaluate(() => {
    (window as unknown as { sameTab: boolean }).sameTab = true;
  });

  const fragment = `#${encodeShareFragment(SHARED_YAML)}`;
  await page.evaluate((h) => {
    location.hash = h;
  }, fragment);

  await expect(app.title).toHaveText('Shared in the same tab', { timeout: 20_000 });
  await expect(app.step(0, 'A', 'claim')).toHaveAttribute('data-outcome', 'granted');
  await expect(app.step(2, 'B', 'claim')).toHaveAttribute('data-outcome', 'denied');
  await expect(app.step(7, 'A', 'commit')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(
    true,
  );
});

test('links made when the playground lived at / still open it, moved to /playground in place', async ({
  page,
}) => {
  const app = new WorkbenchPage(page);
  await page.goto('/lessons');
  await page.goto('/?scenario=naive-unfenced-finish&step=3');
  await expect(page).toHaveURL(/\/playground\?scenario=naive-unfenced-finish&step=3$/);
  await app.waitForTrace();
  await expect(app.title).toHaveText(NAIVE_TITLE);
  // ?step=3 is "Step 3": the run-order index 2.
  await app.expectPlayheadAt(2, 20_000);
  await expect(page.getByTestId('story')).toHaveCount(0);
  // In place, with no new history entry: Back goes to the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/lessons$/);

  const fragment = `#${encodeShareFragment(SHARED_YAML)}`;
  await page.goto(`/${fragment}`);
  await expect(app.title).toHaveText('Shared in the same tab', { timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/playground');
  expect(new URL(page.url()).hash).toBe(fragment);

  await page.goto('/index.html?scenario=seed-demo');
  await expect(page).toHaveURL(/\/playground\?scenario=seed-demo$/);
  await expect(app.title).toHaveText(SEED_TITLE, { timeout: 20_000 });
});

test('back and forward restore the example each address names', async ({ page }) => {
  const app = new WorkbenchPage(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  await expect(app.title).toHaveText(SEED_TITLE);

  await app.choose('naive-unfenced-finish');
  await expectShowing(app, 'naive-unfenced-finish', NAIVE_TITLE, 'accepted');
  await page.goBack();
  await expectShowing(app, 'seed-demo', SEED_TITLE, 'rejected');
  await page.goForward();
  await expectShowing(app, 'naive-unfenced-finish', NAIVE_TITLE, 'accepted');
});

/**
 * The workbench shows this example, named in the address and the picker: the naive finish lets
 * A's stale commit through, the seed demo rejects it.
 */
async function expectShowing(app: WorkbenchPage, name: string, title: string, aCommit: string) {
  await expect(app.page).toHaveURL(new RegExp(`\\?scenario=${name}$`));
  await expect(app.title).toHaveText(title, { timeout: 20_000 });
  await expect(app.picker).toHaveValue(name);
  await expect(app.outcomeOf(app.step(7, 'A', 'commit'))).toHaveAttribute('data-outcome', aCommit);
}

test('a lesson timeline in the address opens on that timeline, and a step too', async ({
  page,
}) => {
  // Lesson 9: cancel-mid-run (the exercise's timeline, first) and its variants run with the SQL
  // chosen; its two other scenarios run as written.
  const lesson = new LessonPage(page);
  const app = new WorkbenchPage(page);
  const select = page.getByTestId('lesson-scenario');

  await page.goto('/lessons/cancel-wins-at-the-finish?timeline=finish-before-cancel&step=1');
  await expect(lesson.root).toHaveAttribute('data-lesson', 'cancel-wins-at-the-finish');
  // The player sits behind the prediction veil until the learner predicts or skips.
  await expect(lesson.veil).toBeVisible();
  await lesson.veil.getByRole('button', { name: 'Skip the prediction' }).click();
  await expect(lesson.veil).toBeHidden();
  await expect(select).toHaveValue('finish-before-cancel');
  // A scenario of the lesson's own runs as written: there is no SQL to choose.
  await expect(page.getByTestId('lesson-sql')).toHaveCount(0);
  await app.expectPlayheadAt(0, 20_000);
  await expect(page).toHaveURL(/[?&]step=1(&|$)/);

  // With the learner's SQL, on a variant of the exercise (the older `mine=1` still works).
  await page.goto('/lessons/cancel-wins-at-the-finish?timeline=finish-first&mine=1&step=2');
  await expect(select).toHaveValue('finish-first');
  await expect(lesson.sqlChoice('Your SQL')).toBeChecked();
  await app.expectPlayheadAt(1, 20_000);
  await page.goto('/lessons/cancel-wins-at-the-finish?timeline=finish-first&sql=starter&step=2');
  await expect(lesson.sqlChoice('Starter')).toBeChecked();
  await app.expectPlayheadAt(1, 20_000);

  // Without a timeline: the lesson's first.
  await page.goto('/lessons/cancel-wins-at-the-finish');
  await expect(select).toHaveValue('cancel-mid-run');
  await expect(lesson.sqlChoice('Starter')).toBeChecked();
});

test('the studio reopens the draft being edited after a reload and after visiting another page', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await expect(page).toHaveURL(/\/studio\?draft=[^&#]+$/);
  const draft = new URL(page.url()).searchParams.get('draft');

  await page.reload();
  await expect(studio.root).toBeVisible();
  await expect(studio.step(0, 'A', 'claim')).toHaveCount(1);
  await expect(studio.steps()).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get('draft')).toBe(draft);

  await page.getByTestId('nav-lessons').click();
  await expect(page).toHaveURL(/\/lessons$/);
  await expect(page.getByTestId('lessons-progress')).toBeVisible();
  await expect(page.getByTestId('nav-studio')).toHaveAttribute('href', '/studio');
  await page.getByTestId('nav-studio').click();
  await expect(studio.root).toBeVisible();
  await expect(studio.step(0, 'A', 'claim')).toHaveCount(1);
  await expect(studio.steps()).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/studio\\?draft=${draft}$`));

  // A fresh tab on this device, at /studio: the draft last edited here.
  await page.goto('/studio');
  await expect(studio.step(0, 'A', 'claim')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/studio\\?draft=${draft}$`));
});

// "Prove it opens the lesson on the timeline the key point names, by a plain link" is covered by
// e2e/practice.spec.ts ('a key point from a lesson opens that lesson on the scenario that proves
// it'), so it is not repeated here.
