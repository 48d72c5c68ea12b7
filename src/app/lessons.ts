// The lesson files of lessons/, loaded on first visit to the lessons (not in the first chunk).
import type { LessonSource } from '../state/deps';

const loaders = import.meta.glob<string>('../../lessons/*.lesson.yaml', {
  query: '?raw',
  import: 'default',
});

export const LESSONS: LessonSource = {
  files: () =>
    Promise.all(
      Object.entries(loaders).map(async ([path, load]) => ({
        file: path.replace('../../', ''),
        text: await load(),
      })),
    ),
};
