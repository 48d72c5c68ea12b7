// The lesson slice's state: the lesson open, the learner's answers, predictions and progress.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { Lesson } from '../content/lessons/lesson';
import { type LessonProgress } from '../content/files/progressFile';
import type { LessonSummary } from './deps';
import type { LessonSql } from './traceSource';

export interface LessonState {
  /** Every lesson, sorted by order; loaded on first visit. */
  index: LessonSummary[];
  indexStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** The index carries each lesson's summary (the lesson list asked for them; a lesson does not). */
  indexSummaries: boolean;
  /** Formatted issues of lesson files that did not load. */
  indexIssues: string[];
  openId: string | null;
  lesson: Lesson | null;
  /** The scenario the player shows, and the SQL it runs with. */
  view: { scenario: string; sql: LessonSql } | null;
  /** The learner asked to see the open lesson's solution, so it may run on its timelines. */
  solutionAsked: boolean;
  /** Per lesson id. Persisted. */
  progress: Record<string, LessonProgress>;
  /** The answer to the last import, for the UI to show. */
  importMessage: string | null;
}

export function initialLesson(): LessonState {
  return {
    index: [],
    indexStatus: 'idle',
    indexSummaries: false,
    indexIssues: [],
    openId: null,
    lesson: null,
    view: null,
    solutionAsked: false,
    progress: {},
    importMessage: null,
  };
}
