// The explorer's worker in Node: a worker thread running explorerNodeWorker.ts (under tsx, like the CLI).
import { Worker } from 'node:worker_threads';
import { createExplorerClient, type ExplorerClient, type ExplorerHandle } from './explorerClient';
import type { ExploreReply } from './explorerProtocol';

const WORKER_URL = new URL('./explorerNodeWorker.ts', import.meta.url).href;

function spawnNodeExplorer(): ExplorerHandle {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
  const worker = new Worker(boot, { eval: true });
  worker.unref();
  let onReply: (msg: ExploreReply) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.on('message', (msg: ExploreReply) => onReply(msg));
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

/** An explorer client whose search runs in a worker thread it can kill. */
export function createNodeExplorer(timeLimitMs?: number): ExplorerClient {
  return createExplorerClient({ spawn: spawnNodeExplorer, timeLimitMs });
}
