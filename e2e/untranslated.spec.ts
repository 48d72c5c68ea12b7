import { expect, test } from './fixtures';
import { englishLeft } from './pages/englishLeft';
import { punctuationSpaces } from './pages/punctuationSpaces';
import { RecordedPage } from './pages/RecordedPage';
import { EVERY_PAGE } from './pages/routes';

// With a Chinese browser, no page may show English words but code, names and the product's name.
// Text with Chinese characters in it is Chinese (it may name a term in English, as the lessons
// do: 租约（lease）); text without any is checked word by word against the allowed words. Code,
// keys, SQL editors and a source's published title are skipped (e2e/pages/englishLeft.ts). And
// the Chinese is set as Chinese: no space after a full-width mark (e2e/pages/punctuationSpaces.ts).

const ROUTES = EVERY_PAGE;

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });
  for (const route of ROUTES) {
    test(`${route.path} shows no English but code and names`, async ({ page }) => {
      await page.goto(route.path);
      await route.prepare?.(page);
      await expect(route.ready(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      expect(await englishLeft(page)).toEqual([]);
      expect(await punctuationSpaces(page)).toEqual([]);
    });
  }

  test('lesson 1 after playing to the end and checking the starter shows none either', async ({
    page,
  }) => {
    await page.goto('/lessons/lease-is-not-a-lock');
    await page.getByTestId('predict-veil').getByRole('button').click();
    await page.keyboard.press('End');
    await expect(page.locator('[data-testid="timeline-step"][data-step="3"]')).toHaveAttribute(
      'data-outcome',
      'accepted',
    );
    await page.getByTestId('check-lesson').click();
    await expect(page.getByTestId('check-report')).toHaveAttribute('data-passed', 'false');
    expect(await englishLeft(page)).toEqual([]);
    expect(await punctuationSpaces(page)).toEqual([]);
  });

  test('a PostgreSQL recording, with its label and the command that runs it', async ({ page }) => {
    await new RecordedPage(page).open('for-update-waits');
    await expect(page.getByTestId('recorded-no-editor')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    expect(await punctuationSpaces(page)).toEqual([]);
  });
});
