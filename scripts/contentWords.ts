// The small modules of words the content plugin makes for a page in a language: the lesson
// index's titles (`virtual:fencelab/content/<locale>`, English too), which a lesson page shows for
// its neighbours; their summaries (`virtual:fencelab/summaries/<locale>`), which only the lesson
// list shows; the practice picker's question titles (`virtual:fencelab/questions/<locale>`); and
// the titles of a lesson's neighbours, which its own JSON carries. A translation's word that is
// missing or not text falls back to the English one; `lessons:check` holds the translations whole.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { translationPath, type TranslatedLocale } from '../src/content/authoring/translation';
import type { LessonLink } from '../src/content/lessons/neighbours';
import type { ContentIndex } from '../src/content/lessons/prebuilt';
import { inPickerOrder } from '../src/content/practice/pickerOrder';
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

/** Each lesson's title, or its summary, in `locale` (English as the index has them). */
function lessonWords(
  index: ContentIndex,
  projectRoot: string,
  locale: 'en' | TranslatedLocale,
  watch: (path: string) => void,
  part: 'title' | 'summary',
): { id: string; word: string }[] {
  return index.lessons.map((l) => {
    const english = part === 'title' ? l.title : l.summary;
    const word =
      locale === 'en' ? english : text(wordsOf(projectRoot, l.file, locale, watch)[part], english);
    return { id: l.id, word };
  });
}

/** The module of each lesson's title, or its summary, in `locale`. */
export function lessonWordsModule(
  index: ContentIndex,
  projectRoot: string,
  locale: 'en' | TranslatedLocale,
  watch: (path: string) => void,
  part: 'title' | 'summary' = 'title',
): string {
  const lessons = lessonWords(index, projectRoot, locale, watch, part).map(({ id, word }) =>
    part === 'title' ? { id, title: word } : { id, summary: word },
  );
  return jsonModule({ lessons });
}

/** The course's titles in a language, and every file they were read from. */
export interface CourseTitles {
  titles: LessonLink[];
  files: string[];
}

/**
 * Every lesson's title in `locale`, in order: what each lesson's JSON takes its neighbours' titles
 * from (neighboursIn), so that its page fetches no other lesson's words. Read once per build and
 * language (contentPlugin.ts), not once per lesson.
 */
export function courseTitles(
  index: ContentIndex,
  projectRoot: string,
  locale: 'en' | TranslatedLocale,
): CourseTitles {
  const files = index.lessons.map((l) => resolve(projectRoot, l.file));
  const words = lessonWords(index, projectRoot, locale, (path) => files.push(path), 'title');
  return { titles: words.map(({ id, word }) => ({ id, title: word })), files };
}

/**
 * Each question's title in `locale` (English as given), and which is the core one, in the
 * picker's order for that language, so that a page sorts nothing (content/practice/pickerOrder.ts).
 */
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
  return jsonModule({ questions: inPickerOrder(questions, locale) });
}
