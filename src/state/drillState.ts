// The drill slice's state: the timeline of a drill and the writes the learner marks stale.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { DrillSource } from '../content/practice/drills';
import type { WriteTruth } from '../engine/drillTruth';

/** One step of the drill's timeline as the candidate sees it: no outcome. */
export interface DrillStep {
  /** Run-order index. */
  i: number;
  at: number;
  actor: string;
  do: string;
  until: number | null;
}

export interface DrillState {
  source: DrillSource | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  title: string;
  steps: DrillStep[];
  /** The engine's verdict per write; the UI shows it only once submitted. */
  truth: WriteTruth[];
  /** Run-order index (as text) -> the candidate's mark: true for "must be rejected". */
  marks: Record<string, boolean>;
  submitted: boolean;
  score: { right: number; total: number } | null;
}

export function initialDrill(): DrillState {
  return {
    source: null,
    status: 'idle',
    error: null,
    title: '',
    steps: [],
    truth: [],
    marks: {},
    submitted: false,
    score: null,
  };
}
