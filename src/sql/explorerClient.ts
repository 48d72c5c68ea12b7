// Runs the schedule explorer in a worker it can kill: cancel terminates it, and so does a
// statement that runs away (the worker falls silent past the time limit).
import type { RecordInput, RecordResult } from '../engine/differ/record';
import type {
  DifferInput,
  DifferOutcome,
  DifferResult,
  SearchOutcome,
} from '../engine/differ/search';
import { outOfMemoryResult, type ExploreOutcome } from '../engine/explore/explore';
import type { ExploreProgress } from '../engine/explore/explorer';
import { DEFAULT_TIME_LIMIT_MS, timeLimitMessage } from '../engine/runner';
import type { Scenario } from '../engine/types';
import {
  HEARTBEAT_MS,
  type DifferRequest,
  type ExploreRequest,
  type RecordRequest,
  type ReplyTo,
  type WorkerHandle,
} from './protocol';
import { checkedTimeLimit } from './timerLimit';
import { callWorker, postIdle, type Call, type PendingCall, workerSlot } from './workerCall';

/** How a worker that ran out of heap says so: Node's ERR_WORKER_OUT_OF_MEMORY, V8, browsers. */
const OUT_OF_MEMORY = /out of memory|allocation failed/i;

export interface ExplorerClient {
  /** Explores one scenario; a new call cancels the one before. */
  explore(scenario: Scenario, onProgress?: (p: ExploreProgress) => void): Promise<ExploreOutcome>;
  /**
   * Compares an answer with the solution on generated timelines, in the same worker, with the
   * same watchdog; a new call (of either kind) cancels the one before.
   */
  differ(
    input: DifferInput,
    onProgress?: (done: number, total: number) => void,
  ): Promise<DifferOutcome>;
  /** Records a shared exercise's generated timelines with the solution's outcomes, likewise. */
  record(
    input: RecordInput,
    onProgress?: (done: number, total: number) => void,
  ): Promise<SearchOutcome<RecordResult>>;
  /**
   * Starts the worker and loads the differ's code in it, so that the first check is quick; given
   * a shipped lesson's check, makes the solution's runs for it too (WarmRequest).
   */
  warm(ahead?: DifferInput): void;
  /** Stops the search now (the worker is terminated); its promise resolves as cancelled. */
  cancel(): void;
  dispose(): void;
}

export interface ExplorerClientOptions {
  spawn: () => WorkerHandle;
  timeLimitMs?: number;
}

/**
 * Creates a client that keeps one warm worker of its own (never the supervisor's, so runs stay
 * responsive during a long search) and replaces it after a cancel, a runaway or a crash. A worker
 * that runs out of memory is no verdict (the 'bound' shape every host shows), not an error.
 * Throws a RangeError for a time limit past what setTimeout can wait.
 */
export function createExplorerClient({
  spawn,
  timeLimitMs: limit = DEFAULT_TIME_LIMIT_MS,
}: ExplorerClientOptions): ExplorerClient {
  const timeLimitMs = checkedTimeLimit(limit, HEARTBEAT_MS);
  const worker = workerSlot(spawn);
  let nextId = 1;
  let current: { cancel(): void } | null = null;

  function explore(
    scenario: Scenario,
    onProgress?: (p: ExploreProgress) => void,
  ): PendingCall<ExploreOutcome> {
    let states = 0;
    const failed = (message: string, what: string, call: Call<ExploreOutcome>) => {
      if (!OUT_OF_MEMORY.test(message)) return call.fail(new Error(what));
      worker.kill();
      call.done({ kind: 'done', result: outOfMemoryResult(scenario, states) });
    };
    const request: ExploreRequest = { type: 'explore', id: nextId++, scenario };
    return callWorker<ExploreRequest, ExploreOutcome>(worker.get(), request, {
      // The worker beats at least every HEARTBEAT_MS while steps run; silence past that is a runaway.
      watchdogMs: timeLimitMs + HEARTBEAT_MS,
      reply(msg, call) {
        if (msg.type === 'progress') {
          call.arm();
          states = msg.states;
          onProgress?.({ states: msg.states, done: msg.done });
        } else if (msg.type === 'done') call.done({ kind: 'done', result: msg.result });
        else failed(msg.message, msg.message, call);
      },
      timeout(call) {
        worker.kill();
        call.done({
          kind: 'runaway',
          message: `${timeLimitMessage(timeLimitMs)}: the explorer cannot judge SQL that does not finish.`,
          timeLimitMs,
        });
      },
      cancel(call) {
        worker.kill();
        call.done({ kind: 'cancelled' });
      },
      crash: (message, call) => failed(message, `the explorer's worker stopped: ${message}`, call),
    });
  }

  /** A search on generated timelines (differ or record), under the same watchdog as a search. */
  function search<R extends DifferRequest | RecordRequest, T>(
    request: R,
    onProgress?: (done: number, total: number) => void,
  ): PendingCall<SearchOutcome<T>> {
    return callWorker<R, SearchOutcome<T>>(worker.get(), request, {
      watchdogMs: timeLimitMs + HEARTBEAT_MS,
      reply(msg, call) {
        const m = msg as ReplyTo<DifferRequest | RecordRequest>;
        if (m.type === 'progress') {
          call.arm();
          onProgress?.(m.done, m.total);
        } else if (m.type === 'done') call.done({ kind: 'done', result: m.result as T });
        else call.done({ kind: 'failed', message: m.message });
      },
      timeout(call) {
        worker.kill();
        call.done({
          kind: 'runaway',
          message: `${timeLimitMessage(timeLimitMs)} on a generated timeline: make the statement finish, then check again.`,
        });
      },
      cancel(call) {
        worker.kill();
        call.done({ kind: 'cancelled' });
      },
      crash: (message, call) => {
        worker.kill();
        call.done({ kind: 'failed', message: `the checker's worker stopped: ${message}` });
      },
    });
  }
  /**
   * Cancels the call before (which may end its worker), then starts this one (a worker runs one
   * search at a time); it is the current call until it settles.
   */
  const latestOf = <T>(start: () => PendingCall<T>): Promise<T> => {
    current?.cancel();
    const call = start();
    current = call;
    const settled = () => {
      if (current === call) current = null;
    };
    call.promise.then(settled, settled);
    return call.promise;
  };

  return {
    explore: (scenario, onProgress) => latestOf(() => explore(scenario, onProgress)),
    warm(ahead) {
      // A call on its way keeps its listener (and its worker is warm already).
      if (current !== null) return;
      postIdle(
        worker.get(),
        ahead
          ? { type: 'warm', id: nextId++, code: true, ahead }
          : { type: 'warm', id: nextId++, code: true },
      );
    },
    differ: (input, onProgress) =>
      latestOf(() =>
        search<DifferRequest, DifferResult>({ type: 'differ', id: nextId++, input }, onProgress),
      ),
    record: (input, onProgress) =>
      latestOf(() =>
        search<RecordRequest, RecordResult>({ type: 'record', id: nextId++, input }, onProgress),
      ),
    cancel: () => current?.cancel(),
    dispose() {
      current?.cancel();
      worker.kill();
    },
  };
}
