import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scenarioOf } from '../testing/engine';
import { createNodeSupervisor } from './nodeHost';
import { createSupervisor } from './supervisor';
import { MAX_TIMER_MS } from './timerLimit';

const supervisor = createNodeSupervisor(300);
afterAll(() => supervisor.dispose());

describe('the runaway guard', () => {
  it('ends a never-ending recursive CTE as an error and still runs the following steps', async () => {
    const s = scenarioOf(readFileSync('lessons/scenarios/runaway.scenario.yaml', 'utf8'));
    const t = await supervisor.run(s);
    expect(t.steps.map((x) => [x.do, x.outcome])).toEqual([
      ['claim', 'granted'],
      ['spin', 'error'],
      ['commit', 'accepted'],
    ]);
    expect(t.steps[1]?.error).toBe(
      'stopped: the statement ran past the time limit of 300 ms (a runaway query?)',
    );
    expect(t.ok).toBe(true);
  });

  it('replays the earlier steps so the database is as it was before the runaway', async () => {
    const s = scenarioOf(
      `title: T\nttl: 5\nsql:\n  spin: WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n\n  tag: UPDATE storage SET body = :payload WHERE id = :job\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: tag, payload: before }\n  - { at: 2, worker: A, do: spin }\n  - { at: 3, worker: A, do: spin }\n  - { at: 4, worker: A, do: read }\n`,
    );
    const t = await supervisor.run(s);
    expect(t.steps.map((x) => x.outcome)).toEqual(['granted', 'accepted', 'error', 'error', 'ok']);
    // The same runaway SQL is not tried again: the run pays the time limit once.
    expect(t.steps[2]?.error).toMatch(/ran past the time limit of 300 ms/);
    expect(t.steps[3]).toMatchObject({ errorKind: 'time-limit' });
    expect(t.steps[3]?.error).toBe(
      'not run: the same SQL ran past the time limit of 300 ms at an earlier step, so it was not tried again',
    );
    expect(t.steps[4]?.results[0]?.values[0]?.slice(1, 4)).toEqual(['A', 5, 1]);
    expect(t.steps[4]?.tables.find((x) => x.name === 'storage')?.rows).toEqual([
      ['job-1', 'before', 0],
    ]);
  });

  it('cuts off a runaway schema as a schema error', async () => {
    const s = scenarioOf(
      `title: T\nttl: 5\nschema: |\n  CREATE TABLE t(x);\n  WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) INSERT INTO t SELECT x FROM n;\nsteps: []\n`,
    );
    const t = await supervisor.run(s);
    expect(t.schemaError).toMatch(/time limit of 300 ms/);
  });

  it('gives the same trace as an in-process run when nothing runs away', async () => {
    const s = scenarioOf(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
    const { run } = await import('../testing/engine');
    expect(JSON.stringify(await supervisor.run(s))).toBe(JSON.stringify(await run(s)));
  });
});

describe('a run superseded while it waits its turn', () => {
  it('never reaches the worker, and its promise rejects with the reason', async () => {
    const posted: number[] = [];
    const counted = createNodeSupervisor(2000, (handle) => ({
      ...handle,
      post(msg) {
        if (msg.type === 'run') posted.push(msg.scenario.steps.length);
        handle.post(msg);
      },
    }));
    try {
      const seed = scenarioOf(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
      const short = { ...seed, steps: seed.steps.slice(0, 1) };
      const later = new AbortController();
      const first = counted.run(seed);
      const dropped = counted.run({ ...seed, steps: seed.steps.slice(0, 2) }, later.signal);
      const third = counted.run(short);
      later.abort(new Error('superseded'));
      await expect(dropped).rejects.toThrow('superseded');
      expect((await first).steps).toHaveLength(5);
      expect((await third).steps).toHaveLength(1);
      // Only the two runs nobody gave up on were sent.
      expect(posted).toEqual([5, 1]);
    } finally {
      counted.dispose();
    }
  });

  it('rejects when aborted while it runs, so nothing shows a superseded trace', async () => {
    const seed = scenarioOf(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
    const c = new AbortController();
    const run = supervisor.run(seed, c.signal);
    c.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    // The next run is as usual.
    expect((await supervisor.run(seed)).ok).toBe(true);
  });
});

describe('warming the worker', () => {
  it('starts the worker before the first run, which then takes it, and leaves a run on its way alone', async () => {
    const posted: string[] = [];
    let spawned = 0;
    const warmed = createNodeSupervisor(2000, (handle) => {
      spawned++;
      return {
        ...handle,
        post(msg) {
          posted.push(msg.type === 'warm' ? `warm${msg.code ? ' with code' : ''}` : msg.type);
          handle.post(msg);
        },
      };
    });
    try {
      warmed.warm();
      expect(spawned).toBe(1);
      // SQLite alone: the search's code is the explorer's worker's.
      expect(posted).toEqual(['warm']);
      const seed = scenarioOf(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
      expect((await warmed.run(seed)).ok).toBe(true);
      expect(spawned).toBe(1);
      const running = warmed.run(seed);
      // The run's listener stays: its trace still arrives.
      warmed.warm();
      expect((await running).ok).toBe(true);
      expect(posted).toEqual(['warm', 'run', 'run']);
      warmed.warm();
      expect(posted).toEqual(['warm', 'run', 'run', 'warm']);
      expect(spawned).toBe(1);
    } finally {
      warmed.dispose();
    }
  });
});

describe('the runaway guard time limit', () => {
  it('refuses a limit past what setTimeout can wait, instead of timing out at once', () => {
    const spawn = () => {
      throw new Error('no worker should start');
    };
    expect(() => createSupervisor({ spawn, timeLimitMs: 3_000_000_000 })).toThrow(
      'the time limit must be from 1 to 2147483647 ms, not 3000000000',
    );
    expect(() => createSupervisor({ spawn, timeLimitMs: MAX_TIMER_MS })).not.toThrow();
  });
});
