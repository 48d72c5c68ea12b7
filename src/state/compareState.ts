// The compare slice's state: the same timeline run under two versions of the SQL, side by side.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { Trace } from '../engine/types';

/** What to compare: the example as shipped against the draft, or two SQL texts of one action. */
export type CompareRequest =
  { kind: 'draft' } | { kind: 'action'; action: string; a: string; b: string };

export interface CompareSide {
  label: string;
  trace: Trace;
}

export type CompareStatus = 'idle' | 'running' | 'ready' | 'error';

export interface CompareState {
  status: CompareStatus;
  /** The example both runs belong to; results of another example are stale. */
  example: string | null;
  request: CompareRequest | null;
  a: CompareSide | null;
  b: CompareSide | null;
  /** Why the comparison could not run, one message per line. */
  messages: string[];
}

export function initialCompare(): CompareState {
  return { status: 'idle', example: null, request: null, a: null, b: null, messages: [] };
}
