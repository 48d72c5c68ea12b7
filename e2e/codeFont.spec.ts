// Code is set in the platform's monospace on an English page, and in a CJK monospace on a Chinese
// one. With a CJK family first, Linux with Noto CJK set every English line of code in it, opening
// its 20 MB file at the first code on the page (about 100 ms of the page's main thread, #31).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The font that draws most of the glyphs of the playground's code, as Chromium reports it. */
async function codeFont(page: Page): Promise<string> {
  const code = page.getByTestId('code-view-text').first();
  await expect(code).toContainText('steps:');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-testid="code-view-text"]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  const most = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
  return most?.familyName ?? '';
}

test('code is in the platform monospace in English and a CJK monospace in Chinese', async ({
  page,
}) => {
  await page.goto('/playground?lang=en');
  expect(await codeFont(page)).not.toMatch(/CJK/);
  await page.goto('/playground?lang=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await codeFont(page)).toBe('Noto Sans Mono CJK SC');
});
