// Narrow, reusable reads of the store and of a trace.
import type { TableSnapshot, Trace } from '../engine/types';
import type { AppState } from './store';

export const selectExamples = (s: AppState) => s.playground.examples;
/** The example the playground shows, by name (null for a share link or before any). */
export const selectSelected = (s: AppState) =>
  s.playground.open?.kind === 'example' ? s.playground.open.name : null;
export const selectStatus = (s: AppState) => s.player.status;
export const selectTrace = (s: AppState) => s.player.trace;
export const selectError = (s: AppState) => s.player.error;

/** The tables after the last step (or after the schema when no step ran). */
export function finalTables(trace: Trace): TableSnapshot[] {
  return trace.steps.at(-1)?.tables ?? trace.initial;
}
