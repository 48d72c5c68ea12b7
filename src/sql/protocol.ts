// Messages between a host (page or CLI) and the worker that owns the database.
import type { Scenario, Trace } from '../engine/types';

export interface RunRequest {
  type: 'run';
  id: number;
  scenario: Scenario;
  /** Run-order indices already known to run past the limit (see RunOptions.timedOut). */
  timedOut: number[];
  timeLimitMs: number;
}

export type WorkerReply =
  /** Step i's SQL starts (the watchdog is armed) … */
  | { type: 'step'; id: number; i: number }
  /** … and has returned (the watchdog is disarmed). */
  | { type: 'stepDone'; id: number; i: number }
  | { type: 'done'; id: number; trace: Trace }
  | { type: 'fail'; id: number; message: string };
