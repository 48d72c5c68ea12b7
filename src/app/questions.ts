// The interview question bank of lessons/questions, checked at build time; each question is a JSON
// chunk of its own, all fetched on first visit to the practice pages.
import index from 'virtual:fencelab/content';
import { questionOfJson, type QuestionJson } from '../content/prebuilt';
import type { PrebuiltQuestions } from '../state/deps';

const loaders = import.meta.glob<QuestionJson>('../../lessons/questions/*.question.yaml', {
  query: '?prebuilt',
  import: 'default',
});

export const QUESTIONS: PrebuiltQuestions = {
  questions: () =>
    Promise.all(
      index.questions.map(async ({ id, file }) => {
        const load = loaders[`../../${file}`];
        if (!load) throw new Error(`The question "${id}" was not built.`);
        return questionOfJson(await load());
      }),
    ),
};
