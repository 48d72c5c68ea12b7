import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { parse } from 'yaml';
import { LessonPage } from './pages/LessonPage';
import { PracticePage } from './pages/PracticePage';

interface Reference {
  title: string;
  url: string;
  supports: string;
}

const referencesOf = (file: string): Reference[] =>
  (parse(readFileSync(file, 'utf8')) as { references: Reference[] }).references;

test('lesson 1 ends with its references, as links that open in a new tab', async ({ page }) => {
  const expected = referencesOf('lessons/01-lease-is-not-a-lock.lesson.yaml');
  expect(expected.length).toBeGreaterThan(0);
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  const refs = lesson.root.getByTestId('references');
  await expect(refs.getByRole('heading', { name: 'References' })).toBeVisible();
  // The last thing in the lesson's text column, after the self-check.
  expect(await refs.evaluate((el) => el.nextElementSibling === null)).toBe(true);
  const links = refs.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [k, r] of expected.entries()) {
    const link = links.nth(k);
    await expect(link).toHaveText(r.title);
    await expect(link).toHaveAttribute('href', r.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(refs.getByTestId('reference').nth(k)).toContainText(r.supports);
  }
});

test("a question's reveal in practice ends with its references", async ({ page }) => {
  const expected = referencesOf('lessons/questions/why-fence-after-lease-expires.question.yaml');
  const practice = new PracticePage(page);
  await practice.open();
  await practice.pick('★ Why a fencing token, when the lease has already expired?');
  await expect(practice.round.getByTestId('references')).toHaveCount(0);
  await practice.reveal.click();
  const refs = practice.round.getByTestId('references');
  expect(await refs.evaluate((el) => el.nextElementSibling === null)).toBe(true);
  const link = refs.getByRole('link', { name: expected[0]!.title });
  await expect(link).toHaveAttribute('href', expected[0]!.url);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
