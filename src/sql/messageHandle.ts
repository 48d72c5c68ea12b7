// One shape for every worker a host talks to: post a request, listen for replies and crashes, kill it.

export interface MessageHandle<Request, Reply> {
  post(msg: Request): void;
  /** Sets the one listener for replies and for a crash of the worker itself (replacing any earlier one). */
  listen(onReply: (msg: Reply) => void, onCrash: (message: string) => void): void;
  terminate(): void;
}

/** Wraps a browser Web Worker (created by the caller, so Vite can see its `new URL`). */
export function webWorkerHandle<Request, Reply>(worker: Worker): MessageHandle<Request, Reply> {
  let onReply: (msg: Reply) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.onmessage = (event: MessageEvent<Reply>) => onReply(event.data);
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
