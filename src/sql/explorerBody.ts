// The worker side of the explorer, shared by the browser's Web Worker and Node's worker thread.
import { exploreScenario } from '../engine/explore/explore';
import type { SqlPort } from '../engine/types';
import type { ExploreReply, ExploreRequest } from './explorerProtocol';

/** How often, at most, the worker reports progress; a host's watchdog counts on it. */
export const HEARTBEAT_MS = 200;

/**
 * Explores one request on the port. Progress goes out at most every HEARTBEAT_MS and at least
 * that often while steps keep starting, so the host can tell a runaway statement from a long
 * search by silence alone. `now` is the host's clock (the engine never reads one).
 */
export function handleExplore(
  port: SqlPort,
  req: ExploreRequest,
  post: (msg: ExploreReply) => void,
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
    post({ type: 'fail', id: req.id, message: e instanceof Error ? e.message : String(e) });
  }
}
