// Recording an answer needs a microphone: Chromium's fake device and auto-accepted prompt give one.
import { expect, test } from './fixtures';
import { e2eChromium } from '../scripts/chromiumPath.mjs';
import { PracticePage } from './pages/PracticePage';

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: e2eChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('an answer is recorded and played back, kept in this tab only', async ({ page }) => {
  const practice = new PracticePage(page);
  await practice.open();
  await practice.pick('★ Why a fencing token, when the lease has already expired?');
  const audio = page.getByTestId('audio');
  await expect(audio).toContainText('Kept only in this tab, never uploaded.');
  await audio.getByRole('button', { name: 'Record your answer' }).click();
  await expect(audio).toHaveAttribute('data-status', 'recording');
  await page.waitForTimeout(500);
  await audio.getByRole('button', { name: 'Stop recording' }).click();
  await expect(audio.getByLabel('Your recorded answer')).toHaveAttribute('src', /^blob:/);
  await expect(audio.getByRole('button', { name: 'Record again' })).toBeVisible();
});
