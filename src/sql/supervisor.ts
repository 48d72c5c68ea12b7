// Runs scenarios in a worker it can kill: a statement past the time limit ends the worker, a fresh
// one replays the earlier steps (the engine is deterministic) and the run goes on past it.
import { sqlFor } from '../engine/referenceSql';
import { runOrder } from '../engine/runOrder';
import { DEFAULT_TIME_LIMIT_MS } from '../engine/timeLimit';
import type { Scenario, Trace } from '../engine/types';
import type { RunRequest, WorkerHandle } from './protocol';
import { checkedTimeLimit } from './timerLimit';
import { callWorker, postIdle, workerSlot } from './workerCall';

export interface SupervisorOptions {
  spawn: () => WorkerHandle;
  timeLimitMs?: number;
}

export interface Supervisor {
  /**
   * Runs a scenario after the runs queued before it. When `signal` aborts while the run waits its
   * turn, it never reaches the worker; once it has, it runs to the end (a run is short) and the
   * promise still rejects, with the signal's reason, so nothing acts on a superseded trace.
   */
  run(scenario: Scenario, signal?: AbortSignal): Promise<Trace>;
  /** Starts the worker and SQLite now, for a run the learner is about to ask for. */
  warm(): void;
  dispose(): void;
}

/** The rejection of a run whose signal aborted: the signal's reason, or an AbortError. */
function aborted(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The run was superseded.', 'AbortError');
}

/**
 * Creates a supervisor; runs are queued, one at a time, on one warm worker of its own (never the
 * explorer's, so a run never waits behind a long search); a run aborted while queued is dropped. Throws a RangeError for a time limit
 * past what setTimeout can wait.
 */
export function createSupervisor({
  spawn,
  timeLimitMs: limit = DEFAULT_TIME_LIMIT_MS,
}: SupervisorOptions): Supervisor {
  const timeLimitMs = checkedTimeLimit(limit);
  const worker = workerSlot(spawn);
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs asked for and not yet settled. */
  let pending = 0;

  function attempt(scenario: Scenario, timedOut: number[]): Promise<Trace> {
    const order = runOrder(scenario.steps);
    // The SQL of a step that ran away is not tried again at a later step: a runaway costs the
    // time limit once per run, not once per step that repeats it.
    const timedOutSql = timedOut.flatMap((i) => {
      const step = scenario.steps[order[i] ?? -1];
      const sql = step ? sqlFor(scenario.sql, step.do) : undefined;
      return sql === undefined ? [] : [sql];
    });
    const request: RunRequest = {
      type: 'run',
      id: nextId++,
      scenario,
      timedOut,
      timedOutSql,
      timeLimitMs,
    };
    let running = -1;
    return callWorker<RunRequest, Trace>(worker.get(), request, {
      watchdogMs: timeLimitMs,
      reply(msg, call) {
        if (msg.type === 'step') {
          running = msg.i;
          call.arm();
        } else if (msg.type === 'stepDone') {
          // The SQL returned: what the engine does next (reading tables, judging) is not timed.
          call.disarm();
        } else if (msg.type === 'done') call.done(msg.trace);
        else call.fail(new Error(msg.message));
      },
      timeout(call) {
        worker.kill();
        call.done(attempt(scenario, [...timedOut, running]));
      },
      crash: (message, call) => call.fail(new Error(`the SQL worker stopped: ${message}`)),
    }).promise;
  }

  return {
    run(scenario, signal) {
      pending++;
      const result = queue.then(async () => {
        try {
          if (signal?.aborted) throw aborted(signal);
          const trace = await attempt(scenario, []);
          if (signal?.aborted) throw aborted(signal);
          return trace;
        } finally {
          pending--;
        }
      });
      queue = result.catch(() => undefined);
      return result;
    },
    warm() {
      // A run on its way has started the worker already (and its listener must stay).
      if (pending > 0) return;
      postIdle(worker.get(), { type: 'warm', id: nextId++, code: false });
    },
    dispose: worker.kill,
  };
}
