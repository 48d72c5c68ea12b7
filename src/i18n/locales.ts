// The languages of the app and how one is chosen. Pure.

export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/** The localStorage item that keeps the learner's choice (written when they pick one). */
export const LOCALE_KEY = 'fencelab-locale';
/** The address parameter that sets the language: `?lang=zh-CN`, `?lang=en`. */
export const LANG_PARAM = 'lang';

/** A language tag as one of ours: any Chinese (`zh`, `zh-CN`, `zh-Hans-SG`…) is zh-CN. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase();
  if (t === 'zh' || t.startsWith('zh-') || t.startsWith('zh_')) return 'zh-CN';
  if (t === 'en' || t.startsWith('en-') || t.startsWith('en_')) return 'en';
  return null;
}

/**
 * The language to show: the address's `?lang=` first (a shared link), then the learner's stored
 * choice, then the browser's first language we have, else English.
 */
export function chooseLocale(from: {
  param: string | null;
  stored: string | null;
  languages: readonly string[];
}): Locale {
  const fromParam = localeOfTag(from.param);
  if (fromParam) return fromParam;
  const stored = LOCALES.find((l) => l === from.stored);
  if (stored) return stored;
  for (const tag of from.languages) {
    const l = localeOfTag(tag);
    if (l) return l;
  }
  return 'en';
}
