// A Node worker thread as a MessageHandle. The worker is TypeScript like the rest of the CLI: the
// thread registers tsx's loader, then imports the module.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { MessageHandle } from './messageHandle';

/**
 * Starts a worker thread running the TypeScript module at `url` (a file: URL), with its heap
 * capped by `resourceLimits` if given: past the cap the thread dies, not the process, and its
 * crash message says "out of memory".
 */
export function threadHandle<Request, Reply>(
  url: string,
  resourceLimits?: ResourceLimits,
): MessageHandle<Request, Reply> {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
  const worker = new Worker(boot, { eval: true, ...(resourceLimits && { resourceLimits }) });
  worker.unref();
  let onReply: (msg: Reply) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.on('message', (msg: Reply) => onReply(msg));
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
