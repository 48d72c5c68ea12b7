// The header's language switch. A new language reloads the page at the same address with
// `?lang=` set: every part (its messages, the lesson's words, the question bank) then comes in
// that language at once, the choice is remembered (i18n.ts), and the address can be shared.
import { currentLocale, t } from '../i18n/i18n';
import { LANG_PARAM, LOCALES, type Locale } from '../i18n/locales';

/** The address of this page in another language. */
export function addressIn(locale: Locale, href: string): string {
  const url = new URL(href);
  url.searchParams.set(LANG_PARAM, locale);
  return url.pathname + url.search + url.hash;
}

/** The page again in `locale`; its `?lang=` makes the choice remembered (i18n.ts). */
function choose(locale: Locale) {
  window.location.assign(addressIn(locale, window.location.href));
}

export function LanguageSwitch() {
  const here = currentLocale();
  return (
    <label className="language-switch" data-testid="language-switch">
      <span className="visually-hidden">{t('language.legend')}</span>
      <select value={here} onChange={(e) => choose(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
