// The interview question bank, checked at build time; each question is a JSON chunk of its own, in
// the page's language. The practice page's picker reads the titles (a small module per language)
// and fetches only the question it opens; a mock interview or the review deck fetches them all.
// The table naming the chunks and the questions' files (src/app/questionChunks.ts) load with the
// first question asked for.
import { questionOfShipped } from '../content/lessons/prebuilt';
import type { Question } from '../content/practice/question';
import { t } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import type { PrebuiltQuestions, QuestionSummary } from '../state/deps';
import { addProse } from '../ui/lesson/proseCache';

/** The titles of the picker, fetched in the page's language when the practice page opens. */
const TITLES: Record<Locale, () => Promise<{ default: { questions: QuestionSummary[] } }>> = {
  en: () => import('virtual:fencelab/questions/en'),
  'zh-CN': () => import('virtual:fencelab/questions/zh-CN'),
};

const chunks = () => import('./questionChunks');

/** The question bank in a language: its key points match answers in that language. */
export function questionsIn(locale: Locale): PrebuiltQuestions {
  const question = async (id: string): Promise<Question> => {
    const load = (await chunks()).questionChunk(locale, id);
    if (!load) throw new Error(t('state.content.questionNotBuilt', { id }));
    const { question, prose } = questionOfShipped(await load());
    addProse(prose);
    return question;
  };
  return {
    summaries: async () => (await TITLES[locale]()).default.questions,
    question,
    questions: async () => Promise.all((await chunks()).questionIds.map(question)),
  };
}
