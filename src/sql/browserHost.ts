// The supervisor's worker in the browser: a module Web Worker running browserWorker.ts.
import type { WorkerReply } from './protocol';
import { createSupervisor, type Supervisor, type WorkerHandle } from './supervisor';

function spawnBrowserWorker(): WorkerHandle {
  // WARNING: Vite finds and bundles the worker only when `new URL(...)` is written inline here.
  const worker = new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module' });
  let onReply: (msg: WorkerReply) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.onmessage = (event: MessageEvent<WorkerReply>) => onReply(event.data);
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

/** A supervisor whose database lives in a Web Worker it can kill on a runaway statement. */
export function createBrowserSupervisor(timeLimitMs?: number): Supervisor {
  return createSupervisor({ spawn: spawnBrowserWorker, timeLimitMs });
}
