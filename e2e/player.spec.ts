import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { encodeShareFragment } from '../src/content/links/shareLink';
import { WorkbenchPage } from './pages/WorkbenchPage';
import { holdBack } from './pages/holdBack';

async function openSeed(page: Page, query = ''): Promise<WorkbenchPage> {
  const app = new WorkbenchPage(page);
  await page.goto(`/playground${query}`);
  await app.waitForTrace();
  return app;
}

/** The playhead's x on every animation frame for `ms` milliseconds. */
async function samplePlayhead(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    (duration) =>
      new Promise<string[]>((resolve) => {
        const el = document.querySelector<SVGGElement>('.tl-playhead');
        const seen: string[] = [];
        const start = performance.now();
        const frame = (now: number) => {
          seen.push(el?.style.transform ?? '');
          if (now - start < duration) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

test.describe('the timeline player', () => {
  test("plays the seed demo to the end: A's stale finish is rejected, B's accepted", async ({
    page,
  }) => {
    const app = await openSeed(page);
    await app.expectPlayheadAt(-1);
    await page.getByLabel('Speed').selectOption('4');
    await app.playButton.click();
    await expect(app.timeline).toHaveAttribute('data-playing', 'true');
    await app.expectPlayheadAt(4, 15_000);
    await expect(app.timeline).toHaveAttribute('data-playing', 'false');

    await expect(app.writeArrow(3)).toHaveAttribute('data-actor', 'A');
    await expect(app.writeArrow(3)).toHaveAttribute('data-outcome', 'rejected');
    await expect(app.writeArrow(3)).toHaveAttribute('data-table', 'jobs');
    await expect(app.writeArrow(4)).toHaveAttribute('data-actor', 'B');
    await expect(app.writeArrow(4)).toHaveAttribute('data-outcome', 'accepted');
    await expect(app.timelineStep(3)).toHaveAttribute('data-token', '1');
    await expect(app.timelineStep(4)).toHaveAttribute('data-token', '2');

    // The lesson: A's belief outlived its real hold while it was paused.
    const stale = page.locator('[data-testid="stale-span"][data-worker="A"]');
    await expect(stale).toHaveAttribute('data-from', '5');
    await expect(stale).toHaveAttribute('data-to', '7');
    await expect(page.locator('[data-testid="pause-span"][data-worker="A"]')).toHaveCount(1);
  });

  test('the caption says the step at once, and its sentences once their code has come', async ({
    page,
  }) => {
    // The sentences (steps/explain.ts) load when the playhead first reaches a step: held back
    // here, the caption shows the moment before the first step, then the step's title alone.
    const sentences = await holdBack(page, 'explain');
    const app = await openSeed(page);
    await expect(app.caption).toHaveAttribute('data-step', '-1');
    await expect(app.caption).toContainText('Press Play');
    await app.timeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(app.caption).toHaveAttribute('data-step', '0');
    await expect(app.caption.locator('.caption-title')).toHaveText('t=0 · A claim → granted');
    await expect(app.caption.locator('p')).toHaveCount(0);
    sentences.release();
    await expect(app.caption.locator('p').first()).toHaveText(
      /^A claims the job and is granted .+; its lease runs until t=5\.$/,
    );
    await expect(app.caption.locator('.caption-title')).toHaveText('t=0 · A claim → granted');
  });

  test("says at A's finish that it still believed it held the lease and the check stopped it", async ({
    page,
  }) => {
    const app = await openSeed(page, '?step=4');
    await expect(app.caption).toContainText('A still believes it holds the lease');
    await expect(app.caption.getByTestId('caption-lesson')).toContainText(
      'the check inside jobs, made in the same statement as the write, is what stopped it',
    );
    const memoryA = page.locator('[data-testid="worker-memory"][data-worker="A"]');
    await expect(memoryA).toHaveAttribute('data-status', 'stale');
    await expect(memoryA).toHaveAttribute('data-token', '1');
  });

  test('the keyboard alone plays, pauses, steps and scrubs', async ({ page }) => {
    const app = await openSeed(page);
    await page.keyboard.press('Space');
    await expect(app.timeline).toHaveAttribute('data-playing', 'true');
    await page.keyboard.press('Space');
    await expect(app.timeline).toHaveAttribute('data-playing', 'false');

    await page.keyboard.press('Home');
    await app.expectPlayheadAt(-1);
    await page.keyboard.press('ArrowRight');
    await app.expectPlayheadAt(0);
    await page.keyboard.press('ArrowRight');
    await app.expectPlayheadAt(1);
    await expect(app.currentRow).toHaveAttribute('data-step', '1');
    // The second step: step=2, as the player says "Step 2 of 5".
    await expect(page).toHaveURL(/[?&]step=2$/);
    await page.keyboard.press('ArrowLeft');
    await app.expectPlayheadAt(0);
    await page.keyboard.press('End');
    await app.expectPlayheadAt(4);
    await expect(app.scrub).toHaveValue('4');
    await page.keyboard.press('Home');
    await app.expectPlayheadAt(-1);
    await expect(page).not.toHaveURL(/step=/);
  });

  test('the scrub slider and the step list move the playhead', async ({ page }) => {
    const app = await openSeed(page);
    await app.scrub.fill('2');
    await app.expectPlayheadAt(2);
    await app.step(7, 'B', 'commit').getByRole('button').click();
    await app.expectPlayheadAt(4);
    await expect(app.currentRow).toHaveAttribute('data-actor', 'B');
  });

  test('?step=4 opens the seed demo at its fourth step: the address counts as the player does', async ({
    page,
  }) => {
    const app = await openSeed(page, '?step=4');
    await app.expectPlayheadAt(3);
    await expect(page.getByTestId('playhead-position')).toHaveText(/^Step 4 of 5 · t=7 · /);
    await expect(page.locator('#tables-heading')).toHaveText('Tables after step 4 (t=7)');
    await expect(app.currentRow).toHaveAttribute('data-step', '3');
    await expect(app.timelineStep(3)).toHaveAttribute('data-state', 'current');
    await expect(app.timelineStep(4)).toHaveAttribute('data-state', 'future');
    await expect(page).toHaveURL(/\?step=4$/);
    // The step's button in the list and its screen-reader name say the same number.
    await expect(app.currentRow.getByRole('button')).toHaveAccessibleName('Go to step 4, t=7');
    await expect(app.timelineStep(3)).toHaveAccessibleName(/^Step 4, t=7: /);
  });

  test('a violation is marked on the step that caused it, with its explanation', async ({
    page,
  }) => {
    const app = await openSeed(page, '?scenario=naive-unfenced-finish&step=4');
    await expect(app.timelineStep(3)).toHaveAttribute('data-violation', 'stale-write');
    await expect(app.caption.getByTestId('caption-violation')).toContainText(
      "A's commit with token 1 was accepted at t=7, but B had been granted token 2 at t=6.",
    );
    await page.keyboard.press('Home');
    await page.keyboard.press('v');
    await app.expectPlayheadAt(3);
  });

  test('hovering or focusing a write shows its SQL with the bound values', async ({ page }) => {
    const app = await openSeed(page);
    await app.timelineStep(3).hover();
    await expect(app.stepCard).toBeVisible();
    await expect(app.stepCard.getByTestId('step-card-sql')).toContainText(
      "WHERE id='report-42' AND owner='A' AND fence=1 AND lease_until > 7",
    );
    await expect(app.stepCard).toContainText('0 rows changed');
    await page.mouse.move(0, 0);
    await expect(app.stepCard).toHaveCount(0);

    await app.timelineStep(4).focus();
    await expect(app.stepCard).toContainText("owner='B' AND fence=2");
    await page.keyboard.press('Enter');
    await app.expectPlayheadAt(4);
  });

  test('the help sheet opens with ? and closes with Escape', async ({ page }) => {
    const app = await openSeed(page);
    await expect(app.helpSheet).toBeHidden();
    await page.keyboard.press('?');
    await expect(app.helpSheet).toBeVisible();
    await expect(app.helpSheet).toContainText('re-run the SQL');
    await expect(app.helpSheet).toContainText('Ctrl+Enter');
    await expect(app.helpSheet).toContainText('play / pause');
    await page.keyboard.press('Escape');
    await expect(app.helpSheet).toBeHidden();
    await page.getByTestId('help-button').click();
    await expect(app.helpSheet).toBeVisible();
  });

  test('marks the outcomes a re-run changed, and keys typed in the editor stay there', async ({
    page,
  }) => {
    const app = await openSeed(page, '?step=4');
    await app.editor.waitForEditor();
    await app.editor.openTab('commit');
    await app.editor.replaceText("UPDATE jobs SET state='done', result=:payload WHERE id=:job");
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await expect(app.timeline).toHaveAttribute('data-playing', 'false');
    await app.expectPlayheadAt(3);
    await app.editor.runWithKeyboard();

    await expect(app.timelineStep(3)).toHaveAttribute('data-changed', 'rejected → accepted');
    await expect(app.timelineStep(3)).toHaveAttribute('data-violation', 'stale-write');
    await expect(app.timelineStep(4)).not.toHaveAttribute('data-changed', /.*/);
    await expect(app.step(7, 'A', 'commit').getByTestId('step-changed')).toHaveText(
      'changed: rejected → accepted',
    );
    await expect(app.caption).toContainText('changed: rejected → accepted');
    // The playhead stays on the step the learner was looking at.
    await app.expectPlayheadAt(3);
  });

  test('the playhead glides between steps while playing', async ({ page }) => {
    const app = await openSeed(page);
    await app.playButton.click();
    const xs = await samplePlayhead(page, 3000);
    // At 1× the first 3 s hold about 1.6 s of gliding: far more distinct positions than the 6
    // that the steps have, because the playhead moves on every frame between them. A jumping
    // playhead shows at most 6; a loaded CI machine draws fewer frames (22 seen), so ask for 12.
    expect(new Set(xs).size).toBeGreaterThan(12);
  });

  test('with reduced motion the playhead jumps from step to step', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const app = await openSeed(page);
    const stops = new Set<string>();
    const transformOf = () =>
      page.evaluate(() => document.querySelector<SVGGElement>('.tl-playhead')?.style.transform);
    for (let i = -1; i <= 4; i++) {
      await app.scrub.fill(String(i));
      await app.expectPlayheadAt(i);
      stops.add((await transformOf()) ?? '');
    }
    await page.keyboard.press('Home');
    await page.getByLabel('Speed').selectOption('4');
    await app.playButton.click();
    const xs = await samplePlayhead(page, 2500);
    for (const x of xs) expect(stops).toContain(x);
  });
});

test('a scenario whose schema fails says so, and not that expectations were unmet', async ({
  page,
}) => {
  const yaml =
    'title: Broken schema\nttl: 5\nschema: CREAT TABLE jobs (id TEXT)\nsteps:\n  - { at: 0, worker: A, do: claim }\n';
  const app = new WorkbenchPage(page);
  await page.goto(`/playground#${encodeShareFragment(yaml)}`);
  await app.waitForTrace();
  await expect(app.title).toHaveText('Broken schema');
  const error = page.getByTestId('schema-error');
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(error).toContainText(/^The schema failed: .*CREAT/);
  await expect(page.getByTestId('verdict-ok')).toHaveText(
    'No step ran, so no expectation was checked.',
  );
  await expect(app.trace).not.toContainText('not met');
});

test('a run whose SQL raised an error never says "Safe" beside it', async ({ page }) => {
  const yaml =
    'title: A failing finish\nttl: 5\nsql:\n  commit: INSERT INTO jobs(id) VALUES (:job)\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: commit }\n';
  const app = new WorkbenchPage(page);
  await page.goto(`/playground#${encodeShareFragment(yaml)}`);
  await app.waitForTrace();
  // It compiles; the row it inserts breaks the table's key when it runs.
  await expect(page.getByTestId('verdict-safe')).toHaveText(
    'No rule broken, but step 2 raised an error.',
  );
  await expect(app.trace.locator('.verdict')).not.toContainText('Safe');
});

test('a run whose SQL does not compile says so once, and never "Safe"', async ({ page }) => {
  const yaml =
    'title: A broken finish\nttl: 5\nsql:\n  commit: UPDATE nowhere SET x = 1\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: commit }\n';
  const app = new WorkbenchPage(page);
  await page.goto(`/playground#${encodeShareFragment(yaml)}`);
  await app.waitForTrace();
  await expect(app.trace.getByRole('alert')).toContainText(
    'The SQL of the commit action does not compile',
  );
  await expect(app.trace.getByRole('alert')).toContainText('no such table: nowhere');
  await expect(page.getByTestId('verdict-safe')).toHaveCount(0);
  await expect(app.trace).not.toContainText(/\bSafe\b/);
});
