// What one slice's actions get: a setter for that slice's own state and nothing else, a read-only
// view of the whole state, the other slices' actions (called explicitly), and the outside world.
import type { Actions } from './actions';
import type { WiredDeps } from './deps';
import type { LatestCalls } from './latestCall';
import type { AppState } from './store';

/** Every part of the state that belongs to a slice. */
export type SliceKey = Exclude<keyof AppState, 'actions'>;

export interface SliceContext<K extends SliceKey> {
  /**
   * Patches this slice's own state. It is the only setter a slice is given, so no slice can write
   * another's state: it asks that slice through its actions instead.
   */
  set(patch: Partial<AppState[K]>): void;
  /** The whole state, to read. */
  get(): Readonly<AppState>;
  /** Every slice's actions, for explicit calls into another slice. */
  actions(): Actions;
  /** This slice's calls that a newer one supersedes (latestCall.ts): begin, current, signal. */
  calls: LatestCalls;
  deps: WiredDeps;
}
