// The interview question bank of lessons/questions, checked at build time; each question is a JSON
// chunk of its own, in the page's language, all fetched on first visit to the practice pages.
import index from 'virtual:fencelab/content';
import { questionOfJson, type QuestionJson } from '../content/lessons/prebuilt';
import { t } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import type { PrebuiltQuestions } from '../state/deps';
import { addProse } from '../ui/lesson/proseCache';

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

/** The question bank in a language: its key points match answers in that language. */
export function questionsIn(locale: Locale): PrebuiltQuestions {
  const loaders = LOADERS[locale];
  return {
    questions: () =>
      Promise.all(
        index.questions.map(async ({ id, file }) => {
          const load = loaders[`../../${file}`];
          if (!load) throw new Error(t('state.content.questionNotBuilt', { id }));
          const json = await load();
          addProse(json.prose);
          return questionOfJson(json);
        }),
      ),
  };
}
