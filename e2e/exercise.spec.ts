// Sharing a scenario as an exercise: the instructor marks `commit` editable with a naive starter in
// the studio and makes the link; the learner opens it, predicts behind the veil, plays, sees the
// stale commit go through, fails the check in a lesson's words, types the fenced fix and passes.
import LZString from 'lz-string';
import { expect, test } from './fixtures';
import { REFERENCE_SQL } from '../src/engine/referenceSql';
import { exerciseFragment } from '../scripts/bench/seedExercise';
import { ExercisePage } from './pages/ExercisePage';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';
import { FIRST_RUN } from './pages/waits';

const SEED = 'lessons/scenarios/seed-demo.scenario.yaml';
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";
const TOKEN_FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";
const INSTRUCTIONS =
  'A stalls, B takes over. Make **A** fail to finish.\n\n<script>window.__exercisePwned = 1</script>';

test('an instructor shares an exercise; a learner predicts, plays, fails the check, fixes it and passes', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.importFile(SEED);
  await expect(studio.steps()).toHaveCount(5);

  // Share as an exercise: commit is editable, starting from the naive finish.
  await studio.button('Share as exercise…').click();
  const panel = page.getByTestId('share-exercise-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('checkbox', { name: 'commit', exact: true }).check();
  const starter = panel.locator('[data-testid="exercise-starter"][data-action="commit"]');
  // Prefilled with a starter the link takes, not the reference SQL, which is this scenario's own:
  // given that as the starter, making the link says so.
  await expect(starter).not.toHaveValue(REFERENCE_SQL.commit);
  await starter.fill(REFERENCE_SQL.commit);
  await panel.getByTestId('make-exercise-link').click();
  await expect(panel.getByTestId('exercise-refusal')).toContainText(
    'the learner would start from the answer',
  );
  await starter.fill(NAIVE);
  await panel.getByTestId('exercise-title-input').fill('Fence the finish');
  await panel.getByTestId('exercise-instructions-input').fill(INSTRUCTIONS);
  // Making the link first records the scenario's generated timelines with the solution's outcomes:
  // the button waits meanwhile, and the link says how many checks it carries.
  await panel.getByTestId('make-exercise-link').click();
  const field = panel.getByTestId('exercise-link');
  await expect(field).toHaveValue(/\/exercise#x=v1\.[0-9a-f]{8}\./, { timeout: 30_000 });
  await expect(panel.getByTestId('exercise-recording')).toHaveCount(0);
  await expect(panel.getByTestId('make-exercise-link')).toBeEnabled();
  await expect(panel.getByTestId('exercise-link-checks')).toContainText(/\d+/);
  const link = await field.inputValue();

  // The scenario's real commit SQL is in neither the link nor what it unpacks to.
  expect(link).not.toContain(REFERENCE_SQL.commit);
  const payload = LZString.decompressFromEncodedURIComponent(link.split('.').at(-1) ?? '');
  expect(payload).toContain(NAIVE);
  expect(payload).not.toContain(REFERENCE_SQL.commit);
  expect(payload).not.toContain('fence=:token');

  // The learner opens it: the title and the bold instructions render, the script does not.
  const learner = new ExercisePage(page);
  const player = new WorkbenchPage(page);
  await page.goto(link);
  await expect(learner.title).toHaveText('Fence the finish', { timeout: 20_000 });
  await expect(learner.instructions.locator('strong')).toHaveText('A');
  await expect(learner.instructions).toContainText('<script>window.__exercisePwned = 1</script>');
  await expect(learner.instructions.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => 'exercisePwned' in window || '__exercisePwned' in window)).toBe(
    false,
  );

  // Outcomes stay hidden until the learner predicts: the veil is up, the player inert (drawn once
  // the learner is at the predictions).
  await expect(page.getByTestId('player-outline')).toBeVisible({ timeout: 20_000 });
  await learner.toPredictions();
  await expect(player.timeline).toBeVisible();
  await expect(learner.veil).toBeVisible();
  await expect(learner.player).toHaveAttribute('inert', '');
  await expect(learner.predict.getByTestId('predict-truth')).toHaveCount(0);
  await expect(page.getByTestId('check-report')).toHaveCount(0);

  await learner.predictStep(0, 'granted');
  await learner.predictStep(2, 'granted');
  await learner.predictStep(3, 'rejected');
  await learner.predictStep(4, 'accepted');
  await learner.predict.getByTestId('submit-predictions').click();
  await expect(learner.veil).toBeHidden();
  await expect(learner.player).not.toHaveAttribute('inert');
  await expect(page.getByTestId('predict-score')).toHaveText(
    'You got 3 of 4 right. Play the timeline to see why.',
  );

  // Play to the end: with the starter, A's stale commit goes through.
  await player.seekEnd();
  await player.expectPlayheadAt(4);
  await expect(player.timelineStep(3)).toHaveAttribute('data-outcome', 'accepted');

  // The starter fails the check with the lesson's sentence.
  await learner.checkButton.click();
  await learner.expectReport(false);
  await expect(learner.report).toContainText(
    "At t=7, A's commit should be rejected, but it was accepted.",
  );

  // Only commit is editable. Owner, lease and state pass the timeline, but not one the checker
  // made: a process of B without a token finishes, which the scenario's own SQL (fence=:token)
  // rejects. With the fence too, the fix passes.
  await expect(learner.editor.getByTestId('action-tab')).toHaveText(['commit']);
  await learner.typeSql(FENCED);
  await learner.checkButton.click();
  await expect(learner.report).toHaveAttribute('data-passed', 'false', { timeout: 20_000 });
  await expect(
    learner.report.locator('[data-testid="check-timeline"][data-passed="false"]'),
  ).toHaveCount(0);
  await expect(learner.report.getByTestId('check-generated-sentence')).toContainText(
    'another process of B (with no token)',
  );
  await learner.typeSql(TOKEN_FENCED);
  await learner.checkButton.click();
  await expect(learner.report).toHaveAttribute('data-passed', 'true', { timeout: 20_000 });
  await expect(learner.report.locator('h4')).toHaveText(
    /^✓ Every timeline passes, and your SQL does what the solution does on \d+ timelines the checker made\.$/,
  );
  await expect(learner.report).toContainText("At t=7, A's commit was rejected, as it should be.");

  // A reload (the update notice's Reload too) brings back the learner's SQL and predictions.
  await page.reload();
  await expect(learner.title).toHaveText('Fence the finish', { timeout: 20_000 });
  await expect(learner.veil).toBeHidden();
  await expect(learner.codeView).toContainText('fence=:token');
});

