// The exercise slice's state: a shared exercise opened from its link, and the learner's SQL.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { SharedExercise } from '../content/links/exerciseLink';
import type { Outcome } from '../engine/types';
import type { KeptExercise } from './exerciseKept';
import type { ExerciseSql } from './traceSource';

export interface ExerciseState {
  /** The fragment opened (`#x=…`), or null before any. */
  hash: string | null;
  status: 'idle' | 'opening' | 'ready' | 'error';
  /** Why the link does not open, in the page's language (status `error`). */
  problem: string | null;
  exercise: SharedExercise | null;
  /** The learner's SQL for each editable action: the starter until they edit it. */
  sql: Record<string, string>;
  /** The learner's outcome for each predicted step, by run-order index. */
  predictions: Record<string, Outcome>;
  /** The learner predicted (or skipped): the outcomes may show. */
  predicted: boolean;
  /** Which SQL the player shows the scenario with (null before the first run). */
  view: ExerciseSql | null;
  /** Persisted: the learner's work on each exercise opened (exerciseKept.ts). */
  kept: Record<string, KeptExercise>;
}

export function initialExercise(): ExerciseState {
  return {
    hash: null,
    status: 'idle',
    problem: null,
    exercise: null,
    sql: {},
    predictions: {},
    predicted: false,
    view: null,
    kept: {},
  };
}
