// The worker side of the protocol, shared by the browser's Web Worker and Node's worker thread.
import { runScenario } from '../engine/runner';
import type { SqlPort } from '../engine/types';
import type { RunRequest, WorkerReply } from './protocol';

/**
 * Runs one request on the port, reporting each step before it starts so the host can stop a
 * runaway statement by terminating this worker.
 */
export function handleRun(port: SqlPort, req: RunRequest, post: (msg: WorkerReply) => void): void {
  try {
    const trace = runScenario(req.scenario, port, {
      timedOut: new Set(req.timedOut),
      timeLimitMs: req.timeLimitMs,
      onStep: (i) => post({ type: 'step', id: req.id, i }),
      onStepDone: (i) => post({ type: 'stepDone', id: req.id, i }),
    });
    post({ type: 'done', id: req.id, trace });
  } catch (e) {
    post({ type: 'fail', id: req.id, message: e instanceof Error ? e.message : String(e) });
  }
}
