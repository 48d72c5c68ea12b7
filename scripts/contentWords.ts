// The small modules of words the content plugin makes for a page in a language: the lesson
// index's titles and summaries (`virtual:fencelab/content/<locale>`, English too) and the
// practice picker's question titles (`virtual:fencelab/questions/<locale>`). A translation's word
// that is missing or not text falls back to the English one; `lessons:check` holds the
// translations whole.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { translationPath, type TranslatedLocale } from '../src/content/authoring/translation';
import type { ContentIndex } from '../src/content/lessons/prebuilt';
import { parseYaml } from '../src/engine/yamlSource';
import { jsonModule } from './prebuiltIds';

/** Reads a file's translation; `watch` is told its path (the dev server reloads on a change). */
function wordsOf(
  projectRoot: string,
  file: string,
  locale: TranslatedLocale,
  watch: (path: string) => void,
): { title?: unknown; summary?: unknown } {
  const path = resolve(projectRoot, translationPath(file, locale));
  watch(path);
  const words = parseYaml(readFileSync(path, 'utf8'), file);
  return (words.ok ? words.data : {}) as { title?: unknown; summary?: unknown };
}

const text = (v: unknown, english: string) => (typeof v === 'string' ? v : english);

/** Each lesson's title and summary in `locale` (English as the index has them). */
export function lessonWordsModule(
  index: ContentIndex,
  projectRoot: string,
  locale: 'en' | TranslatedLocale,
  watch: (path: string) => void,
): string {
  const lessons = index.lessons.map((l) => {
    if (locale === 'en') return { id: l.id, title: l.title, summary: l.summary };
    const data = wordsOf(projectRoot, l.file, locale, watch);
    return { id: l.id, title: text(data.title, l.title), summary: text(data.summary, l.summary) };
  });
  return jsonModule({ lessons });
}

/** Each question's title in `locale` (English as given), and which is the core one. */
export function questionTitlesModule(
  titles: { id: string; file: string; title: string; core: boolean }[],
  projectRoot: string,
  locale: 'en' | TranslatedLocale,
  watch: (path: string) => void,
): string {
  const questions = titles.map(({ file, ...q }) =>
    locale === 'en'
      ? q
      : { ...q, title: text(wordsOf(projectRoot, file, locale, watch).title, q.title) },
  );
  return jsonModule({ questions });
}
