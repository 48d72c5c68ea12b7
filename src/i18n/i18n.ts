// The app's messages: Lingui's runtime (about 2 KB) with catalogs compiled at build time
// (scripts/messagesPlugin.ts), each language in a chunk of its own, fetched only when chosen (a
// Chinese page does not carry the English catalog too). The language is chosen once as the app starts (locales.ts),
// can be switched in the header, is kept on this device, and sets <html lang>.
import { setupI18n, type Messages } from '@lingui/core';
import type en from './messages/en';
import type cli from './messages/en/cli.json';
import { chooseLocale, LANG_PARAM, LOCALE_KEY, type Locale } from './locales';

/**
 * A message's id: the keys of the English catalog, the one every other must match, and the
 * command line's own part (not in the page's catalog; see messages/en.ts).
 */
export type MessageKey = keyof typeof en | keyof typeof cli;

// The catalogs' JSON is compiled by the build: each holds Lingui's arrays, though typed as text.
// No message is shown before a catalog is loaded: the app awaits activateLocale before it renders.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const CATALOGS: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./messages/en'),
  'zh-CN': () => import('./messages/zh-CN'),
};

let current: Locale = 'en';
const loaded = new Set<Locale>();

// WARNING: Lingui decodes `\xNN` and `\uNNNN` in a formatted message, values included, so a
// learner's SQL or an SQLite error with a backslash would change. Backslashes in values travel as
// a private-use character and come back after formatting. (A plane-15 one: the Basic Plane's are
// taken by messageParts' element marks.)
const BACKSLASH = '\u{FFFFD}';
const guarded = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.replaceAll('\\', BACKSLASH) : v,
    ]),
  );

/** The message in the current language, its `{placeholders}` filled (values as they are). */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  if (!values) return i18n._(key);
  return i18n._(key, guarded(values)).replaceAll(BACKSLASH, '\\');
}

export function currentLocale(): Locale {
  return current;
}

async function load(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const catalog = await CATALOGS[locale]();
  i18n.load(locale, catalog.default as Messages);
  loaded.add(locale);
}

/**
 * For a host without the build (the CLI, under Node): shows `locale` with `messages`, plain ICU
 * text that `compiler` (Lingui's compileMessage, passed in so that the page never ships it)
 * compiles as each message is used. Nothing of the page's is touched (no <html lang>, no storage).
 */
export function activateMessages(
  locale: Locale,
  messages: Messages,
  compiler: Parameters<typeof i18n.setMessagesCompiler>[0],
): void {
  i18n.setMessagesCompiler(compiler);
  i18n.load(locale, messages);
  i18n.activate(locale);
  loaded.add(locale);
  current = locale;
}

/** Loads `locale`'s catalog and speaks it, touching nothing of the page (tests under Node). */
export async function speak(locale: Locale): Promise<void> {
  await load(locale);
  i18n.activate(locale);
  current = locale;
}

/**
 * Shows the app in `locale`: loads its catalog and sets <html lang>. Once, as the app starts: a
 * new language reloads the page (LanguageSwitch), so nothing on screen has to follow a change.
 */
export async function activateLocale(locale: Locale, remember = false): Promise<void> {
  await speak(locale);
  document.documentElement.lang = locale;
  if (remember) {
    try {
      window.localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // Not kept (storage refused): the choice holds on this page.
    }
  }
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the app starts in: the address's `?lang=`, the stored choice, the browser's. A
 * `?lang=` is to be remembered, as a choice in the header is. Synchronous, so the first page's
 * content can start loading in that language before its catalog has come.
 */
export function chosenLocale(): { locale: Locale; remember: boolean } {
  const param = new URLSearchParams(window.location.search).get(LANG_PARAM);
  const locale = chooseLocale({ param, stored: stored(), languages: navigator.languages ?? [] });
  return { locale, remember: param !== null };
}
