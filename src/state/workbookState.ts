// The workbook slice's state: Check my SQL on the exercise being worked, its progress and report.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { AnswerReport, CheckProgress } from '../content/check/lessonCheck';
import type { Trace } from '../engine/types';

/** Which exercise a check is of: a lesson's (by id) or a shared exercise's (by its fragment). */
export type WorkbookKey = { kind: 'lesson'; id: string } | { kind: 'link'; hash: string };

export const sameWorkbook = (a: WorkbookKey | null, b: WorkbookKey | null): boolean =>
  a !== null &&
  b !== null &&
  (a.kind === 'lesson'
    ? b.kind === 'lesson' && a.id === b.id
    : b.kind === 'link' && a.hash === b.hash);

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
