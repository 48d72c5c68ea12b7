import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { ThemeSwitch } from './pages/ThemeSwitch';

// --bg of src/app/tokens.css in each theme.
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(13, 17, 23)';

/** Serious and critical axe violations on the page as it is now (nothing excluded). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('the theme follows the system until the switch chooses one, and the choice lasts', async ({
  page,
}) => {
  const theme = new ThemeSwitch(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/lessons');
  await expect(theme.choice('System')).toBeChecked();
  expect(await theme.background()).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await theme.background()).toBe(LIGHT_BG);

  // Dark on a light system, even after a reload.
  await theme.choose('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await theme.background()).toBe(DARK_BG);
  expect(await theme.stored()).toBe('dark');
  await page.reload();
  await expect(theme.choice('Dark')).toBeChecked();
  expect(await theme.background()).toBe(DARK_BG);

  // Light on a dark system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await theme.choose('Light');
  expect(await theme.background()).toBe(LIGHT_BG);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await theme.background()).toBe(LIGHT_BG);

  // Back to the system's: nothing is kept, and the page follows the system again.
  await theme.choose('System');
  expect(await theme.background()).toBe(DARK_BG);
  expect(await theme.stored()).toBeNull();
  await page.reload();
  await expect(theme.choice('System')).toBeChecked();
  expect(await theme.background()).toBe(DARK_BG);
});

test('the kept theme is on the page before the app draws anything', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fencelab-theme', 'dark'));
  // Record the root's theme at the first moment the app's root gets children.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstChild) return;
      (window as unknown as { firstDraw: string | null }).firstDraw =
        document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/lessons');
  await expect(page.getByTestId('lessons-page')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstDraw: string }).firstDraw)).toBe(
    'dark',
  );
});

test.describe('accessibility in the dark theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  test('the home page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('story')).toBeVisible({ timeout: 20_000 });
    expect(await theme(page)).toBe(DARK_BG);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the lesson list has none', async ({ page }) => {
    await page.goto('/lessons');
    await expect(page.getByTestId('lesson-item').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a lesson has none, before and after predicting', async ({ page }) => {
    // Two axe scans of a whole lesson page: 17–31 s among the suite's workers on this machine.
    test.slow();
    const lesson = new LessonPage(page);
    await lesson.open('lease-is-not-a-lock');
    // The veil over the player's outline, then over the player drawn.
    await expect(page.getByTestId('player-outline')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await lesson.veil.getByRole('button', { name: 'Skip the prediction' }).click();
    await expect(lesson.veil).toBeHidden();
    await expect(page.getByTestId('timeline')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

function theme(page: Page): Promise<string> {
  return new ThemeSwitch(page).background();
}
