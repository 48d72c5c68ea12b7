// The studio: building a timeline with the mouse and the keyboard, its marks and legend in both
// languages, a located error for invalid YAML, and accessibility (sharing: studioSharing.spec.ts).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { StudioPage } from './pages/StudioPage';

test('an instructor builds a three-step scenario with the mouse, records outcomes, exports and re-imports it', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();

  await studio.addStep('A', 0, 'claim');
  await studio.addStep('B', 6, 'claim');
  await studio.addStep('A', 3, 'commit');
  // Drag A's commit along time, past B's takeover: the player re-runs at once.
  await studio.dragStep(studio.step(3, 'A', 'commit'), 7);
  await expect(studio.step(7, 'A', 'commit')).toHaveCount(1);
  await studio.expectOutcome(7, 'A', 'commit', 'rejected');
  await studio.expectOutcome(6, 'B', 'claim', 'granted');

  await studio.button('Record outcomes as expected').click();
  await expect(studio.step(7, 'A', 'commit')).toHaveAttribute('data-expect', 'rejected');
  await expect(studio.step(0, 'A', 'claim')).toHaveAttribute('data-expect', 'granted');
  const text = await studio.yaml.inputValue();
  expect(text).toContain('- { at: 7, worker: A, do: commit, expect: rejected }');

  const download = await studio.exportYaml();
  expect(download.suggestedFilename()).toMatch(/\.scenario\.yaml$/);
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toBe(text);

  await studio.fresh();
  await studio.importFile(path);
  await expect(studio.yaml).toHaveValue(text);
  await expect(studio.steps()).toHaveCount(3);
  await studio.expectOutcome(7, 'A', 'commit', 'rejected');

  // Undo and redo from the keyboard, outside the text fields.
  await studio.step(7, 'A', 'commit').locator('circle').focus();
  await page.keyboard.press('Delete');
  await expect(studio.steps()).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await expect(studio.steps()).toHaveCount(3);
  await page.keyboard.press('Control+Shift+z');
  await expect(studio.steps()).toHaveCount(2);
  // On a page without the player, the keys are the page's: Ctrl+Z does not undo out of sight.
  await page.getByRole('link', { name: 'Lessons', exact: true }).click();
  await expect(page.getByTestId('lesson-item').first()).toBeVisible();
  await page.keyboard.press('Control+z');
  await page.getByRole('link', { name: 'Studio', exact: true }).click();
  await expect(studio.steps()).toHaveCount(2);
});

for (const [lang, title] of [
  ['en', 'A new timeline'],
  ['zh-CN', '新时间线'],
] as const)
  test(`a first visit (${lang}) shows the new timeline built ahead, and the first edit runs it`, async ({
    page,
  }) => {
    // Written and run at build time (scripts/studioFreshPlugin.ts): no parser, no SQL worker.
    const late: string[] = [];
    page.context().on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/browserWorker|\.wasm$|\/(browser|yamlSource|parseScenario)-/.test(path)) late.push(path);
    });
    const studio = new StudioPage(page);
    await page.goto(`/studio?lang=${lang}`);
    await expect(studio.yaml).toHaveValue(`title: ${title}\nttl: 5\njob: job-1\nsteps: []\n`);
    await expect(studio.lane('B')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(late).toEqual([]);

    await studio.addStep('A', 0, 'claim');
    // This first edit fetches the parser, the SQL worker and sql.js and starts them all.
    await studio.expectOutcome(0, 'A', 'claim', 'granted');
    await expect(studio.yaml).toHaveValue(/\{ at: 0, worker: A, do: claim \}/);
    expect(late.some((p) => p.includes('browserWorker'))).toBe(true);
  });

