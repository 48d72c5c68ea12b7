// One request to the SQL worker, settled exactly once: by its reply, a crash, the watchdog or a
// cancel. The supervisor (runs) and the explorer client both send their requests through it.
import type { ReplyTo, WorkerHandle, WorkerRequest } from './protocol';

/** What a hook may do with the call it is handed. Once the call is settled, all of it is a no-op. */
export interface Call<T> {
  /** (Re)starts the watchdog: unless re-armed or disarmed, the timeout hook runs watchdogMs from now. */
  arm(): void;
  disarm(): void;
  /** Settles the call with a value, or with a promise of one (a replay, say). */
  done(value: T | PromiseLike<T>): void;
  fail(error: Error): void;
}

/**
 * How a call reacts. Each hook runs only while the call is unsettled; all but `reply` must settle
 * it. `reply` sees only the replies that carry the request's id.
 */
export interface CallHooks<Reply, T> {
  watchdogMs: number;
  reply(msg: Reply, call: Call<T>): void;
  crash(message: string, call: Call<T>): void;
  timeout(call: Call<T>): void;
  /** Without it, a cancel rejects the call. */
  cancel?(call: Call<T>): void;
}

export interface PendingCall<T> {
  promise: Promise<T>;
  /** Runs the cancel hook if the call is still unsettled; later, does nothing. */
  cancel(): void;
}

/**
 * Posts `request` to the worker and listens for its replies (replacing the worker's listener).
 * The watchdog starts disarmed: a hook arms it, so loading SQLite is never taken for a runaway.
 */
export function callWorker<R extends WorkerRequest, T>(
  worker: WorkerHandle,
  request: R,
  hooks: CallHooks<ReplyTo<R>, T>,
): PendingCall<T> {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let call!: Call<T>;
  const promise = new Promise<T>((resolve, reject) => {
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    call = {
      arm() {
        if (settled) return;
        clearTimeout(timer);
        timer = setTimeout(() => hooks.timeout(call), hooks.watchdogMs);
      },
      disarm: () => clearTimeout(timer),
      done: (value) => settle(() => resolve(value)),
      fail: (error) => settle(() => reject(error)),
    };
  });
  worker.listen(
    (msg) => {
      // Only the request's own replies reach here, and a reply names the request's type by its id.
      if (!settled && msg.id === request.id) hooks.reply(msg as ReplyTo<R>, call);
    },
    (message) => {
      if (!settled) hooks.crash(message, call);
    },
  );
  worker.post(request);
  return {
    promise,
    cancel() {
      if (settled) return;
      if (hooks.cancel) hooks.cancel(call);
      else call.fail(new Error('the request was cancelled'));
    },
  };
}

/**
 * Posts a request no call waits for (a warm-up) to an idle worker of a slot. It listens for
 * nothing, so a worker that dies before a call takes it over is only dropped from its slot.
 */
export function postIdle(worker: WorkerHandle, request: WorkerRequest): void {
  worker.listen(
    () => undefined,
    () => undefined,
  );
  worker.post(request);
}

/** One warm worker, spawned on first use and again after it was killed or crashed. */
export interface WorkerSlot {
  get(): WorkerHandle;
  /** Terminates the worker, if any; the next get() spawns a fresh one. */
  kill(): void;
}

/**
 * Keeps one worker from `spawn`. A worker that crashes is dropped even between calls (when no
 * call is listening), so the next request never goes to a dead worker.
 */
export function workerSlot(spawn: () => WorkerHandle): WorkerSlot {
  let current: WorkerHandle | null = null;
  const kill = () => {
    current?.terminate();
    current = null;
  };
  return {
    get() {
      if (current) return current;
      const raw = spawn();
      const handle: WorkerHandle = {
        post: (msg) => raw.post(msg),
        listen: (onReply, onCrash) =>
          raw.listen(onReply, (message) => {
            if (current === handle) kill();
            onCrash(message);
          }),
        terminate: () => raw.terminate(),
      };
      return (current = handle);
    },
    kill,
  };
}