test('a scenario without expectations cannot be an exercise, and the studio says so', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await studio.button('Share as exercise…').click();
  await expect(page.getByTestId('exercise-no-expect')).toContainText(
    'This scenario states no expected outcome',
  );
  await expect(page.getByTestId('make-exercise-link')).toHaveCount(0);
});

test('a shared exercise fetches the player’s code when the learner comes to it, and checks', async ({
  page,
}) => {
  const code: string[] = [];
  page.on('request', (r) => {
    const chunk = /\/assets\/(player|timeline|workbookSlice)-[^/]*\.js$/.exec(r.url());
    if (chunk?.[1]) code.push(chunk[1]);
  });
  const learner = new ExercisePage(page);
  await page.goto(`/exercise#${exerciseFragment()}`);
  await expect(learner.title).toHaveText('Fence the finish', { timeout: 20_000 });
  await expect(learner.codeView).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Behind the veil: no player, no timeline, no checker's actions.
  expect(code).toEqual([]);
  await expect(page.getByTestId('player-outline')).toBeVisible();
  await learner.predict.hover();
  await expect(learner.player.getByTestId('timeline')).toBeAttached(FIRST_RUN);
  expect(code).toContain('player');
  expect(code).not.toContain('workbookSlice');
  // Check my SQL brings its actions with the first press, and checks the starter.
  await learner.checkButton.click();
  await learner.expectReport(false);
  expect(code).toContain('workbookSlice');
});

test('a damaged exercise link shows a clear error, and /exercise alone says where links come from', async ({
  page,
}) => {
  const learner = new ExercisePage(page);
  await page.goto('/exercise#x=v1.garbage');
  await expect(learner.error).toHaveAttribute('role', 'alert');
  await expect(learner.error).toContainText('This exercise link does not open');
  await expect(learner.error).toContainText(
    'This exercise link is damaged: it is cut short or was changed. Ask for a new link.',
  );

  await page.goto('/exercise');
  await expect(learner.empty).toContainText('No exercise here yet');
  await expect(learner.empty.getByRole('link', { name: 'Open the studio' })).toHaveAttribute(
    'href',
    '/studio',
  );
});
