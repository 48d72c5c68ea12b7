// Messages between a host (page or CLI) and the worker that runs the schedule explorer.
import type { ExploreResult } from '../engine/explore/explore';
import type { Scenario } from '../engine/types';

export interface ExploreRequest {
  type: 'explore';
  id: number;
  scenario: Scenario;
}

export type ExploreReply =
  /** Sent at most every few hundred ms while steps run, so silence means a runaway statement. */
  | { type: 'progress'; id: number; states: number; done: number }
  | { type: 'done'; id: number; result: ExploreResult }
  | { type: 'fail'; id: number; message: string };
