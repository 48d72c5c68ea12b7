// A worker that fails during "Check my SQL" is said as such, the learner's SQL is kept, and the
// next check works once the worker is back.
import { expect, test } from './fixtures';
import { LessonPage } from './pages/LessonPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";

test('a worker failure during Check my SQL tells the learner and keeps their SQL', async ({
  page,
}) => {
  // How the worker is made to fail: the supervisor keeps one warm worker (spawned for the
  // lesson's first run) and spawns a fresh one only after that one crashed or was killed. So:
  // 1. the Worker constructor is wrapped (before any app code) to keep each worker it makes;
  // 2. once the lesson has run, the worker script's URL is aborted, and the warm worker is made
  //    to crash (terminated, then an `error` event, as a worker that died would fire), which the
  //    supervisor's slot takes as a crash and drops;
  // 3. Check my SQL then spawns a fresh worker whose script cannot load: a real failure in the
  //    middle of the check.
  await page.addInitScript(() => {
    const Real = window.Worker;
    const made: Worker[] = [];
    (window as unknown as { madeWorkers: Worker[] }).madeWorkers = made;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        made.push(this);
      }
    };
  });
  const lesson = new LessonPage(page);
  const app = new WorkbenchPage(page);
  await lesson.open('lease-is-not-a-lock');
  await lesson.veil.getByRole('button', { name: 'Skip the prediction' }).click();
  // The lesson first plays the starter's SQL, whose stale finish goes through.
  await expect(app.timelineStep(3)).toHaveAttribute('data-outcome', 'accepted', {
    timeout: 20_000,
  });
  await lesson.typeSql(FENCED);
  await expect(lesson.editor.locator('.view-lines')).toContainText('owner=:worker');
  // The lesson opened on a trace built ahead: its worker starts with the edit (the checker warms
  // up), a moment later on a busy machine.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { madeWorkers: Worker[] }).madeWorkers.length),
    )
    .toBeGreaterThan(0);

  let aborted = 0;
  await page.route('**/browserWorker*.js', (route) => {
    aborted++;
    return route.abort();
  });
  const crashed = await page.evaluate(() => {
    const made = (window as unknown as { madeWorkers: Worker[] }).madeWorkers;
    for (const w of made) {
      w.terminate();
      w.dispatchEvent(new ErrorEvent('error', { message: 'the worker died' }));
    }
    return made.length;
  });
  expect(crashed).toBeGreaterThan(0);

  await lesson.checkButton.click();
  const error = page.getByTestId('check-error');
  await expect(error).toHaveAttribute('role', 'alert', { timeout: 20_000 });
  await expect(error).toContainText('Your SQL could not be checked');
  await expect(error).toContainText('your SQL is kept');
  expect(aborted).toBeGreaterThan(0);
  await expect(lesson.report).toHaveCount(0);
  await expect(lesson.checkButton).toBeEnabled();
  await expect(lesson.status).not.toHaveText('Solved');
  await expect(lesson.editor.locator('.view-lines')).toContainText('owner=:worker');
  const progress = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('fencelab')!) as {
          state: { lesson: { progress: Record<string, { sql: Record<string, string> }> } };
        }
      ).state.lesson.progress['lease-is-not-a-lock'],
  );
  expect(Object.values(progress?.sql ?? {})).toContain(FENCED);

  // With the worker back, Check my SQL again works on the SQL that was kept.
  await page.unroute('**/browserWorker*.js');
  await lesson.checkButton.click();
  await expect(lesson.report).toHaveAttribute('data-passed', 'true', { timeout: 20_000 });
  await expect(error).toHaveCount(0);
  await expect(lesson.status).toHaveText('Solved');
});
