// The lessons of lessons/, checked at build time: their titles and summaries come in a small
// module per language (a few KB), which only the lesson list fetches; a lesson page fetches only
// its own lesson, a JSON chunk of its own in the page's language (a translation merged onto its
// English file at build time, see docs/translating.md), which names its neighbours itself.
import index from 'virtual:fencelab/content';
import { lessonOfShipped } from '../content/lessons/prebuilt';
import { t } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import type { PrebuiltLessons } from '../state/deps';
import { addProse } from '../ui/lesson/proseCache';

const LOADERS: Record<Locale, Record<string, () => Promise<unknown>>> = {
  en: import.meta.glob('../../lessons/*.lesson.yaml', {
    query: '?prebuilt',
    import: 'default',
  }),
  'zh-CN': import.meta.glob('../../lessons/*.lesson.yaml', {
    query: '?prebuilt&lang=zh-CN',
    import: 'default',
  }),
};

/**
 * Each language's titles, fetched only for that language, and only by a page that lists lessons:
 * the index every page carries has none (ShippedIndex), and a lesson carries its neighbours'.
 */
const TITLES: Record<
  Locale,
  () => Promise<{ default: typeof import('virtual:fencelab/content/en').default }>
> = {
  en: () => import('virtual:fencelab/content/en'),
  'zh-CN': () => import('virtual:fencelab/content/zh-CN'),
};

/** Each language's summaries, which only the lesson list shows (a lesson names its neighbours). */
const SUMMARIES: Record<
  Locale,
  () => Promise<{ default: typeof import('virtual:fencelab/summaries/en').default }>
> = {
  en: () => import('virtual:fencelab/summaries/en'),
  'zh-CN': () => import('virtual:fencelab/summaries/zh-CN'),
};

const fileOf = new Map(index.lessons.map((l) => [l.id, l.file]));

/** One lesson in a language, its Markdown's HTML handed to the page's cache. */
export function lessonIn(locale: Locale): PrebuiltLessons['lesson'] {
  return (id) => {
    const file = fileOf.get(id);
    const load = file === undefined ? undefined : LOADERS[locale][`../../${file}`];
    if (!load) return Promise.reject(new Error(t('state.content.noLesson', { id })));
    return load().then((shipped) => {
      const { lesson, prose } = lessonOfShipped(shipped);
      addProse(prose);
      return lesson;
    });
  };
}

/**
 * Starts fetching a lesson the address names, before the page's messages are loaded: a lesson the
 * index does not have is left to the page, which says so once it can.
 */
export function prefetchLesson(locale: Locale): (id: string) => Promise<unknown> {
  const lesson = lessonIn(locale);
  return (id) => (fileOf.has(id) ? lesson(id) : Promise.resolve(null));
}

/**
 * The lessons in a language: their titles are fetched the first time a page lists them (a lesson
 * page, the home page, the studio and the practice pages do not), their summaries when the lesson
 * list asks for them.
 */
export function lessonsIn(locale: Locale): PrebuiltLessons {
  const entries = async () => {
    const titles = new Map((await TITLES[locale]()).default.lessons.map((l) => [l.id, l.title]));
    return index.lessons.map((l) => ({ ...l, title: titles.get(l.id) ?? l.id, summary: null }));
  };
  const summaries = async () =>
    new Map((await SUMMARIES[locale]()).default.lessons.map((l) => [l.id, l.summary]));
  return { index: entries, summaries, has: (id) => fileOf.has(id), lesson: lessonIn(locale) };
}
