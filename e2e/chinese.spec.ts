import { expect, test } from '@playwright/test';

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the app and lesson 1 come in Chinese, <html lang> says so', async ({ page }) => {
    await page.goto('/lessons/lease-is-not-a-lock');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('课程');
    await expect(page.getByRole('heading', { level: 2 })).toContainText('租约（lease）');
    await expect(page.getByText('第 1 课，共 15 课')).toBeVisible();
    // The lesson's words are the translation's; its SQL is the English file's, unchanged.
    await expect(page.getByRole('heading', { name: '为什么任务要有租约' })).toBeVisible();
    await expect(page.locator('.lesson-text pre').first()).toContainText(
      "UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, state='running'",
    );
    // The timeline's steps carry the translated notes.
    await expect(page.getByTestId('lesson-player')).toContainText('B 接管');
  });

  test('?lang=en wins over the browser, and is remembered', async ({ page }) => {
    await page.goto('/lessons?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Lessons');
    await page.goto('/lessons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the header switches the language, keeps the address, and the choice lasts', async ({
  page,
}) => {
  await page.goto('/lessons/fencing-token?timeline=same-name-with-token');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch').locator('select').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveURL(
    /\/lessons\/fencing-token\?timeline=same-name-with-token&lang=zh-CN$/,
  );
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('租约与 fencing token')).toBeVisible();
});
