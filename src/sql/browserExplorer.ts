// The explorer's worker in the browser: a module Web Worker running explorerWorker.ts.
import { createExplorerClient, type ExplorerClient } from './explorerClient';
import { webWorkerHandle } from './messageHandle';

/** An explorer client whose search runs in a Web Worker; cancel terminates it. */
export function createBrowserExplorer(timeLimitMs?: number): ExplorerClient {
  return createExplorerClient({
    // WARNING: Vite finds and bundles the worker only when `new URL(...)` is written inline here.
    spawn: () =>
      webWorkerHandle(
        new Worker(new URL('./explorerWorker.ts', import.meta.url), { type: 'module' }),
      ),
    timeLimitMs,
  });
}
