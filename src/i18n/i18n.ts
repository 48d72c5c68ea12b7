// The app's messages: catalogs compiled at build time into Lingui's runtime form
// (scripts/messagesPlugin.ts) and filled by format.ts, in the chosen language only, and in
// groups: the app's own (the header, the store, the home page) before the first render, and each
// page's with its code (scripts/messageGroups.ts), so a first visit does not fetch every page's
// words. The language is chosen once as the app starts (locales.ts), can be switched in the
// header, is kept on this device, and sets <html lang>. The page ships no Lingui: the command
// line (scripts/cli/language.ts) brings Lingui's compiler for the ICU text it reads from disk.
import type en from './messages/en';
import type cli from './messages/en/cli.json';
import { formatMessage, type CompiledMessage } from './format';
import { chooseLocale, LANG_PARAM, LOCALE_KEY, type Locale } from './locales';

/**
 * A message's id: the keys of the English catalog, the one every other must match, and the
 * command line's own part (not in the page's catalog; see messages/en.ts).
 */
export type MessageKey = keyof typeof en | keyof typeof cli;

// The catalogs' JSON is compiled by the build: each holds Lingui's arrays, though typed as text.
// No message is shown before a catalog is loaded: the app awaits activateLocale before it renders.
/** How the console names a message that is not loaded. */
export const MISSING_MESSAGE = 'FenceLab has no message loaded for';

// A key with no message shows as itself; it is also said on the console, once, so that a page
// whose group lacks a key it shows is found (untranslated.spec.ts fails on it).
const unloaded = new Set<string>();
function missing(locale: Locale, key: string): string {
  if (!unloaded.has(`${locale}/${key}`)) console.error(`${MISSING_MESSAGE} ${key} (${locale})`);
  unloaded.add(`${locale}/${key}`);
  return key;
}

/** Each language's messages loaded so far: compiled, or (the CLI's) ICU text until first used. */
const catalogs: Record<Locale, Record<string, CompiledMessage>> = { en: {}, 'zh-CN': {} };
/** What compiles the CLI's messages as each is used (none on the page: the build compiled them). */
let compile: ((text: string) => CompiledMessage) | null = null;

/** Each language's groups of messages, each a module to load (`virtual:fencelab/messages`). */
export type MessageSource = Record<Locale, Record<string, () => Promise<{ default: unknown }>>>;
let source: MessageSource | null = null;

let current: Locale = 'en';

/**
 * Where the groups come from (the build's modules) and the language the page is to speak, given
 * once by the app's entry (and the tests' set-up) before a page's code loads. Not imported here,
 * so that the command line, which brings its own messages (activateMessages), runs without the
 * build.
 */
export function setMessageSource(groups: MessageSource, locale: Locale): void {
  source = groups;
  current = locale;
}

/** `<locale>/<group>` for each group loaded, and the load of each under way. */
const loaded = new Map<string, Promise<void>>();

/** The message in the current language, its `{placeholders}` filled (values as they are). */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  const catalog = catalogs[current];
  let message = catalog[key];
  if (message === undefined) return missing(current, key);
  if (typeof message === 'string' && compile) catalog[key] = message = compile(message);
  return formatMessage(message, values ?? {}, current);
}

export function currentLocale(): Locale {
  return current;
}

/**
 * What goes between two sentences set side by side (two messages, or a sentence and the link or
 * button after it): a space in English; nothing in Chinese, whose full-width marks carry their
 * own space ("到期。另有", not "到期。 另有").
 */
export function sentenceGap(): string {
  return current === 'zh-CN' ? '' : ' ';
}

/** The colon between a label and what it says (a rule and its finding): ": ", or "：" in Chinese. */
export function colon(): string {
  return current === 'zh-CN' ? '：' : ': ';
}

/** Loads one group of `locale`'s messages (once; a failed load is tried again next time). */
function load(locale: Locale, group: string): Promise<void> {
  const id = `${locale}/${group}`;
  let done = loaded.get(id);
  if (!done) {
    const loader = source?.[locale][group];
    if (!loader) return Promise.reject(new Error(`FenceLab has no messages named ${id}`));
    done = loader().then(
      (m) => void Object.assign(catalogs[locale], m.default as Record<string, CompiledMessage>),
      (e: unknown) => {
        loaded.delete(id);
        throw e;
      },
    );
    loaded.set(id, done);
  }
  return done;
}

/**
 * A page's code with its messages: `page` is its group (the page file's name, as
 * scripts/messageGroups.ts names it), fetched beside the code, in the page's language.
 */
export function withMessages<M>(page: string, code: Promise<M>): Promise<M> {
  return Promise.all([code, load(current, page)]).then(([m]) => m);
}

/**
 * For a host without the build (the CLI, under Node): shows `locale` with `messages`, plain ICU
 * text that `compiler` (Lingui's compileMessage, passed in so that the page never ships it)
 * compiles as each message is used. Nothing of the page's is touched (no <html lang>, no storage).
 */
export function activateMessages(
  locale: Locale,
  messages: Record<string, string>,
  compiler: (text: string) => CompiledMessage,
): void {
  compile = compiler;
  Object.assign(catalogs[locale], messages);
  loaded.set(`${locale}/base`, Promise.resolve());
  current = locale;
}

/**
 * Loads `locale`'s app messages and speaks it, touching nothing of the page (tests under Node,
 * where the base group has every message).
 */
export async function speak(locale: Locale): Promise<void> {
  await load(locale, 'base');
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
