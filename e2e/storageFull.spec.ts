// When the browser's storage is full, the app goes on in memory, says once that saving failed and
// that work stays in this tab, and offers to export it; it never throws an uncaught error.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { PracticePage } from './pages/PracticePage';
import { StudioPage } from './pages/StudioPage';

/** Fills this origin's localStorage to its quota with filler items (the real limit, no mock). */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('fencelab');
    let size = 1 << 20;
    for (let i = 0; size >= 1;) {
      try {
        localStorage.setItem(`filler-${i}`, 'x'.repeat(size));
        i++;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

test('with storage full, studio edits go on in memory, the notice says so, and export works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const studio = new StudioPage(page);
  const notice = page.getByTestId('storage-notice');
  await studio.open();
  await studio.fresh();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('Every edit is saved here as you go.')).toBeVisible();

  // The storage fills up while the studio is open.
  await fillStorage(page);
  await studio.addStep('A', 0, 'claim');
  await studio.addStep('B', 6, 'claim');
  await studio.expectOutcome(6, 'B', 'claim', 'granted');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Saving failed: this browser’s storage for FenceLab is full');
  await expect(notice).toContainText('Your work stays in this tab');
  await expect(page.getByText('Every edit is saved here as you go.')).toHaveCount(0);
  await expect(page.getByTestId('drafts-unsaved')).toBeVisible();

  const download = page.waitForEvent('download');
  await notice.getByTestId('storage-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.scenario\.yaml$/);
  expect(readFileSync(await file.path(), 'utf8')).toBe(await studio.yaml.inputValue());

  // Opened on a full storage, the app says so at the first edit too.
  await page.reload();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await expect(notice).toContainText('storage for FenceLab is full');
  expect(errors).toEqual([]);
});

test('on a page without the lessons, the notice’s export still saves the lesson progress', async ({
  page,
}) => {
  // The practice page never loads the lesson slice's actions: the export loads them first.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const practice = new PracticePage(page);
  const notice = page.getByTestId('storage-notice');
  await practice.open();
  await expect(page.getByTestId('timer-seconds')).toBeVisible();
  await fillStorage(page);
  await page.getByTestId('timer-seconds').fill('90');
  await expect(notice).toContainText('storage for FenceLab is full');

  const download = page.waitForEvent('download');
  await notice.getByTestId('storage-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fencelab-progress.json');
  expect(JSON.parse(readFileSync(await file.path(), 'utf8'))).toMatchObject({
    format: 'fencelab-progress',
  });
  expect(errors).toEqual([]);
});
