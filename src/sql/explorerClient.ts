// Runs the schedule explorer in a worker it can kill: cancel terminates it, and so does a
// statement that runs away (the worker falls silent past the time limit).
import type { ExploreOutcome } from '../engine/explore/explore';
import type { MessageHandle } from './messageHandle';
import type { ExploreProgress } from '../engine/explore/explorer';
import { DEFAULT_TIME_LIMIT_MS, timeLimitMessage } from '../engine/runner';
import type { Scenario } from '../engine/types';
import { HEARTBEAT_MS } from './explorerBody';
import type { ExploreReply, ExploreRequest } from './explorerProtocol';

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

/** Creates a client that keeps one warm worker and replaces it after a cancel or a runaway. */
export function createExplorerClient({
  spawn,
  timeLimitMs = DEFAULT_TIME_LIMIT_MS,
}: ExplorerClientOptions): ExplorerClient {
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
        w.listen(
          (msg) => {
            if (msg.id !== id || stop !== cancel) return;
            if (msg.type === 'progress') {
              arm();
              onProgress?.({ states: msg.states, done: msg.done });
            } else if (msg.type === 'done')
              finish(() => resolve({ kind: 'done', result: msg.result }));
            else finish(() => reject(new Error(msg.message)));
          },
          (message) =>
            finish(() => {
              worker = null;
              reject(new Error(`the explorer's worker stopped: ${message}`));
            }),
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
