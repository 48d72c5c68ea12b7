// A store over the shipped lessons (lessons/*.lesson.yaml), runs on a real in-process sql.js, and
// storage in memory: the lesson slice's tests (lessonSlice*.test.ts). Never imported by the app.
import { readdirSync, readFileSync } from 'node:fs';
import type { StoreDeps } from '../state/deps';
import { memoryStorage } from '../state/memoryStorage';
import { createAppStore } from '../state/store';
import { run } from './engine';

/** Every lesson file of lessons/, as the store reads them. */
export const LESSON_FILES = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .map((f) => ({ file: `lessons/${f}`, text: readFileSync(`lessons/${f}`, 'utf8') }));

/** Lesson 1's id. */
export const LESSON_1 = 'lease-is-not-a-lock';

/** A store of the shipped lessons, a clock stopped at 1,234 ms and no examples (override any). */
export function lessonStore(deps: Partial<StoreDeps> = {}) {
  return createAppStore({
    examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
    run: (s) => run(s),
    storage: memoryStorage(),
    lessons: { files: () => Promise.resolve(LESSON_FILES) },
    now: () => 1_234,
    ...deps,
  });
}

/** The open lesson's solution for its commit (lesson 1's fenced finish). */
export const fencedCommit = (store: ReturnType<typeof lessonStore>) =>
  store.getState().lesson.lesson?.exercise.solution.commit ?? '';
