// Messages between a host (page or CLI) and the SQL worker, which answers both runs and
// explorations on the one sql.js database it owns. Each request names its type; every reply
// carries the id of the request it answers.
import type { RecordInput, RecordResult } from '../engine/differ/record';
import type { DifferInput, DifferResult } from '../engine/differ/search';
import type { ExploreResult } from '../engine/explore/explore';
import type { Scenario, Trace } from '../engine/types';

/**
 * The longest the worker stays silent while an exploration's steps run (it reports every
 * PROGRESS_MS, well within it); a host's watchdog counts on it.
 */
export const HEARTBEAT_MS = 200;

/**
 * How often the worker reports an exploration's progress while its steps run, so that even
 * a search of a few seconds gives the page enough reports for a rate and an estimate.
 */
export const PROGRESS_MS = 100;

export interface RunRequest {
  type: 'run';
  id: number;
  scenario: Scenario;
  /** Run-order indices already known to run past the limit (see RunOptions.timedOut). */
  timedOut: number[];
  /** SQL texts that ran past the limit at one of those steps (see RunOptions.timedOutSql). */
  timedOutSql: string[];
  timeLimitMs: number;
}

export interface ExploreRequest {
  type: 'explore';
  id: number;
  scenario: Scenario;
}

/** Check my SQL on generated timelines: the answer beside the solution (engine/differ). */
export interface DifferRequest {
  type: 'differ';
  id: number;
  input: DifferInput;
}

/** A shared exercise's generated timelines, with the instructor's solution's outcomes (engine/differ/record). */
export interface RecordRequest {
  type: 'record';
  id: number;
  input: RecordInput;
}

/**
 * Gets the worker ready before the learner asks, so that the first check waits for less. SQLite
 * always starts; the rest is asked for. It has no reply.
 */
export interface WarmRequest {
  type: 'warm';
  id: number;
  /** Loads the code of a check on generated timelines and of a search (the explorer's worker). */
  code: boolean;
  /**
   * A lesson's check on generated timelines: the solution's runs on every timeline it tries are
   * made now and kept, so that the first check runs only the learner's SQL (its answer is not
   * run). Only for a shipped lesson, whose solution the build checked finishes on all of them:
   * a request posted meanwhile waits for it.
   */
  ahead?: DifferInput;
}

export type WorkerRequest =
  RunRequest | ExploreRequest | DifferRequest | RecordRequest | WarmRequest;

interface Failed {
  type: 'fail';
  id: number;
  message: string;
}

/** The replies to each type of request. */
export interface Replies {
  run:
    | /** Step i's SQL starts (the watchdog is armed) … */ { type: 'step'; id: number; i: number }
    | /** … and has returned (the watchdog is disarmed). */ {
        type: 'stepDone';
        id: number;
        i: number;
      }
    | { type: 'done'; id: number; trace: Trace }
    | Failed;
  explore:
    | /**
       * Sent about every PROGRESS_MS while steps run (and at least every HEARTBEAT_MS, so silence
       * means a runaway statement).
       */ {
        type: 'progress';
        id: number;
        states: number;
        done: number;
      }
    | { type: 'done'; id: number; result: ExploreResult }
    | Failed;
  differ:
    | /** Sent about every PROGRESS_MS while steps run, as an exploration's progress is. */ {
        type: 'progress';
        id: number;
        done: number;
        total: number;
      }
    | { type: 'done'; id: number; result: DifferResult }
    | Failed;
  record:
    | { type: 'progress'; id: number; done: number; total: number }
    | { type: 'done'; id: number; result: RecordResult }
    | Failed;
  warm: never;
}

/** What the worker sends back for a request of type R. */
export type ReplyTo<R extends WorkerRequest> = Replies[R['type']];

export type WorkerReply = ReplyTo<WorkerRequest>;

/** What a host needs of the worker, a Web Worker in the browser or a worker thread in Node. */
export interface WorkerHandle {
  post(msg: WorkerRequest): void;
  /** Sets the one listener for replies and for a crash of the worker itself (replacing any earlier one). */
  listen(onReply: (msg: WorkerReply) => void, onCrash: (message: string) => void): void;
  terminate(): void;
}
