// The supervisor's worker in Node: a worker thread running nodeWorker.ts (under tsx, like the CLI).
import { createSupervisor, type Supervisor } from './supervisor';
import { threadHandle } from './threadHandle';

const WORKER_URL = new URL('./nodeWorker.ts', import.meta.url).href;

/** A supervisor whose database lives in a worker thread it can kill on a runaway statement. */
export function createNodeSupervisor(timeLimitMs?: number): Supervisor {
  return createSupervisor({ spawn: () => threadHandle(WORKER_URL), timeLimitMs });
}
