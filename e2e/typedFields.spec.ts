// Number and text boxes typed into key by key, as a hand types: each shows what is typed, and
// what it stores is the number meant, not a clamp or a refusal of each key on its way there.
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { StudioPage } from './pages/StudioPage';

/** Selects what the box holds and types `keys` over it, one key at a time. */
async function retype(box: Locator, keys: string): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await box.pressSequentially(keys);
}

test('the practice timer takes 60 and 300 as typed, and a number too small once left', async ({
  page,
}) => {
  await page.goto('/practice');
  const seconds = page.getByTestId('timer-seconds');
  await expect(seconds).toBeEnabled();
  await retype(seconds, '60');
  await expect(seconds).toHaveValue('60');
  await retype(seconds, '300');
  await expect(seconds).toHaveValue('300');
  await retype(seconds, '5');
  await expect(seconds).toHaveValue('5');
  await seconds.blur();
  await expect(seconds).toHaveValue('10');
  await page.reload();
  await expect(seconds).toHaveValue('10');
});

test('the studio’s tick, TTL, job and clock skew take what is typed', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 7, 'claim');
  const form = page.getByTestId('step-form');
  await retype(form.getByLabel('At (tick)'), '9');
  await expect(studio.step(9, 'A', 'claim')).toHaveCount(1);

  const scenario = page.getByTestId('scenario-form');
  await retype(scenario.getByLabel('TTL (ticks)'), '8');
  await retype(scenario.getByLabel('Job id'), 'report-7');
  await retype(page.getByLabel('Clock skew of A'), '-3');
  await expect(studio.yaml).toHaveValue(/^ttl: 8$/m);
  await expect(studio.yaml).toHaveValue(/^job: report-7$/m);
  await expect(studio.yaml).toHaveValue(/A: -3/);
  await expect(page.getByLabel('Clock skew of A')).toHaveValue('-3');
});
