// The lessons of lessons/, checked at build time: their summaries come with the index (a few KB),
// and a lesson page fetches only its own lesson, a JSON chunk of its own.
import index from 'virtual:fencelab/content';
import { lessonOfJson, type LessonJson } from '../content/prebuilt';
import type { PrebuiltLessons } from '../state/deps';

const loaders = import.meta.glob<LessonJson>('../../lessons/*.lesson.yaml', {
  query: '?prebuilt',
  import: 'default',
});

const fileOf = new Map(index.lessons.map((l) => [l.id, l.file]));

export const LESSONS: PrebuiltLessons = {
  summaries: index.lessons,
  lesson(id) {
    const file = fileOf.get(id);
    const load = file === undefined ? undefined : loaders[`../../${file}`];
    if (!load) return Promise.reject(new Error(`There is no lesson "${id}".`));
    return load().then(lessonOfJson);
  },
};
