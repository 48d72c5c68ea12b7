// Test helper: the tests of the calling `describe` see a Chinese page. Never imported by the app.
import { afterAll, beforeAll, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';

/** Call inside a `describe`: its tests run with Chinese active, and English comes back after. */
export function inChinese(): void {
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    await activateLocale('zh-CN');
  });
  afterAll(async () => {
    await activateLocale('en');
    vi.unstubAllGlobals();
  });
}
