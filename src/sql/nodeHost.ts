// The SQL worker in Node: the supervisor and the explorer each own a worker thread running
// nodeWorker.ts (under tsx, like the CLI), two instances of the one entry as in the browser.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { createExplorerClient, type ExplorerClient } from './explorerClient';
import type { WorkerHandle } from './protocol';
import { createSupervisor, type Supervisor } from './supervisor';

const WORKER_URL = new URL('./nodeWorker.ts', import.meta.url).href;

/**
 * The heap a search's worker thread may take, in MB: a backstop, since the search's own memory
 * budget (256 MB, estimated) stops it first. Past it the worker dies and the search has no verdict.
 */
export const EXPLORER_HEAP_MB = 1024;

/** For tests only: a smaller heap for the explorer's worker, to make it run out of memory fast. */
const HEAP_ENV = 'FENCELAB_TEST_EXPLORER_HEAP_MB';

/**
 * A supervisor whose database lives in a worker thread it can kill on a runaway statement.
 * `watch`, for tests, wraps each worker it starts (to count what is posted to it).
 */
export function createNodeSupervisor(
  timeLimitMs?: number,
  watch: (handle: WorkerHandle) => WorkerHandle = (h) => h,
): Supervisor {
  return createSupervisor({ spawn: () => watch(threadHandle()), timeLimitMs });
}

/** An explorer client whose search runs in a worker thread it can kill. */
export function createNodeExplorer(timeLimitMs?: number): ExplorerClient {
  const maxOldGenerationSizeMb = Number(process.env[HEAP_ENV]) || EXPLORER_HEAP_MB;
  return createExplorerClient({
    spawn: () => threadHandle({ maxOldGenerationSizeMb }),
    timeLimitMs,
  });
}

/**
 * Starts a worker thread running nodeWorker.ts, with its heap capped by `resourceLimits` if
 * given: past the cap the thread dies, not the process, and its crash message says "out of
 * memory". The worker is TypeScript like the rest of the CLI: the thread registers tsx's loader,
 * then imports the module.
 */
function threadHandle(resourceLimits?: ResourceLimits): WorkerHandle {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
  const worker = new Worker(boot, { eval: true, ...(resourceLimits && { resourceLimits }) });
  worker.unref();
  let onReply: Parameters<WorkerHandle['listen']>[0] = () => {};
  let onCrash: Parameters<WorkerHandle['listen']>[1] = () => {};
  worker.on('message', (msg) => onReply(msg));
  worker.on('error', (e) => onCrash(e.message));
  return {
    post: (msg) => worker.postMessage(msg),
    listen(reply, crash) {
      onReply = reply;
      onCrash = crash;
    },
    terminate: () => void worker.terminate(),
  };
}
