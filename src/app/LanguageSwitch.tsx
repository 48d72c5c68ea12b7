// The header's language switch. A new language reloads the page at the same address with
// `?lang=` set: every part (its messages, the lesson's words, the question bank) then comes in
// that language at once, the choice is remembered (i18n.ts), and the address can be shared.
import { useCallback } from 'react';
import { currentLocale, t } from '../i18n/i18n';
import { LANG_PARAM, LOCALES, type Locale } from '../i18n/locales';

/** The address of this page in another language. */
export function addressIn(locale: Locale, href: string): string {
  const url = new URL(href);
  url.searchParams.set(LANG_PARAM, locale);
  return url.pathname + url.search + url.hash;
}

/** Set for the page loaded by a choice here: that page puts the focus back on the switch. */
const REFOCUS_KEY = 'fencelab-language-switch-focus';

/** The page again in `locale`; its `?lang=` makes the choice remembered (i18n.ts). */
function choose(locale: Locale) {
  try {
    sessionStorage.setItem(REFOCUS_KEY, '1');
  } catch {
    // No session storage (a locked-down browser): the new page starts at its top, as any load.
  }
  window.location.assign(addressIn(locale, window.location.href));
}

/** Whether this page was loaded by the switch (and forgets it). */
function chosenHere(): boolean {
  try {
    const chosen = sessionStorage.getItem(REFOCUS_KEY) !== null;
    sessionStorage.removeItem(REFOCUS_KEY);
    return chosen;
  } catch {
    return false;
  }
}

export function LanguageSwitch() {
  const here = currentLocale();
  // A keyboard user who changed the language is still on the switch after the reload, as they
  // would be had the page not reloaded (the focus would fall to the top of the page).
  const refocus = useCallback((select: HTMLSelectElement | null) => {
    if (select && chosenHere()) select.focus();
  }, []);
  return (
    <label className="language-switch" data-testid="language-switch">
      <span className="visually-hidden">{t('language.legend')}</span>
      <select ref={refocus} value={here} onChange={(e) => choose(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
