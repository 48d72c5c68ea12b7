// The explorer slice's state: a search of every schedule of a timeline, its progress and its end.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { ExploreResult } from '../engine/explore/explore';
import type { ExploreProgress } from '../engine/explore/explorer';
import type { ExploreEstimate } from './exploreEstimate';

export type ExplorerStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export interface ExplorerState {
  status: ExplorerStatus;
  /** What was explored (an example's name, or a lesson's exercise); another subject's result is stale. */
  subject: string | null;
  /** The search's last report, as the explorer gave it. */
  progress: ExploreProgress | null;
  /**
   * What the progress bar shows: states, states per second and, once the search has a shape, the
   * time left (src/state/exploreEstimate.ts, timed by the store's clock). Null before the first
   * report.
   */
  estimate: ExploreEstimate | null;
  /**
   * The search's answer, its counterexample's title and notes in the page's language (so the
   * player, the editor and the YAML view show them so). Also kept when the answer is `invalid`
   * (status `error`), for its facts.
   */
  result: ExploreResult | null;
  /** Why the search could not run or finish, one message per line, in the page's language. */
  messages: string[];
  /** The scenario text explored, when it was the editor's (so a later edit can be pointed out). */
  text: string | null;
  /** Who asked: the explorer panel's button, or Check my SQL (whose report shows the verdict). */
  by: 'panel' | 'check';
}

/** How a search ended, for a caller that asked for it (the lesson check). */
export type ExploreEnd =
  | { kind: 'done'; result: ExploreResult }
  | { kind: 'cancelled' }
  /** A newer search (or clearExplore) took its place: nothing of it is shown. */
  | { kind: 'replaced' }
  /** It could not run or finish; the messages are in the page's language. */
  | { kind: 'failed'; messages: string[] };

export function initialExplorer(): ExplorerState {
  return {
    status: 'idle',
    subject: null,
    progress: null,
    estimate: null,
    result: null,
    messages: [],
    text: null,
    by: 'panel',
  };
}
