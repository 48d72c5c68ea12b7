import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarioOf } from '../testing/engine';
import type { ExploreRequest, Replies, WorkerHandle } from './protocol';
import { callWorker, workerSlot, type CallHooks } from './workerCall';

type Reply = Replies['explore'];

/** A worker the test drives by hand: it says what it would reply, or that it crashed. */
function fakeWorker() {
  let reply: (msg: Reply) => void = () => {};
  let crash: (message: string) => void = () => {};
  const handle: WorkerHandle = {
    listen(r, c) {
      reply = r;
      crash = c;
    },
    post: vi.fn(),
    terminate: vi.fn(),
  };
  return { handle, reply: (msg: Reply) => reply(msg), crash: (message: string) => crash(message) };
}

const request: ExploreRequest = {
  type: 'explore',
  id: 7,
  scenario: scenarioOf('title: T\nttl: 2\nsteps: []\n'),
};
const progress = (id = 7): Reply => ({ type: 'progress', id, states: 1, done: 0 });
const failed = (id = 7): Reply => ({ type: 'fail', id, message: 'no' });

/** Hooks that settle with a word naming the path taken, so a test sees which one won. */
function hooks(over: Partial<CallHooks<Reply, string>> = {}): CallHooks<Reply, string> {
  return {
    watchdogMs: 100,
    reply(msg, call) {
      if (msg.type === 'progress') call.arm();
      else if (msg.type === 'done') call.done('done');
      else call.fail(new Error(msg.message));
    },
    crash: (_message, call) => call.done('crash'),
    timeout: (call) => call.done('timeout'),
    cancel: (call) => call.done('cancel'),
    ...over,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a worker call', () => {
  it('posts the request and settles with its reply', async () => {
    const w = fakeWorker();
    const call = callWorker(w.handle, request, hooks());
    expect(w.handle.post).toHaveBeenCalledWith(request);
    w.reply(failed());
    await expect(call.promise).rejects.toThrow('no');
  });

  it('ignores replies that carry another request id', async () => {
    const w = fakeWorker();
    const call = callWorker(w.handle, request, hooks());
    w.reply(failed(6));
    call.cancel();
    await expect(call.promise).resolves.toBe('cancel');
  });

  it('does not start the watchdog until a hook arms it', async () => {
    const w = fakeWorker();
    const call = callWorker(w.handle, request, hooks());
    vi.advanceTimersByTime(1000);
    w.reply(progress());
    vi.advanceTimersByTime(100);
    await expect(call.promise).resolves.toBe('timeout');
  });

  it('waits the full time again each time the watchdog is re-armed', () => {
    const w = fakeWorker();
    const timeout = vi.fn((call) => call.done('timeout'));
    callWorker(w.handle, request, hooks({ timeout }));
    w.reply(progress());
    vi.advanceTimersByTime(90);
    w.reply(progress());
    vi.advanceTimersByTime(90);
    expect(timeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(timeout).toHaveBeenCalledOnce();
  });

  it('ignores a reply that comes after the watchdog fired', async () => {
    const w = fakeWorker();
    const reply = vi.fn(hooks().reply);
    const call = callWorker(w.handle, request, hooks({ reply }));
    w.reply(progress());
    vi.advanceTimersByTime(100);
    w.reply(failed());
    await expect(call.promise).resolves.toBe('timeout');
    expect(reply).toHaveBeenCalledOnce();
  });

  it('ignores a crash that comes after the reply settled the call', async () => {
    const w = fakeWorker();
    const crash = vi.fn();
    const call = callWorker(w.handle, request, hooks({ crash }));
    w.reply({ type: 'done', id: 7, result: {} as never });
    w.crash('boom');
    await expect(call.promise).resolves.toBe('done');
    expect(crash).not.toHaveBeenCalled();
  });

  it('settles a cancelled call once, and ignores a later cancel, reply or timeout', async () => {
    const w = fakeWorker();
    const cancel = vi.fn((call) => call.done('cancel'));
    const timeout = vi.fn();
    const call = callWorker(w.handle, request, hooks({ cancel, timeout }));
    w.reply(progress());
    call.cancel();
    call.cancel();
    w.reply(failed());
    vi.advanceTimersByTime(1000);
    await expect(call.promise).resolves.toBe('cancel');
    expect(cancel).toHaveBeenCalledOnce();
    expect(timeout).not.toHaveBeenCalled();
  });

  it('rejects a cancelled call that has no cancel hook', async () => {
    const w = fakeWorker();
    const call = callWorker(w.handle, request, hooks({ cancel: undefined }));
    call.cancel();
    await expect(call.promise).rejects.toThrow('the request was cancelled');
  });
});

describe('a worker slot', () => {
  it('keeps one warm worker until it is killed', () => {
    const workers = [fakeWorker(), fakeWorker()];
    const spawn = vi.fn(() => workers[spawn.mock.calls.length - 1]!.handle);
    const s = workerSlot(spawn);
    expect(s.get()).toBe(s.get());
    s.kill();
    expect(workers[0]!.handle.terminate).toHaveBeenCalledOnce();
    s.get();
    expect(spawn).toHaveBeenCalledTimes(2);
  });

  it('spawns a fresh worker after the one before crashed, even between calls', async () => {
    const workers = [fakeWorker(), fakeWorker()];
    const spawn = vi.fn(() => workers[spawn.mock.calls.length - 1]!.handle);
    const slot = workerSlot(spawn);
    const call = callWorker(slot.get(), request, hooks());
    workers[0]!.reply({ type: 'done', id: 7, result: {} as never });
    await call.promise;
    workers[0]!.crash('the thread exited');
    expect(workers[0]!.handle.terminate).toHaveBeenCalledOnce();
    callWorker(slot.get(), { ...request, id: 8 }, hooks());
    expect(spawn).toHaveBeenCalledTimes(2);
    expect(workers[1]!.handle.post).toHaveBeenCalledWith({ ...request, id: 8 });
  });
});
