// The explorer's worker in the browser: a module Web Worker running explorerWorker.ts.
import { createExplorerClient, type ExplorerClient, type ExplorerHandle } from './explorerClient';
import type { ExploreReply } from './explorerProtocol';

function spawnBrowserExplorer(): ExplorerHandle {
  // WARNING: Vite finds and bundles the worker only when `new URL(...)` is written inline here.
  const worker = new Worker(new URL('./explorerWorker.ts', import.meta.url), { type: 'module' });
  let onReply: (msg: ExploreReply) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.onmessage = (event: MessageEvent<ExploreReply>) => onReply(event.data);
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

/** An explorer client whose search runs in a Web Worker; cancel terminates it. */
export function createBrowserExplorer(timeLimitMs?: number): ExplorerClient {
  return createExplorerClient({ spawn: spawnBrowserExplorer, timeLimitMs });
}
