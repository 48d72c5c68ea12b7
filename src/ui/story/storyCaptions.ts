// The story's captions in a language other than English: a chunk of their own per language
// (content/lessons/story.<locale>.ts), fetched once, and kept. Apart from storyWords.ts, so that the
// route table (which every page loads) can start the fetch without loading the English story.
import type { CaptionWords } from '../../content/lessons/story.zh-CN';
import type { Locale } from '../../i18n/locales';

const LOADS: Record<Exclude<Locale, 'en'>, () => Promise<readonly CaptionWords[]>> = {
  'zh-CN': () => import('../../content/lessons/story.zh-CN').then((m) => m.CAPTIONS_ZH_CN),
};

const loading = new Map<Locale, Promise<readonly CaptionWords[]>>();

/**
 * Starts fetching the captions of `locale` (none for English) and gives the same promise to every
 * caller. A failed fetch is forgotten, so the page's "render again" fetches anew.
 */
export function loadStoryCaptions(locale: Locale): Promise<readonly CaptionWords[]> | null {
  if (locale === 'en') return null;
  let words = loading.get(locale);
  if (!words) {
    words = LOADS[locale]().catch((error: unknown) => {
      loading.delete(locale);
      throw error;
    });
    loading.set(locale, words);
  }
  return words;
}
