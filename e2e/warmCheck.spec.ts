// A learner with SQL of their own gets both SQL workers started before pressing Check my SQL (the
// run's and the checker's, which makes the solution's side of the check meanwhile) and the code of
// the check's progress and report fetched; a first visit does none of it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LessonPage } from './pages/LessonPage';

const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";

/** The code of the check's progress and report the page fetches (each chunk's name, its words too). */
function reportCode(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (/^Check(Progress|Report)-.*\.js$/.test(name)) names.push(name.split('-')[0] ?? name);
  });
  return names;
}

/** The SQL workers the page starts, by URL, as they start. */
function sqlWorkers(page: Page): string[] {
  const urls: string[] = [];
  page.on('worker', (w) => {
    if (w.url().includes('browserWorker')) urls.push(w.url());
  });
  return urls;
}

test('a first edit starts both SQL workers before the check, and saved SQL does as the lesson opens', async ({
  page,
}) => {
  // Monaco opens twice and two checks try every schedule: about 12 s alone, 21–28 s among the
  // suite's workers, too near a plain page's 30 s.
  test.slow();
  const workers = sqlWorkers(page);
  const code = reportCode(page);
  const lesson = new LessonPage(page);
  await lesson.open('lease-is-not-a-lock');
  await page.waitForLoadState('networkidle');
  // A first visit shows the timeline built ahead: no SQL worker, no SQLite, no report's code.
  expect(workers).toEqual([]);
  expect(code).toEqual([]);

  await lesson.typeSql(FENCED);
  await expect(lesson.editor.locator('.view-lines')).toContainText('fence=:token');
  // Nothing pressed yet: the run's worker and the checker's have started.
  await expect.poll(() => workers.length).toBe(2);
  // And the code of the check's progress and report is on its way.
  await expect.poll(() => [...new Set(code)].sort()).toEqual(['CheckProgress', 'CheckReport']);
  await lesson.checkButton.click();
  await lesson.expectReport(true);
  // The check used them: it started no other.
  expect(workers).toHaveLength(2);

  // Back with the SQL saved: both start as the lesson opens, before anything is pressed.
  workers.length = 0;
  code.length = 0;
  await page.reload();
  await expect(lesson.root).toBeVisible();
  await expect.poll(() => workers.length).toBe(2);
  await expect.poll(() => [...new Set(code)].sort()).toEqual(['CheckProgress', 'CheckReport']);
  await lesson.checkButton.click();
  await lesson.expectReport(true);
  expect(workers).toHaveLength(2);
});
