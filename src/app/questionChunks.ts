// The interview question bank of lessons/questions, checked at build time: each question is a JSON
// chunk of its own, in the page's language. This table names every chunk in both languages; it
// loads with the first question a page asks for (src/app/questions.ts).
import type { QuestionJson } from '../content/lessons/prebuilt';
import type { Locale } from '../i18n/locales';

const LOADERS: Record<Locale, Record<string, () => Promise<QuestionJson>>> = {
  en: import.meta.glob<QuestionJson>('../../lessons/questions/*.question.yaml', {
    query: '?prebuilt',
    import: 'default',
  }),
  'zh-CN': import.meta.glob<QuestionJson>('../../lessons/questions/*.question.yaml', {
    query: '?prebuilt&lang=zh-CN',
    import: 'default',
  }),
};

/** The loader of one question file's JSON chunk in a language; undefined for a file not built. */
export const questionChunk = (locale: Locale, file: string) => LOADERS[locale][`../../${file}`];
