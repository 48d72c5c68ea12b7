// Two FenceLab tabs of one browser: each saves into the same storage, and neither loses what the
// other saved. Lesson progress takes the union; a studio draft edited in both keeps the newest
// save; each tab shows the other's change without a reload.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { focusMonaco, monacoOf, startEditing } from './pages/codeEditor';
import { LessonPage } from './pages/LessonPage';
import { PERSIST_KEY } from './pages/SavedData';
import { StudioPage } from './pages/StudioPage';

interface Saved {
  lesson: { progress: Record<string, { hints: number }> };
  studio: { drafts: Record<string, { title: string }> };
}

const saved = (page: Page): Promise<Saved> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state, PERSIST_KEY);

test('two tabs edit different lessons and the same draft, and nothing is lost', async ({
  context,
}) => {
  const one = await context.newPage();
  const two = await context.newPage();

  // Each tab reveals a hint of its own lesson.
  const first = new LessonPage(one);
  const second = new LessonPage(two);
  await first.open('lease-is-not-a-lock');
  await second.open('longer-ttl-moves-the-problem');
  await one.getByTestId('reveal-hint').click();
  await expect(one.getByTestId('hint')).toHaveCount(1);
  await two.getByTestId('reveal-hint').click();
  await expect(two.getByTestId('hint')).toHaveCount(1);
  // And the first tab another: its save keeps the second tab's lesson.
  await one.getByTestId('reveal-hint').click();
  await expect(one.getByTestId('hint')).toHaveCount(2);
  await expect
    .poll(async () => {
      const p = (await saved(two)).lesson.progress;
      return [p['lease-is-not-a-lock']?.hints, p['longer-ttl-moves-the-problem']?.hints];
    })
    .toEqual([2, 1]);

  // One draft, opened in both tabs.
  const studioOne = new StudioPage(one);
  const studioTwo = new StudioPage(two);
  await studioOne.open();
  await studioOne.fresh();
  await studioOne.titleInput.fill('Draft from tab one');
  await expect(studioOne.drafts()).toHaveCount(1);
  await studioTwo.open();
  await expect(studioTwo.drafts()).toHaveText([/Draft from tab one/]);
  await studioTwo.drafts().getByRole('button', { name: 'Draft from tab one', exact: true }).click();
  await expect(studioTwo.titleInput).toHaveValue('Draft from tab one');

  // The second tab renames it; the first tab's list shows the new name without a reload.
  await studioTwo.titleInput.fill('Renamed in tab two');
  await expect(studioOne.drafts()).toHaveText([/Renamed in tab two/]);
  // Then the first tab saves it again: the newest save wins, in both tabs and in storage.
  await studioOne.titleInput.fill('Saved last in tab one');
  await expect(studioTwo.drafts()).toHaveText([/Saved last in tab one/]);
  const drafts = Object.values((await saved(one)).studio.drafts).map((d) => d.title);
  expect(drafts).toEqual(['Saved last in tab one']);

  // The lessons' progress is still all there after both tabs' studio saves.
  const p = (await saved(one)).lesson.progress;
  expect([p['lease-is-not-a-lock']?.hints, p['longer-ttl-moves-the-problem']?.hints]).toEqual([
    2, 1,
  ]);
});

test('a draft reopens as written, and a second tab builds on the first one’s newer save', async ({
  context,
}) => {
  const written = [
    '# Week 3: a stale worker',
    'title: Written by hand',
    'ttl: 5 # a short lease',
    'job: job-1',
    'steps:',
    '  - { at: 0, worker: A, do: claim }',
    '',
  ].join('\n');
  const one = new StudioPage(await context.newPage());
  await one.open();
  await one.fresh();
  await expect(one.yaml).toHaveValue(/title: A new timeline/);
  await one.yaml.fill(written);
  await expect(one.drafts()).toHaveText([/Written by hand/]);
  await expect(one.page).toHaveURL(/draft=/);

  // Reopened in a second tab: the text as written, comments and all.
  const two = new StudioPage(await context.newPage());
  await two.page.goto(one.page.url());
  await expect(two.yaml).toHaveValue(written);

  // The first tab adds a step; the second shows it without a reload, and says why it changed.
  await one.yaml.fill(`${written}  - { at: 2, worker: A, do: commit }\n`);
  await expect(two.yaml).toHaveValue(/do: commit/);
  await expect(two.notice).toContainText('changed in another tab');
  // News, not a problem: a status, not an alert.
  await expect(two.notice).toHaveAttribute('role', 'status');
  // The second tab's next edit builds on it: both tabs' changes are kept.
  await two.titleInput.fill('Renamed in tab two');
  await expect(one.drafts()).toHaveText([/Renamed in tab two/]);
  await one.page.reload();
  await expect(one.yaml).toHaveValue(/title: Renamed in tab two/);
  await expect(one.yaml).toHaveValue(/do: commit/);
});

test('another tab’s typing is one edit here: Undo takes all of it back, never half a word', async ({
  context,
}) => {
  const one = new LessonPage(await context.newPage());
  const two = new LessonPage(await context.newPage());
  const typeAtEnd = async (tab: LessonPage, text: string) => {
    await focusMonaco(tab.page, tab.editor);
    await tab.page.keyboard.press('ControlOrMeta+End');
    await tab.page.keyboard.type(text);
    await tab.page.keyboard.press('Escape');
  };
  const text = (tab: LessonPage) => monacoOf(tab.editor).text;
  await one.open('lease-is-not-a-lock');
  await two.open('lease-is-not-a-lock');
  await typeAtEnd(one, ' AND owner=:worker');
  await startEditing(two.editor);
  await expect(text(two)).toContainText('owner=:worker');
  await typeAtEnd(two, " AND state='running'");
  // The first tab shows the second's typing as it lands, key by key.
  await expect(text(one)).toContainText("state='running'");

  await focusMonaco(one.page, one.editor);
  await one.page.keyboard.press('ControlOrMeta+Z');
  await expect(text(one)).not.toContainText('AND state');
  await expect(text(one)).toContainText('owner=:worker');
  // What is saved, and what the second tab shows, is the first tab's whole text again.
  await expect(text(two)).not.toContainText('AND state');
  await expect(text(two)).toContainText('owner=:worker');
});
