// The supervisor's worker in the browser: a module Web Worker running browserWorker.ts.
import { webWorkerHandle } from './messageHandle';
import { createSupervisor, type Supervisor } from './supervisor';

/** A supervisor whose database lives in a Web Worker it can kill on a runaway statement. */
export function createBrowserSupervisor(timeLimitMs?: number): Supervisor {
  return createSupervisor({
    // WARNING: Vite finds and bundles the worker only when `new URL(...)` is written inline here.
    spawn: () =>
      webWorkerHandle(
        new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module' }),
      ),
    timeLimitMs,
  });
}
