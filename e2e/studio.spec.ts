import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { encodeShareFragment } from '../src/content/links/shareLink';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

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
  await expect(studio.playerRow(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');
  await expect(studio.playerRow(6, 'B', 'claim')).toHaveAttribute('data-outcome', 'granted');

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
  await expect(studio.playerRow(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');

  // Undo and redo from the keyboard, outside the text fields.
  await studio.step(7, 'A', 'commit').locator('circle').focus();
  await page.keyboard.press('Delete');
  await expect(studio.steps()).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await expect(studio.steps()).toHaveCount(3);
  await page.keyboard.press('Control+Shift+z');
  await expect(studio.steps()).toHaveCount(2);
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
});

test('a share link opens in the learner’s view and in the studio', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await studio.addStep('B', 2, 'claim');
  const link = await studio.shareLink();

  // The link opens the workbench at its own address.
  expect(new URL(link).pathname).toBe('/playground');
  const learner = new WorkbenchPage(page);
  await page.goto(link);
  await learner.waitForTrace();
  await expect(learner.step(2, 'B', 'claim')).toHaveAttribute('data-outcome', 'denied');
  await expect(learner.title).toHaveText('A new timeline');

  await page.goto(link.replace('/playground#', '/studio#'));
  await expect(studio.steps()).toHaveCount(2);
  await expect(studio.playerRow(2, 'B', 'claim')).toHaveAttribute('data-outcome', 'denied');
});

test('a link opened in the studio is saved as a draft only when it is edited', async ({ page }) => {
  const seed = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
  const studio = new StudioPage(page);
  const savedDrafts = () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('fencelab') ?? '{}') as {
        state?: { studio?: { drafts?: object } };
      };
      return Object.keys(saved.state?.studio?.drafts ?? {}).length;
    });
  await studio.open(`#${encodeShareFragment(seed)}`);
  await expect(studio.steps()).toHaveCount(5);
  await expect(studio.playerRow(7, 'A', 'commit')).toHaveAttribute('data-outcome', 'rejected');
  await expect(studio.drafts()).toHaveCount(0);
  expect(await savedDrafts()).toBe(0);

  // Nothing saved yet, so the link stays in the address: a reload opens it again.
  await expect(page).toHaveURL(/#s=v1\./);
  await page.reload();
  await expect(studio.steps()).toHaveCount(5);
  await expect(studio.drafts()).toHaveCount(0);

  await studio.titleInput.fill('My copy of the seed demo');
  await expect(studio.drafts()).toHaveCount(1);
  await expect(studio.drafts()).toContainText('My copy of the seed demo');
  expect(await savedDrafts()).toBe(1);
  await expect(page).not.toHaveURL(/#s=/);
});

test('a tampered link shows a clear error, never a blank page', async ({ page }) => {
  const seed = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
  const good = encodeShareFragment(seed);
  const tampered = `${good.slice(0, -6)}${good.slice(-6).split('').reverse().join('')}`;
  await page.goto(`/playground#${tampered}`);
  const alert = page.getByTestId('player-error');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveAttribute('data-kind', 'link');
  await expect(alert).toContainText('This share link is damaged');

  await page.goto(`/studio#${good.replace('s=v1.', 's=v9.')}`);
  await expect(page.getByTestId('studio-notice')).toContainText('another version of FenceLab');
});

test('the studio has no serious or critical accessibility violation', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await expect(studio.playerRow(0, 'A', 'claim')).toHaveAttribute('data-outcome', 'granted');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
});