test('a pause is a range whose end is dragged by its handle', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await studio.addStep('A', 1, 'pause');
  const pause = studio.step(1, 'A', 'pause');
  await expect(pause.getByTestId('pause-handle')).toHaveAttribute('data-until', '7');
  await studio.dragPauseEnd(pause, 4);
  await expect(pause.getByTestId('pause-handle')).toHaveAttribute('data-until', '4');
  await expect(studio.yaml).toHaveValue(/\{ at: 1, worker: A, do: pause, until: 4 \}/);

  // A step of A inside its own pause is invalid input: marked on the lane, worded as the CLI does.
  await studio.addStep('A', 2, 'commit');
  await expect(studio.step(2, 'A', 'commit')).toHaveAttribute('data-invalid', 'true');
  await expect(page.getByTestId('step-issue')).toContainText('studio.scenario.yaml:');
});

test('invalid YAML shows the located message and keeps the lanes', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  const text = await studio.yaml.inputValue();
  await studio.yaml.fill(text.replace('ttl: 5', 'ttl: 0'));
  await expect(studio.issues).toContainText('studio.scenario.yaml:2: ttl: ttl must be 1 or more');
  await expect(studio.steps()).toHaveCount(1);

  // The lanes wait while the text does not read, and after a reload too: a click there would
  // write the model's YAML over what is typed.
  const waiting = page.getByTestId('studio-waiting');
  await expect(waiting).toBeVisible();
  await expect(page.locator('.studio-build')).toHaveAttribute('inert', '');
  await page.reload();
  await expect(studio.issues).toContainText('studio.scenario.yaml:2: ttl: ttl must be 1 or more');
  await expect(waiting).toBeVisible();
  await studio.svg.click({ force: true });
  await expect(studio.yaml).toHaveValue(/^ttl: 0$/m);
  await expect(studio.yaml).toHaveValue(/do: claim/);

  // Mended, the lanes are back with the scenario the text holds.
  await studio.yaml.fill((await studio.yaml.inputValue()).replace('ttl: 0', 'ttl: 4'));
  await expect(waiting).toHaveCount(0);
  await expect(studio.steps()).toHaveCount(1);
  await expect(page.locator('.studio-build')).not.toHaveAttribute('inert', '');
});

test('the studio has no serious or critical accessibility violation', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await studio.expectOutcome(0, 'A', 'claim', 'granted');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a pause’s end handle and the lane at the tick its worker wakes at can both be clicked', async ({
      page,
    }) => {
      const studio = new StudioPage(page);
      await studio.open();
      await studio.fresh();
      await studio.addStep('A', 0, 'claim');
      await studio.addStep('A', 1, 'pause');
      const pause = studio.step(1, 'A', 'pause');
      const handle = pause.getByTestId('pause-handle');
      // Wherever the pause ends (a long one, a shorter one, one tick), both take the mouse.
      for (const wake of [7, 4, 2]) {
        if (wake !== 7) await studio.dragPauseEnd(pause, wake);
        await expect(handle).toHaveAttribute('data-until', String(wake));
        await handle.click({ trial: true, timeout: 3_000 });
        // The lane's middle at the wake tick, where the handle used to catch the click.
        await studio.clickLane('A', wake, 22, 3_000);
        await expect(studio.menu).toHaveAttribute('data-at', String(wake));
        await page.keyboard.press('Escape');
        await expect(studio.menu).toHaveCount(0);
      }
      // The worker's next step at the wake tick, added there; the handle still answers beside it.
      await studio.clickLane('A', 2, 22, 3_000);
      await studio.menuItem('commit').click();
      await expect(studio.step(2, 'A', 'commit')).toHaveCount(1);
      await expect(studio.step(2, 'A', 'commit')).not.toHaveAttribute('data-invalid', 'true');
      await handle.click({ trial: true, timeout: 3_000 });
      await studio.dragPauseEnd(pause, 5);
      await expect(handle).toHaveAttribute('data-until', '5');
    });
  });

