// The workbook slice's state: Check my SQL on the exercise being worked, its progress and report.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { AnswerReport, CheckProgress } from '../content/check/lessonCheck';
import type { Trace } from '../engine/types';
import type { SliceContext, SliceKey } from './sliceContext';

/** Which exercise a check is of: a lesson's (by id) or a shared exercise's (by its fragment). */
export type WorkbookKey = { kind: 'lesson'; id: string } | { kind: 'link'; hash: string };

export const sameWorkbook = (a: WorkbookKey | null, b: WorkbookKey | null): boolean =>
  a !== null &&
  b !== null &&
  (a.kind === 'lesson'
    ? b.kind === 'lesson' && a.id === b.id
    : b.kind === 'link' && a.hash === b.hash);

/**
 * Clears a check of `key` (with `others`, of any other exercise), as a page opens an exercise.
 * With no check on the page there is nothing to clear, and the check's code (which brings the
 * player's) is not fetched for it: a first visit loads it when the learner first presses Check.
 */
export function clearCheckOf(
  ctx: Pick<SliceContext<SliceKey>, 'get' | 'actions'>,
  key: WorkbookKey,
  options?: { others: boolean },
): void {
  if (ctx.get().workbook.key !== null) ctx.actions().clearWorkbook(key, options);
}

/**
 * The learner's run of the generated timeline that tells their SQL apart, where the runs part,
 * and (on a lesson) the solution's run beside it for the side-by-side report.
 */
export interface DifferenceRuns {
  mine: Trace;
  solution?: Trace;
  step: number;
}

export interface WorkbookState {
  /** The exercise the check below is of; null before any. */
  key: WorkbookKey | null;
  checking: boolean;
  /** How far the check is (a lesson's: timelines, generated timelines, schedules). */
  checkProgress: CheckProgress | null;
  report: AnswerReport | null;
  difference: DifferenceRuns | null;
  /** Why the last check could not run (the SQL worker failed), if it could not. */
  checkError: string | null;
}

export function initialWorkbook(): WorkbookState {
  return {
    key: null,
    checking: false,
    checkProgress: null,
    report: null,
    difference: null,
    checkError: null,
  };
}
