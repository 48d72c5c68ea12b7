// The explorer's worker in Node: a worker thread running explorerNodeWorker.ts (under tsx, like the CLI).
import { createExplorerClient, type ExplorerClient } from './explorerClient';
import { threadHandle } from './threadHandle';

const WORKER_URL = new URL('./explorerNodeWorker.ts', import.meta.url).href;

/** An explorer client whose search runs in a worker thread it can kill. */
export function createNodeExplorer(timeLimitMs?: number): ExplorerClient {
  return createExplorerClient({ spawn: () => threadHandle(WORKER_URL), timeLimitMs });
}
