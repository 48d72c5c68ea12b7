// Tests of a describe block on a page in another language: the locale is activated before them
// and English comes back after. (activateLocale sets <html lang>; Node has no document.)
import { afterAll, beforeAll, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

export function onPageIn(locale: Locale): void {
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await activateLocale(locale);
  });
  afterAll(async () => {
    await activateLocale('en');
    vi.unstubAllGlobals();
  });
}
