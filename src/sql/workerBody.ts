// The worker side of the protocol, shared by the browser's Web Worker and Node's worker thread.
import { exploreScenario } from '../engine/explore/explore';
import { runScenario } from '../engine/runner';
import type { SqlPort } from '../engine/types';
import {
  HEARTBEAT_MS,
  type ExploreRequest,
  type ReplyTo,
  type RunRequest,
  type WorkerReply,
  type WorkerRequest,
} from './protocol';

type Post<R extends WorkerRequest> = (msg: ReplyTo<R>) => void;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Returns the worker's message handler: each request waits for the port, then runs or explores
 * on it. A port that could not start fails every request with the reason. `now` is the host's
 * clock (the engine never reads one).
 */
export function answerRequests(
  portReady: Promise<SqlPort>,
  post: (msg: WorkerReply) => void,
  now: () => number,
): (req: WorkerRequest) => void {
  return (req) => {
    portReady.then(
      (port) =>
        req.type === 'run' ? handleRun(port, req, post) : handleExplore(port, req, post, now),
      (e: unknown) =>
        post({ type: 'fail', id: req.id, message: `SQLite could not start: ${messageOf(e)}` }),
    );
  };
}

/**
 * Runs one request on the port, reporting each step before it starts so the host can stop a
 * runaway statement by terminating this worker.
 */
function handleRun(port: SqlPort, req: RunRequest, post: Post<RunRequest>): void {
  try {
    const trace = runScenario(req.scenario, port, {
      timedOut: new Set(req.timedOut),
      timedOutSql: new Set(req.timedOutSql),
      timeLimitMs: req.timeLimitMs,
      onStep: (i) => post({ type: 'step', id: req.id, i }),
      onStepDone: (i) => post({ type: 'stepDone', id: req.id, i }),
    });
    post({ type: 'done', id: req.id, trace });
  } catch (e) {
    post({ type: 'fail', id: req.id, message: messageOf(e) });
  }
}

/**
 * Explores one request on the port. Progress goes out at most every HEARTBEAT_MS and at least
 * that often while steps keep starting, so the host can tell a runaway statement from a long
 * search by silence alone.
 */
function handleExplore(
  port: SqlPort,
  req: ExploreRequest,
  post: Post<ExploreRequest>,
  now: () => number,
): void {
  let last = now();
  let latest = { states: 0, done: 0 };
  const beat = () => {
    const t = now();
    if (t - last < HEARTBEAT_MS) return;
    last = t;
    post({ type: 'progress', id: req.id, ...latest });
  };
  post({ type: 'progress', id: req.id, ...latest });
  try {
    const result = exploreScenario(req.scenario, port, {
      progressEvery: 256,
      onProgress: (p) => {
        latest = p;
        beat();
      },
      onStep: beat,
    });
    post({ type: 'done', id: req.id, result });
  } catch (e) {
    post({ type: 'fail', id: req.id, message: messageOf(e) });
  }
}
