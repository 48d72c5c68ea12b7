import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run, scenarioOf } from '../testing/engine';

const head = 'title: T\nttl: 5\njob: r\n';
const rowsOf = (t: Awaited<ReturnType<typeof run>>, i: number) => t.steps[i]?.results[0]?.values;
const table = (t: Awaited<ReturnType<typeof run>>, i: number, name: string) =>
  t.steps[i]?.tables.find((x) => x.name === name)?.rows;

describe('the seed demo', () => {
  it('reproduces its published result: tokens 1 and 2, the old finish changes 0 rows, the new one 1', async () => {
    const t = await run(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
    const [claimA, , claimB, commitA, commitB] = t.steps;
    expect([claimA?.outcome, claimA?.token]).toEqual(['granted', 1]);
    expect([claimB?.outcome, claimB?.token]).toEqual(['granted', 2]);
    expect([commitA?.actor, commitA?.outcome, commitA?.changes]).toEqual(['A', 'rejected', 0]);
    expect([commitB?.actor, commitB?.outcome, commitB?.changes]).toEqual(['B', 'accepted', 1]);
    expect(t.ok).toBe(true);
    expect(t.safe).toBe(true);
  });
});

describe('outcomes', () => {
  it('grants a claim that changes a row and denies one that changes none', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: B, do: claim }\n`,
    );
    expect(t.steps.map((s) => [s.outcome, s.changes, s.token])).toEqual([
      ['granted', 1, 1],
      ['denied', 0, null],
    ]);
  });

  it('accepts a write that changes a row and rejects one that changes none', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: renew }\n  - { at: 2, worker: B, do: renew }\n`,
    );
    expect(t.steps.map((s) => s.outcome)).toEqual(['granted', 'accepted', 'rejected']);
  });

  it('reads as ok with the returned rows', async () => {
    const t = await run(`${head}steps:\n  - { at: 0, worker: A, do: read, expect: ok }\n`);
    expect(t.steps[0]?.outcome).toBe('ok');
    expect(t.steps[0]?.results[0]?.columns).toEqual([
      'id',
      'owner',
      'lease_until',
      'fence',
      'state',
      'result',
    ]);
    expect(rowsOf(t, 0)).toEqual([['r', null, 0, 0, 'ready', null]]);
    expect(t.steps[0]?.changes).toBe(0);
  });

  it('does not carry the previous write count into a read', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: read }\n`,
    );
    expect(t.steps[1]?.changes).toBe(0);
  });

  it('keeps the SQLite message of an error, and the rest runs on the database as it was', async () => {
    const t = await run(
      `${head}sql:\n  commit: UPDATE nope SET x = 1\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: commit, expect: error }\n  - { at: 2, worker: A, do: renew, expect: accepted }\n`,
    );
    expect(t.steps[1]?.outcome).toBe('error');
    expect(t.steps[1]?.error).toBe('no such table: nope');
    expect(t.steps[1]?.met).toBe(true);
    expect(t.steps[2]?.outcome).toBe('accepted');
  });

  it('gives pause and crash no outcome', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: pause, until: 2 }\n  - { at: 1, worker: B, do: crash }\n`,
    );
    expect(t.steps.map((s) => s.outcome)).toEqual([null, null]);
    expect(t.steps[0]?.beliefs.A?.pausedUntil).toBe(2);
    expect(t.steps[1]?.beliefs.B?.crashed).toBe(true);
  });

  it('counts a custom action by the rows it changes', async () => {
    const t = await run(
      `${head}sql:\n  touch: UPDATE storage SET body = 'x' WHERE id = :job\n  miss: UPDATE storage SET body = 'y' WHERE id = 'other'\nsteps:\n  - { at: 0, worker: A, do: touch }\n  - { at: 1, worker: A, do: miss }\n`,
    );
    expect(t.steps.map((s) => s.outcome)).toEqual(['accepted', 'rejected']);
  });

  it('marks each expect met or not, and the run ok only when all are met', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim, expect: denied }\n  - { at: 1, worker: A, do: renew, expect: accepted }\n  - { at: 2, worker: A, do: renew }\n`,
    );
    expect(t.steps.map((s) => s.met)).toEqual([false, true, null]);
    expect(t.ok).toBe(false);
  });
});

describe('the claim token', () => {
  it('comes from the token column, else the first column, else NULL', async () => {
    const byName = await run(
      `${head}sql:\n  claim: SELECT 7 AS other, 9 AS token\nsteps:\n  - { at: 0, worker: A, do: claim }\n`,
    );
    // A SELECT changes no row, so this claim is denied and keeps no token.
    expect(byName.steps[0]?.outcome).toBe('denied');
    const t = await run(
      `${head}sql:\n  claim: |\n    UPDATE jobs SET fence = 40 WHERE id = :job;\n    UPDATE jobs SET fence = fence + 1, owner = :worker WHERE id = :job RETURNING owner, fence\n  renew: UPDATE jobs SET fence = fence WHERE id = :job RETURNING fence AS token\nsteps:\n  - { at: 0, worker: A, do: claim }\n`,
    );
    expect(t.steps[0]?.token).toBe('A');
    const none = await run(
      `${head}sql:\n  claim: UPDATE jobs SET fence = fence + 1 WHERE id = :job\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: commit }\n`,
    );
    expect(none.steps[0]?.outcome).toBe('granted');
    expect(none.steps[0]?.token).toBeNull();
  });

  it('is kept by the worker for later steps and not lost by a denied claim', async () => {
    const t = await run(
      `${head}sql:\n  peek: SELECT :token AS t\nsteps:\n  - { at: 0, worker: A, do: peek }\n  - { at: 1, worker: A, do: claim }\n  - { at: 2, worker: A, do: claim }\n  - { at: 3, worker: A, do: peek }\n`,
    );
    expect(rowsOf(t, 0)).toEqual([[null]]);
    expect(t.steps[2]?.outcome).toBe('denied');
    expect(rowsOf(t, 3)).toEqual([[1]]);
    expect(t.steps[3]?.beliefs.A).toMatchObject({ token: 1, leaseUntil: 6 });
  });
});

describe('bound parameters', () => {
  const probe =
    'sql:\n  probe: SELECT :job AS job, :worker AS worker, :now AS now, :local_now AS local_now, :ttl AS ttl, :token AS token, :payload AS payload, :key AS key\n';

  it('binds every parameter of the contract with its default', async () => {
    const t = await run(
      `${head}clockSkew: { A: -3 }\n${probe}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 4, worker: A, do: probe }\n`,
    );
    expect(t.steps[1]?.results[0]?.columns).toEqual([
      'job',
      'worker',
      'now',
      'local_now',
      'ttl',
      'token',
      'payload',
      'key',
    ]);
    expect(rowsOf(t, 1)).toEqual([['r', 'A', 4, 1, 5, 1, 'A@4', 'r:probe']]);
  });

  it('binds a step’s own payload and key, and the user and scheduler by name', async () => {
    const t = await run(
      `${head}${probe}steps:\n  - { at: 2, worker: user, do: probe, payload: 42, key: k-1 }\n  - { at: 3, worker: scheduler, do: probe }\n`,
    );
    expect(rowsOf(t, 0)).toEqual([['r', 'user', 2, 2, 5, null, 42, 'k-1']]);
    expect(rowsOf(t, 1)?.[0]?.slice(0, 2)).toEqual(['r', 'scheduler']);
  });

  it('shows the SQL with its bound values inline', async () => {
    const t = await run(`${head}steps:\n  - { at: 3, worker: A, do: renew }\n`);
    expect(t.steps[0]?.boundSql).toBe(
      "UPDATE jobs SET lease_until=3 + 5 WHERE id='r' AND owner='A' AND fence=NULL AND lease_until > 3 AND state='running'",
    );
    expect(t.steps[0]?.params).toMatchObject({ ':now': 3, ':token': null });
  });

  it('binds :job in a custom schema too', async () => {
    const t = await run(
      `${head}schema: |\n  CREATE TABLE t(id TEXT);\n  INSERT INTO t VALUES (:job);\nsteps: []\n`,
    );
    expect(t.initial).toEqual([{ name: 't', columns: ['id'], rows: [['r']], total: 1 }]);
  });
});

describe('atomic units and ordering', () => {
  it('rolls back every statement of a step when a later one fails', async () => {
    const t = await run(
      `${head}sql:\n  two: |\n    UPDATE storage SET body = 'half' WHERE id = :job;\n    INSERT INTO nope VALUES (1);\nsteps:\n  - { at: 0, worker: A, do: two }\n`,
    );
    expect(t.steps[0]?.outcome).toBe('error');
    expect(t.steps[0]?.changes).toBe(0);
    expect(table(t, 0, 'storage')).toEqual([['r', null, 0]]);
    const sql = t.steps[0]?.sql ?? '';
    expect(sql.slice(t.steps[0]?.errorOffset ?? 0)).toMatch(/^INSERT INTO nope/);
  });

  it('sums the changes of every statement in a unit that succeeds', async () => {
    const t = await run(
      `${head}sql:\n  two: |\n    UPDATE storage SET body = 'a' WHERE id = :job;\n    UPDATE jobs SET result = 'b' WHERE id = :job;\nsteps:\n  - { at: 0, worker: A, do: two }\n  - { at: 1, worker: A, do: two }\n`,
    );
    expect(t.steps.map((s) => [s.outcome, s.changes])).toEqual([
      ['accepted', 2],
      ['accepted', 2],
    ]);
  });

  it('runs steps by at, and steps with equal at in file order', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 5, worker: B, do: claim }\n  - { at: 0, worker: A, do: claim }\n  - { at: 5, worker: C, do: claim }\n`,
    );
    expect(t.steps.map((s) => [s.actor, s.outcome, s.line])).toEqual([
      ['A', 'granted', 6],
      ['B', 'granted', 5],
      ['C', 'denied', 7],
    ]);
  });

  it('records the tables after every step', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: B, do: claim }\n`,
    );
    expect(table(t, 0, 'jobs')).toEqual([['r', 'A', 5, 1, 'running', null]]);
    expect(t.initial.find((x) => x.name === 'jobs')?.rows).toEqual([
      ['r', null, 0, 0, 'ready', null],
    ]);
    expect(table(t, 1, 'jobs')).toEqual(table(t, 0, 'jobs'));
  });

  it('sees a table created by a step', async () => {
    const t = await run(
      `${head}sql:\n  mk: CREATE TABLE audit(x)\nsteps:\n  - { at: 0, worker: A, do: mk }\n`,
    );
    expect(t.steps[0]?.tables.map((x) => x.name)).toEqual(['audit', 'jobs', 'storage']);
  });

  it('stops at a failing schema without running a step', async () => {
    const t = await run(
      `${head}schema: CREATE TABLE (\nsteps:\n  - { at: 0, worker: A, do: claim }\n`,
    );
    expect(t.schemaError).toMatch(/^the schema failed: .*syntax error/);
    expect(t.steps).toEqual([]);
    expect(t.ok).toBe(false);
  });
});

describe('determinism', () => {
  it('gives the same trace, byte for byte, for the same scenario', async () => {
    const s = scenarioOf(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
    const a = JSON.stringify(await run(s));
    const b = JSON.stringify(await run(s));
    expect(a).toBe(b);
  });
});

describe("a step's own token (another process of the worker)", () => {
  it('binds :token to it, shows it as the token presented, and leaves the worker its own', async () => {
    const t = await run(`${head}steps:
  - { at: 0, worker: A, do: claim }
  - { at: 6, worker: A, do: claim }
  - { at: 7, worker: A, do: commit, token: 1 }
  - { at: 7, worker: A, do: renew, token: null }
  - { at: 8, worker: A, do: commit }
`);
    expect(t.steps.map((s) => [s.outcome, s.token])).toEqual([
      ['granted', 1],
      ['granted', 2],
      ['rejected', 1],
      ['rejected', null],
      ['accepted', 2],
    ]);
    expect(t.steps[2]?.params?.[':token']).toBe(1);
  });

  it('is written back to YAML as it was read', async () => {
    const { scenarioToYaml } = await import('./scenarioYaml');
    const s = scenarioOf(`${head}steps:\n  - { at: 0, worker: A, do: commit, token: null }\n`);
    expect(scenarioOf(scenarioToYaml(s)).steps[0]?.token).toBeNull();
  });
});
