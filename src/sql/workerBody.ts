// The worker side of the protocol, shared by the browser's Web Worker and Node's worker thread.
import { runScenario } from '../engine/runner';
import type { RunCache } from '../engine/differ/runs';
import type { SqlPort } from '../engine/types';
import {
  PROGRESS_MS,
  type DifferRequest,
  type ExploreRequest,
  type RecordRequest,
  type ReplyTo,
  type RunRequest,
  type WarmRequest,
  type WorkerReply,
  type WorkerRequest,
} from './protocol';

type Post<R extends WorkerRequest> = (msg: ReplyTo<R>) => void;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What a worker keeps between searches. */
interface SearchCache {
  solutionRuns: RunCache | null;
}

/**
 * How many of the solution's runs a worker keeps: more than the largest check of a shipped
 * lesson makes (lesson 10, about 1,200 runs), so that checking again runs only the answer.
 */
export const SOLUTION_RUNS = 2_000;

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
  // The solution's runs of this worker's earlier checks (engine/differ/runs.ts), made with the
  // differ's code on the first check.
  const kept: SearchCache = { solutionRuns: null };
  return (req) => {
    portReady.then(
      (port) => {
        if (req.type === 'run') handleRun(port, req, post);
        else if (req.type === 'explore') void handleExplore(port, req, post, now);
        else if (req.type === 'differ' || req.type === 'record')
          void handleSearch(port, req, post, now, kept);
        else if (req.code) void handleWarm(port, req, kept);
      },
      (e: unknown) =>
        post({ type: 'fail', id: req.id, message: `SQLite could not start: ${messageOf(e)}` }),
    );
  };
}

/**
 * Loads the code of a check and of a search, then, given a lesson's check, makes the solution's
 * runs the first check needs (engine/differ/search.ts) and keeps them. A failure here is silent:
 * the check itself then runs them, and says what went wrong.
 */
async function handleWarm(port: SqlPort, req: WarmRequest, kept: SearchCache): Promise<void> {
  try {
    const [{ runSolutionAhead }, { runCache }] = await Promise.all([
      import('../engine/differ/search'),
      import('../engine/differ/runs'),
      import('../engine/explore/explore'),
    ]);
    if (!req.ahead) return;
    kept.solutionRuns ??= runCache(SOLUTION_RUNS);
    runSolutionAhead(port, req.ahead, kept.solutionRuns);
  } catch {
    // Nothing is kept of it; the check runs it again.
  }
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

/** How often, in new states, the search hands the worker its progress (cheap: a few adds). */
const PROGRESS_STATES = 16;

/**
 * Explores one request on the port. The explorer's code (and the YAML writer its counterexamples
 * use) loads on the first search, so a worker that only runs timelines does not carry it; the
 * host's watchdog is armed by the first progress, which goes out once the code is here. Then
 * progress goes out every PROGRESS_MS of work (by the worker's own clock) while steps keep
 * starting: often enough for the page's rate and estimate even on a search of a second or two,
 * and, as PROGRESS_MS is under HEARTBEAT_MS, often enough for the host to tell a runaway
 * statement from a long search by silence alone. The
 * engine's own reports (every PROGRESS_STATES new states) keep the figures fresh between posts.
 */
async function handleExplore(
  port: SqlPort,
  req: ExploreRequest,
  post: Post<ExploreRequest>,
  now: () => number,
): Promise<void> {
  let exploreScenario: typeof import('../engine/explore/explore').exploreScenario;
  try {
    ({ exploreScenario } = await import('../engine/explore/explore'));
  } catch (e) {
    post({ type: 'fail', id: req.id, message: messageOf(e) });
    return;
  }
  let last = now();
  let latest = { states: 0, done: 0 };
  const beat = () => {
    const t = now();
    if (t - last < PROGRESS_MS) return;
    last = t;
    post({ type: 'progress', id: req.id, ...latest });
  };
  post({ type: 'progress', id: req.id, ...latest });
  try {
    const result = exploreScenario(req.scenario, port, {
      progressEvery: PROGRESS_STATES,
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

/**
 * A search on generated timelines (engine/differ, with fast-check: loaded on the first one, so a
 * first visit's worker does not carry it): an answer beside the solution (`differ`), or the
 * timelines a shared exercise keeps (`record`). Like an exploration, it reports once its code is
 * here and then every PROGRESS_MS while steps start, so silence past HEARTBEAT_MS means a runaway
 * statement.
 */
async function handleSearch(
  port: SqlPort,
  req: DifferRequest | RecordRequest,
  post: (msg: WorkerReply) => void,
  now: () => number,
  kept: SearchCache,
): Promise<void> {
  let last = now();
  let latest = { done: 0, total: req.input.runs };
  const beat = () => {
    const t = now();
    if (t - last < PROGRESS_MS) return;
    last = t;
    post({ type: 'progress', id: req.id, ...latest });
  };
  const hooks = {
    onStep: beat,
    onProgress: (done: number, total: number) => {
      latest = { done, total };
      beat();
    },
  };
  try {
    // The first report arms the host's watchdog: only once the code is here, so that a slow
    // download of it is never taken for a runaway statement.
    const [{ searchDifference }, { recordChecks }, { runCache }] = await Promise.all([
      import('../engine/differ/search'),
      import('../engine/differ/record'),
      import('../engine/differ/runs'),
    ]);
    last = now();
    post({ type: 'progress', id: req.id, ...latest });
    kept.solutionRuns ??= runCache(SOLUTION_RUNS);
    const result =
      req.type === 'differ'
        ? searchDifference(port, req.input, { ...hooks, solutionRuns: kept.solutionRuns })
        : recordChecks(port, req.input, hooks);
    post({ type: 'done', id: req.id, result } as WorkerReply);
  } catch (e) {
    post({ type: 'fail', id: req.id, message: messageOf(e) });
  }
}
