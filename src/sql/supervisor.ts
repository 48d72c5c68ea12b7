// Runs scenarios in a worker it can kill: a statement past the time limit ends the worker, a fresh
// one replays the earlier steps (the engine is deterministic) and the run goes on past it.
import { DEFAULT_TIME_LIMIT_MS } from '../engine/runner';
import type { MessageHandle } from './messageHandle';
import type { Scenario, Trace } from '../engine/types';
import type { RunRequest, WorkerReply } from './protocol';
import { checkedTimeLimit } from './timerLimit';

/** What the host needs of a worker, in the browser or in Node. */
export type WorkerHandle = MessageHandle<RunRequest, WorkerReply>;

export interface SupervisorOptions {
  spawn: () => WorkerHandle;
  timeLimitMs?: number;
}

export interface Supervisor {
  run(scenario: Scenario): Promise<Trace>;
  dispose(): void;
}

/**
 * Creates a supervisor; runs are queued, one at a time, on one warm worker. Throws a RangeError
 * for a time limit past what setTimeout can wait.
 */
export function createSupervisor({
  spawn,
  timeLimitMs: limit = DEFAULT_TIME_LIMIT_MS,
}: SupervisorOptions): Supervisor {
  const timeLimitMs = checkedTimeLimit(limit);
  let worker: WorkerHandle | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const fresh = (): WorkerHandle => {
    worker?.terminate();
    worker = spawn();
    return worker;
  };

  function attempt(scenario: Scenario, timedOut: number[]): Promise<Trace> {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const w = worker ?? fresh();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      w.listen(
        (msg) => {
          if (msg.id !== id || settled) return;
          if (msg.type === 'step') {
            clearTimeout(timer);
            timer = setTimeout(() => {
              finish(() => {
                fresh();
                attempt(scenario, [...timedOut, msg.i]).then(resolve, reject);
              });
            }, timeLimitMs);
          } else if (msg.type === 'stepDone') {
            // The SQL returned: what the engine does next (reading tables, judging) is not timed.
            clearTimeout(timer);
          } else if (msg.type === 'done') finish(() => resolve(msg.trace));
          else finish(() => reject(new Error(msg.message)));
        },
        (message) =>
          finish(() => {
            worker = null;
            reject(new Error(`the SQL worker stopped: ${message}`));
          }),
      );
      w.post({ type: 'run', id, scenario, timedOut, timeLimitMs });
    });
  }

  return {
    run(scenario) {
      const result = queue.then(() => attempt(scenario, []));
      queue = result.catch(() => undefined);
      return result;
    },
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}
