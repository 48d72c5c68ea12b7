// The interview question bank of lessons/questions, loaded on first visit to the practice pages.
import type { LessonSource } from '../state/deps';

const loaders = import.meta.glob<string>('../../lessons/questions/*.question.yaml', {
  query: '?raw',
  import: 'default',
});

export const QUESTIONS: LessonSource = {
  files: () =>
    Promise.all(
      Object.entries(loaders).map(async ([path, load]) => ({
        file: path.replace('../../', ''),
        text: await load(),
      })),
    ),
};
