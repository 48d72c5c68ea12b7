// The interview question bank of lessons/questions, checked at build time: each question is a JSON
// chunk of its own, in the page's language. This table names every chunk in both languages, with
// each question's file; it loads with the first question a page asks for (src/app/questions.ts).
import files from 'virtual:fencelab/question-files';
import type { Locale } from '../i18n/locales';

const LOADERS: Record<Locale, Record<string, () => Promise<unknown>>> = {
  en: import.meta.glob('../../lessons/questions/*.question.yaml', {
    query: '?prebuilt',
    import: 'default',
  }),
  'zh-CN': import.meta.glob('../../lessons/questions/*.question.yaml', {
    query: '?prebuilt&lang=zh-CN',
    import: 'default',
  }),
};

/** Every question's id, in file order. */
export const questionIds = files.questions.map((q) => q.id);

const fileOf = new Map(files.questions.map((q) => [q.id, q.file]));

/** The loader of one question's JSON chunk in a language; undefined for an id not built. */
export function questionChunk(locale: Locale, id: string) {
  const file = fileOf.get(id);
  return file === undefined ? undefined : LOADERS[locale][`../../${file}`];
}
