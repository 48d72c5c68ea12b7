// The CLI's language (`--lang`). It runs under tsx, without Vite's build, so the catalogs are read
// here as they are on disk (plain ICU text) and Lingui compiles each message as it is used.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateMessages } from '../../src/i18n/i18n';
import { LOCALES, type Locale } from '../../src/i18n/locales';

const DIR = fileURLToPath(new URL('../../src/i18n/messages/', import.meta.url));

const catalogs = new Map<Locale, Record<string, string>>();

/** Every part of one language's catalog, merged, as written (ICU text, not compiled). */
export function catalogOf(locale: Locale): Record<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    const dir = `${DIR}${locale}/`;
    const parts = readdirSync(dir).filter((f) => f.endsWith('.json'));
    messages = Object.assign(
      {},
      ...parts.sort().map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as object),
    ) as Record<string, string>;
    catalogs.set(locale, messages);
  }
  return messages;
}

/** A `--lang` value as one of ours; only the exact names are taken. */
export function localeOf(value: string | undefined): Locale | null {
  return LOCALES.find((l) => l === value) ?? null;
}

/** Makes `t()` speak `locale` from here on (each command sets it, so calls can alternate). */
export function useLocale(locale: Locale): void {
  activateMessages(locale, catalogOf(locale), compileMessage);
}
