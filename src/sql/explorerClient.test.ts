import { afterAll, describe, expect, it } from 'vitest';
import { scenarioOf } from '../testing/engine';
import { createExplorerClient } from './explorerClient';
import { createNodeExplorer } from './nodeHost';
import type { WorkerHandle } from './protocol';
import { MAX_TIMER_MS } from './timerLimit';

/** A worker that reports `states` states, then dies with `crash`. */
const crashing = (states: number, crash: string): WorkerHandle => {
  let reply: Parameters<WorkerHandle['listen']>[0] = () => {};
  let onCrash: Parameters<WorkerHandle['listen']>[1] = () => {};
  return {
    listen(r, c) {
      reply = r;
      onCrash = c;
    },
    post(msg) {
      queueMicrotask(() => {
        reply({ type: 'progress', id: msg.id, states, done: 0.5 });
        onCrash(crash);
      });
    },
    terminate() {},
  };
};

/** A check's input with no timelines; `seed` tells two checks apart. */
const differInput = (seed = 1) => ({ bases: [], answer: {}, allow: [], tables: [], seed, runs: 1 });
/** A check's answer: nothing tells the SQL apart. */
const NO_DIFFERENCE = { tried: 0, used: [], tables: [], difference: null };

const explorer = createNodeExplorer(500);
afterAll(() => explorer.dispose());

const BIG = scenarioOf(
  'title: Big\nttl: 3\nsteps: []\nexplore: { programs: { A: [claim, renew, write, commit], B: [claim, renew, write, commit], C: [claim, write, commit] }, horizon: 30, maxPause: 8 }\n',
);
const SMALL = scenarioOf(
  'title: Small\nttl: 2\nsteps: []\nexplore: { programs: { A: [claim, commit] }, horizon: 3, maxPause: 1 }\n',
);

describe('the explorer client', () => {
  it('reports progress and stops the search when cancelled', async () => {
    let cancelled = false;
    const outcome = await explorer.explore(BIG, (p) => {
      if (p.states > 0 && !cancelled) {
        cancelled = true;
        explorer.cancel();
      }
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
  });

  it('runs the next search on a fresh worker after a cancel', async () => {
    const outcome = await explorer.explore(SMALL);
    expect(outcome.kind).toBe('done');
    if (outcome.kind === 'done') expect(outcome.result.verdict).toBe('safe');
  });
});

describe('the explorer client when the worker dies', () => {
  it('makes a worker that ran out of memory a no-verdict answer, not an error', async () => {
    const client = createExplorerClient({
      spawn: () =>
        crashing(4096, 'Worker terminated due to reaching memory limit: JS heap out of memory'),
    });
    const outcome = await client.explore(SMALL);
    expect(outcome).toMatchObject({
      kind: 'done',
      result: { verdict: 'bound', stoppedBy: 'memory', states: 4096, counterexample: null },
    });
    if (outcome.kind === 'done') {
      expect(outcome.result.summary).toBe(
        'No verdict: the explorer ran out of memory after 4,096 distinct states — try a shorter horizon or fewer workers.',
      );
    }
  });

  it('still rejects for a worker that died of something else', async () => {
    const client = createExplorerClient({ spawn: () => crashing(1, 'boom') });
    await expect(client.explore(SMALL)).rejects.toThrow("the explorer's worker stopped: boom");
  });
});

describe('the explorer client time limit', () => {
  it('refuses a time limit its watchdog could not wait for, instead of timing out at once', () => {
    const spawn = () => crashing(0, 'unused');
    expect(() => createExplorerClient({ spawn, timeLimitMs: 3_000_000_000 })).toThrow(RangeError);
    expect(() => createExplorerClient({ spawn, timeLimitMs: MAX_TIMER_MS })).toThrow(
      /the time limit must be from 1 to \d+ ms, not 2147483647/,
    );
  });
});

describe('a warmed worker', () => {
  it('that dies while it waits is replaced: the next check goes to a new worker', async () => {
    const spawned: string[] = [];
    let crashFirst: (message: string) => void = () => {};
    const client = createExplorerClient({
      spawn: () => {
        const name = `w${spawned.length}`;
        spawned.push(name);
        let reply: Parameters<WorkerHandle['listen']>[0] = () => {};
        return {
          listen(r, c) {
            reply = r;
            if (name === 'w0') crashFirst = c;
          },
          post(msg) {
            if (msg.type !== 'differ') return;
            queueMicrotask(() => reply({ type: 'done', id: msg.id, result: NO_DIFFERENCE }));
          },
          terminate() {},
        };
      },
    });
    client.warm();
    crashFirst('the worker ran out of memory while idle');
    expect((await client.differ(differInput())).kind).toBe('done');
    expect(spawned).toEqual(['w0', 'w1']);
    client.dispose();
  });

  it('is warmed again for another lesson once a check has ended, never while one runs', async () => {
    const posted: string[] = [];
    let answer: () => void = () => {};
    const client = createExplorerClient({
      spawn: () => {
        let reply: Parameters<WorkerHandle['listen']>[0] = () => {};
        return {
          listen(r) {
            reply = r;
          },
          post(msg) {
            posted.push(msg.type === 'warm' ? `warm ${msg.ahead?.seed ?? 'code'}` : msg.type);
            if (msg.type !== 'differ') return;
            answer = () => reply({ type: 'done', id: msg.id, result: NO_DIFFERENCE });
          },
          terminate() {},
        };
      },
    });
    client.warm(differInput(1));
    const checking = client.differ(differInput(1));
    // While the check runs, a warm would take its replies: it is not sent.
    client.warm(differInput(2));
    answer();
    expect((await checking).kind).toBe('done');
    client.warm(differInput(2));
    expect(posted).toEqual(['warm 1', 'differ', 'warm 2']);
    client.dispose();
  });

  it('sends a check made while a search runs to a new worker, after cancelling the search', async () => {
    const spawned: { name: string; posted: string[]; dead: boolean }[] = [];
    const client = createExplorerClient({
      spawn: () => {
        const w = { name: `w${spawned.length}`, posted: [] as string[], dead: false };
        spawned.push(w);
        let reply: Parameters<WorkerHandle['listen']>[0] = () => {};
        return {
          listen(r) {
            reply = r;
          },
          post(msg) {
            w.posted.push(msg.type);
            // The first worker never answers (a long search); a dead one never does.
            if (w.name === 'w0' || msg.type !== 'differ') return;
            queueMicrotask(() => {
              if (!w.dead) reply({ type: 'done', id: msg.id, result: NO_DIFFERENCE });
            });
          },
          terminate() {
            w.dead = true;
          },
        };
      },
    });
    // A search of every schedule runs; the learner presses Check my SQL meanwhile.
    const long = client.explore(BIG);
    const next = client.differ(differInput());
    expect(await long).toEqual({ kind: 'cancelled' });
    expect((await next).kind).toBe('done');
    expect(spawned.map((w) => [w.name, w.posted, w.dead])).toEqual([
      ['w0', ['explore'], true],
      ['w1', ['differ'], false],
    ]);
    client.dispose();
  });
});
