// The explorer's worker in Node: a worker thread running explorerNodeWorker.ts (under tsx, like the CLI).
import { createExplorerClient, type ExplorerClient } from './explorerClient';
import { threadHandle } from './threadHandle';

const WORKER_URL = new URL('./explorerNodeWorker.ts', import.meta.url).href;

/**
 * The heap a search's worker thread may take, in MB: a backstop, since the search's own memory
 * budget (256 MB, estimated) stops it first. Past it the worker dies and the search has no verdict.
 */
export const EXPLORER_HEAP_MB = 1024;

/** For tests only: a smaller heap for the worker, to make it run out of memory fast. */
const HEAP_ENV = 'FENCELAB_TEST_EXPLORER_HEAP_MB';

/** An explorer client whose search runs in a worker thread it can kill. */
export function createNodeExplorer(timeLimitMs?: number): ExplorerClient {
  const maxOldGenerationSizeMb = Number(process.env[HEAP_ENV]) || EXPLORER_HEAP_MB;
  return createExplorerClient({
    spawn: () => threadHandle(WORKER_URL, { maxOldGenerationSizeMb }),
    timeLimitMs,
  });
}
