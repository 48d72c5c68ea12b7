// Runs the schedule explorer in a worker it can kill: cancel terminates it, and so does a
// statement that runs away (the worker falls silent past the time limit).
import { outOfMemoryResult, type ExploreOutcome } from '../engine/explore/explore';
import type { MessageHandle } from './messageHandle';
import type { ExploreProgress } from '../engine/explore/explorer';
import { DEFAULT_TIME_LIMIT_MS, timeLimitMessage } from '../engine/runner';
import type { Scenario } from '../engine/types';
import { HEARTBEAT_MS } from './explorerBody';
import type { ExploreReply, ExploreRequest } from './explorerProtocol';
import { checkedTimeLimit } from './timerLimit';

/** How a worker that ran out of heap says so: Node's ERR_WORKER_OUT_OF_MEMORY, V8, browsers. */
const OUT_OF_MEMORY = /out of memory|allocation failed/i;

/** What the host needs of a worker, in the browser or in Node. */
export type ExplorerHandle = MessageHandle<ExploreRequest, ExploreReply>;

export interface ExplorerClient {
  /** Explores one scenario; a new call cancels the one before. */
  explore(scenario: Scenario, onProgress?: (p: ExploreProgress) => void): Promise<ExploreOutcome>;
  /** Stops the search now (the worker is terminated); its promise resolves as cancelled. */
  cancel(): void;
  dispose(): void;
}

export interface ExplorerClientOptions {
  spawn: () => ExplorerHandle;
  timeLimitMs?: number;
}

/**
 * Creates a client that keeps one warm worker and replaces it after a cancel, a runaway or a
 * crash. A worker that runs out of memory is no verdict (the 'bound' shape every host shows), not
 * an error. Throws a RangeError for a time limit past what setTimeout can wait.
 */
export function createExplorerClient({
  spawn,
  timeLimitMs: limit = DEFAULT_TIME_LIMIT_MS,
}: ExplorerClientOptions): ExplorerClient {
  const timeLimitMs = checkedTimeLimit(limit, HEARTBEAT_MS);
  let worker: ExplorerHandle | null = null;
  let nextId = 1;
  let stop: (() => void) | null = null;

  const kill = () => {
    worker?.terminate();
    worker = null;
  };

  return {
    explore(scenario, onProgress) {
      stop?.();
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const w = (worker ??= spawn());
        let timer: ReturnType<typeof setTimeout> | undefined;
        let states = 0;
        const finish = (fn: () => void) => {
          clearTimeout(timer);
          if (stop === cancel) stop = null;
          fn();
        };
        // The watchdog is armed by the first message, so loading SQLite is never mistaken for a runaway.
        const arm = () => {
          clearTimeout(timer);
          timer = setTimeout(
            () =>
              finish(() => {
                kill();
                resolve({
                  kind: 'runaway',
                  message: `${timeLimitMessage(timeLimitMs)}: the explorer cannot judge SQL that does not finish.`,
                });
              }),
            timeLimitMs + HEARTBEAT_MS,
          );
        };
        const cancel = () =>
          finish(() => {
            kill();
            resolve({ kind: 'cancelled' });
          });
        stop = cancel;
        const failed = (message: string, what: string) =>
          finish(() => {
            if (!OUT_OF_MEMORY.test(message)) return reject(new Error(what));
            kill();
            resolve({ kind: 'done', result: outOfMemoryResult(scenario, states) });
          });
        w.listen(
          (msg) => {
            if (msg.id !== id || stop !== cancel) return;
            if (msg.type === 'progress') {
              arm();
              states = msg.states;
              onProgress?.({ states: msg.states, done: msg.done });
            } else if (msg.type === 'done')
              finish(() => resolve({ kind: 'done', result: msg.result }));
            else failed(msg.message, msg.message);
          },
          (message) => {
            worker = null;
            failed(message, `the explorer's worker stopped: ${message}`);
          },
        );
        w.post({ type: 'explore', id, scenario });
      });
    },
    cancel() {
      stop?.();
    },
    dispose() {
      stop?.();
      kill();
    },
  };
}
