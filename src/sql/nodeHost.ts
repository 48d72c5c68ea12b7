// The supervisor's worker in Node: a worker thread running nodeWorker.ts (under tsx, like the CLI).
import { Worker } from 'node:worker_threads';
import type { WorkerReply } from './protocol';
import { createSupervisor, type Supervisor, type WorkerHandle } from './supervisor';

const WORKER_URL = new URL('./nodeWorker.ts', import.meta.url).href;

function spawnNodeWorker(): WorkerHandle {
  // The worker is TypeScript like the rest: it registers tsx's loader, then imports it.
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
  const worker = new Worker(boot, { eval: true });
  worker.unref();
  let onReply: (msg: WorkerReply) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.on('message', (msg: WorkerReply) => onReply(msg));
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

/** A supervisor whose database lives in a worker thread it can kill on a runaway statement. */
export function createNodeSupervisor(timeLimitMs?: number): Supervisor {
  return createSupervisor({ spawn: spawnNodeWorker, timeLimitMs });
}
