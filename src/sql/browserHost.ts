// The SQL worker in the browser: the supervisor and the explorer each own a module Web Worker
// running browserWorker.ts. Two instances of the one entry, not one shared worker: a worker runs
// one request at a time, and a run must never wait behind a long exploration.
import type { ExplorerClient } from './explorerClient';
import type { WorkerHandle } from './protocol';
import { createSupervisor, type Supervisor } from './supervisor';

/** Starts a SQL Web Worker. */
function spawnWorker(): WorkerHandle {
  // WARNING: Vite finds and bundles the worker only when `new URL(...)` is written inline here.
  return webWorkerHandle(
    new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module' }),
  );
}

/** A supervisor whose database lives in a Web Worker it can kill on a runaway statement. */
export function createBrowserSupervisor(timeLimitMs?: number): Supervisor {
  return createSupervisor({ spawn: spawnWorker, timeLimitMs });
}

/**
 * Loads the explorer client (its code is a chunk of its own, fetched on first use) and gives it a
 * Web Worker of its own; cancel terminates it.
 */
export async function loadBrowserExplorer(timeLimitMs?: number): Promise<ExplorerClient> {
  const { createExplorerClient } = await import('./explorerClient');
  return createExplorerClient({ spawn: spawnWorker, timeLimitMs });
}

/** Wraps a browser Web Worker as a WorkerHandle. */
function webWorkerHandle(worker: Worker): WorkerHandle {
  let onReply: Parameters<WorkerHandle['listen']>[0] = () => {};
  let onCrash: Parameters<WorkerHandle['listen']>[1] = () => {};
  worker.onmessage = (event: MessageEvent) => onReply(event.data);
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    onCrash(event.message || 'the worker script failed to load');
  };
  worker.onmessageerror = () => onCrash('a reply from the worker could not be read');
  return {
    post: (msg) => worker.postMessage(msg),
    listen(reply, crash) {
      onReply = reply;
      onCrash = crash;
    },
    terminate: () => worker.terminate(),
  };
}