test('steps are added from the keyboard alone: a lane, its tick, the menu, and back', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  const keys = page.keyboard;

  await studio.tabToLanes();
  await expect(studio.focusedLane).toHaveAttribute('data-actor', 'A');
  await expect(studio.focusedLane).toHaveAttribute('data-tick', '0');
  await keys.press('ArrowRight');
  await keys.press('ArrowRight');
  await keys.press('ArrowRight');
  await expect(studio.focusedLane).toHaveAttribute('data-tick', '3');
  await expect(studio.focusedLane).toHaveAccessibleName(/^Lane A at t=3/);
  await keys.press('Enter');
  await expect(studio.menu).toHaveAttribute('data-actor', 'A');
  await expect(studio.menu).toHaveAttribute('data-at', '3');
  await expect(studio.menuItem('claim')).toBeFocused();
  await keys.press('Enter');
  // The new step takes the focus: Enter would edit it, ← → move it.
  const claim = studio.step(3, 'A', 'claim');
  await expect(claim).toHaveCount(1);
  await expect(claim.locator('circle')).toBeFocused();

  // Back to the lanes (the last one, at the same tick), up to B, a menu closed with Escape.
  await keys.press('Shift+Tab');
  await expect(studio.focusedLane).toHaveAttribute('data-actor', 'scheduler');
  await keys.press('ArrowUp');
  await keys.press('ArrowUp');
  await expect(studio.focusedLane).toHaveAttribute('data-actor', 'B');
  await expect(studio.focusedLane).toHaveAttribute('data-tick', '3');
  await keys.press(' ');
  await expect(studio.menu).toHaveAttribute('data-actor', 'B');
  await keys.press('Escape');
  await expect(studio.menu).toHaveCount(0);
  await expect(studio.focusedLane).toHaveAttribute('data-actor', 'B');
  await expect(studio.steps()).toHaveCount(1);

  // End goes to the last tick, Home to the first; a pause chosen with the arrows.
  await keys.press('End');
  await expect(studio.focusedLane).toHaveAttribute('data-tick', '12');
  await keys.press('Home');
  for (let i = 0; i < 6; i++) await keys.press('ArrowRight');
  await keys.press('Enter');
  await studio.chooseWithKeys('pause');
  await expect(studio.step(6, 'B', 'pause')).toHaveCount(1);
  await expect(studio.step(6, 'B', 'pause').locator('circle')).toBeFocused();
  await expect(studio.yaml).toHaveValue(/\{ at: 6, worker: B, do: pause, until: 12 \}/);
});

test('each step’s mark is an icon named in words, and the legend says what each one is', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await studio.addStep('A', 1, 'commit');
  await studio.addStep('user', 2, 'cancel');
  const commit = studio.step(1, 'A', 'commit');
  await expect(commit.getByRole('button')).toHaveAccessibleName('A commit at t=1');
  // An icon, not the old two letters that made commit and cancel (or renew and read) one mark.
  await expect(commit.locator('[data-glyph="commit"] path')).toHaveCount(1);
  await expect(commit.locator('[data-glyph] text')).toHaveCount(0);
  const legend = page.getByRole('list', { name: 'What the marks on the lanes mean' });
  for (const word of ['claim', 'renew', 'read', 'commit', 'write', 'cancel', 'recover', 'pause'])
    await expect(legend.locator(`li[data-action="${word}"]`)).toHaveText(word);
});

test.describe('on the Chinese page', () => {
  test.use({ locale: 'zh-CN' });

  test('the marks and the legend are named in Chinese, with the code they stand for', async ({
    page,
  }) => {
    const studio = new StudioPage(page);
    await studio.open();
    await studio.fresh('新建');
    await studio.addStep('A', 0, 'claim');
    await expect(studio.step(0, 'A', 'claim').getByRole('button')).toHaveAccessibleName(
      'A 在 t=0 执行 领取（claim）',
    );
    const legend = page.getByRole('list', { name: '泳道上各标记的含义' });
    await expect(legend.locator('li[data-action="recover"]')).toHaveText('恢复扫描（recover）');
    await studio.clickLane('B', 3);
    await expect(studio.menu).toHaveAccessibleName('在 t=3 为 B 添加步骤');
    await expect(studio.menuItem('commit')).toHaveAccessibleName('完成写入（commit）');
  });
});
