// Which SQL lets the explorer treat workers as interchangeable, and which refuses it.
import { describe, expect, it } from 'vitest';
import type { ExploreModel, Scenario } from '../types';
import { actorsOf } from './model';
import { symmetryPlan } from './symmetry';

const FENCED_WRITE =
  "UPDATE storage SET body=:payload, max_token=:token WHERE id=:job AND max_token <= :token AND EXISTS (SELECT 1 FROM jobs WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running')";

const model = (programs: Record<string, string[]>, more: Partial<ExploreModel> = {}) => ({
  programs,
  horizon: 6,
  maxPause: 2,
  user: [],
  scheduler: [],
  maxStates: 1000,
  ...more,
});

const scenario = (sql: Record<string, string>, more: Partial<Scenario> = {}): Scenario => ({
  title: 't',
  ttl: 2,
  job: 'j',
  clockSkew: {},
  sql,
  steps: [],
  ...more,
});

const three = model({
  A: ['claim', 'write', 'commit'],
  B: ['claim', 'write', 'commit'],
  C: ['claim', 'write', 'commit'],
});

const plan = (s: Scenario, m: ExploreModel = three) => {
  const p = symmetryPlan(s, m, actorsOf(m));
  return { groups: p.groups, blocked: p.blocked };
};

describe('symmetryPlan', () => {
  it('groups workers with the same program and skew under the reference SQL', () => {
    expect(plan(scenario({ write: FENCED_WRITE }))).toEqual({ groups: [[0, 1, 2]], blocked: null });
  });

  it('keeps workers with different programs or clock skews apart', () => {
    const m = model({ A: ['claim', 'commit'], B: ['claim', 'commit'], C: ['claim', 'write'] });
    expect(plan(scenario({}), m).groups).toEqual([[0, 1]]);
    expect(plan(scenario({}, { clockSkew: { B: 1 } })).groups).toEqual([[0, 2]]);
    expect(plan(scenario({}, { clockSkew: { A: 1, B: 2, C: 3 } })).groups).toEqual([]);
  });

  it('allows equality tests, stores, INSERT … VALUES with columns, IS NULL and plain reads', () => {
    const sql = {
      claim:
        'INSERT INTO leases(job, who, until) VALUES (:job, :worker, :now + :ttl) ON CONFLICT(job) DO UPDATE SET who = excluded.who, until = excluded.until WHERE leases.until <= :now OR leases.who IS NULL RETURNING 1 AS token',
      write:
        'UPDATE storage SET body = :payload WHERE id = :job AND (body IS NULL OR body <> :payload)',
      commit: 'UPDATE leases SET who = NULL WHERE job = :job AND who = :worker',
      read: 'SELECT who, until FROM leases WHERE job = :job',
    };
    const schema =
      'CREATE TABLE leases(job TEXT PRIMARY KEY, who TEXT, until INTEGER); CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT); INSERT INTO storage(id) VALUES (:job);';
    const m = model({
      A: ['claim', 'write', 'commit', 'read'],
      B: ['claim', 'write', 'commit', 'read'],
    });
    expect(plan(scenario(sql, { schema }), m)).toEqual({ groups: [[0, 1]], blocked: null });
  });

  it.each([
    [
      'ORDER BY a column that holds names',
      {
        claim:
          'UPDATE jobs SET owner=:worker, fence=fence+1 WHERE id=:job RETURNING fence AS token',
        commit:
          "UPDATE jobs SET state='done' WHERE id = (SELECT id FROM jobs ORDER BY owner LIMIT 1)",
      },
      'name-used',
      'commit',
      'owner',
    ],
    [
      'a name compared with <',
      { commit: "UPDATE jobs SET state='done' WHERE id=:job AND :worker < owner" },
      'name-used',
      'commit',
      ':worker',
    ],
    [
      'a column that holds a payload, ordered',
      { write: 'UPDATE storage SET body=:payload WHERE id=:job AND body < :payload' },
      'name-used',
      'write',
      'body',
    ],
    [
      'text built with ||',
      { write: "UPDATE storage SET body='w' || max_token WHERE id=:job" },
      'function',
      'write',
      '||',
    ],
    [
      'a name passed to a function',
      { write: 'UPDATE storage SET body=lower(:worker) WHERE id=:job' },
      'function',
      'write',
      'lower',
    ],
    [
      'a name as a literal',
      { commit: "UPDATE jobs SET state='done' WHERE id=:job AND owner='B'" },
      'name-in-sql',
      'commit',
      "'B'",
    ],
    [
      'a payload literal',
      { write: "UPDATE storage SET body='a@3' WHERE id=:job" },
      'name-in-sql',
      'write',
      "'a@3'",
    ],
    [
      'a claim that returns every column',
      { claim: 'UPDATE jobs SET owner=:worker, fence=fence+1 WHERE id=:job RETURNING *' },
      'name-used',
      'claim',
      '*',
    ],
    [
      'a claim that returns the owner',
      {
        claim:
          'UPDATE jobs SET owner=:worker, fence=fence+1 WHERE id=:job RETURNING owner AS token',
      },
      'name-used',
      'claim',
      'owner',
    ],
    [
      'a name compared NOCASE',
      { commit: "UPDATE jobs SET state='done' WHERE id=:job AND owner = :worker COLLATE NOCASE" },
      'name-used',
      'commit',
      ':worker',
    ],
    [
      'a name in a subquery result',
      { write: 'UPDATE storage SET body = (SELECT owner FROM jobs WHERE id=:job) WHERE id=:job' },
      'name-used',
      'write',
      'owner',
    ],
    [
      'a CAST',
      { write: 'UPDATE storage SET body = CAST(max_token AS TEXT) WHERE id=:job' },
      'function',
      'write',
      'CAST',
    ],
  ])('refuses %s', (_, sql, kind, action, token) => {
    expect(plan(scenario(sql)).blocked).toEqual({
      kind,
      action,
      token,
      workers: [['A', 'B', 'C']],
    });
  });

  it('follows a name through INSERT … SELECT, and lets NULL be stored in a column that holds names', () => {
    const schema = `CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT); CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token INTEGER NOT NULL DEFAULT 0); CREATE TABLE calls(job TEXT, who TEXT, token INTEGER); INSERT INTO jobs(id) VALUES (:job); INSERT INTO storage(id) VALUES (:job);`;
    const sql = {
      write:
        'INSERT INTO calls(job, who, token) SELECT :job, :worker, :token FROM jobs WHERE id=:job AND owner=:worker',
      commit: "UPDATE jobs SET owner = NULL, state='done' WHERE id=:job AND owner=:worker",
    };
    expect(plan(scenario(sql, { schema }))).toEqual({ groups: [[0, 1, 2]], blocked: null });
    const ordered = { ...sql, read: 'SELECT token FROM calls ORDER BY who' };
    const m = model({ A: ['claim', 'write', 'read'], B: ['claim', 'write', 'read'] });
    expect(plan(scenario(ordered, { schema }), m).blocked).toEqual({
      kind: 'name-used',
      action: 'read',
      token: 'who',
      workers: [['A', 'B']],
    });
  });

  it('follows a name from column to column, and refuses an index on one', () => {
    const copy = {
      commit: "UPDATE jobs SET state='done', result=owner WHERE id=:job AND owner=:worker",
      read: 'SELECT * FROM jobs ORDER BY result',
    };
    const m = model({ A: ['claim', 'commit', 'read'], B: ['claim', 'commit', 'read'] });
    expect(plan(scenario(copy), m).blocked).toEqual({
      kind: 'name-used',
      action: 'read',
      token: 'result',
      workers: [['A', 'B']],
    });
    const schema =
      "CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT UNIQUE, lease_until INTEGER NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT); CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token INTEGER NOT NULL DEFAULT 0); INSERT INTO jobs(id) VALUES (:job); INSERT INTO storage(id) VALUES (:job);";
    expect(plan(scenario({}, { schema })).blocked).toEqual({
      kind: 'name-used',
      action: null,
      token: 'owner',
      workers: [['A', 'B', 'C']],
    });
    const indexed = `${schema.replace(' UNIQUE', '')} CREATE INDEX by_owner ON jobs(owner);`;
    expect(plan(scenario({}, { schema: indexed })).blocked).toEqual({
      kind: 'name-used',
      action: null,
      token: 'owner',
      workers: [['A', 'B', 'C']],
    });
  });

  it('refuses names that renaming could confuse', () => {
    const m = (names: string[]) =>
      model(Object.fromEntries(names.map((n) => [n, ['claim', 'commit']])));
    expect(plan(scenario({}), m(['1', '2'])).blocked).toEqual({
      kind: 'name-shape',
      action: null,
      token: '1',
      workers: [['1', '2']],
    });
    expect(plan(scenario({}), m(['a', 'A'])).blocked?.kind).toBe('name-shape');
    expect(plan(scenario({}), m(['w@1', 'w@2'])).blocked?.kind).toBe('name-shape');
    expect(plan(scenario({}), m(['ready', 'B'])).blocked).toEqual({
      kind: 'name-in-sql',
      action: null,
      token: "'ready'",
      workers: [['ready', 'B']],
    });
  });

  it('lets a name be the last result column of a SELECT with no FROM, before its WHERE', () => {
    const schema =
      "CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT); CREATE TABLE effects(key TEXT PRIMARY KEY, worker TEXT, token INTEGER, amount TEXT); INSERT INTO jobs(id) VALUES (:job);";
    const charge =
      "INSERT INTO effects(key, worker, token, amount) SELECT :key, :worker, :token, :payload WHERE EXISTS (SELECT 1 FROM jobs WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running') ON CONFLICT(key) DO NOTHING";
    const m = model({ A: ['claim', 'charge'], B: ['claim', 'charge'] });
    expect(plan(scenario({ charge }, { schema }), m)).toEqual({ groups: [[0, 1]], blocked: null });
    // The column the payload lands in holds names from then on: ordering it still refuses.
    const read = 'SELECT key FROM effects ORDER BY amount';
    const m2 = model({ A: ['claim', 'charge', 'read'], B: ['claim', 'charge', 'read'] });
    expect(plan(scenario({ charge, read }, { schema }), m2).blocked).toEqual({
      kind: 'name-used',
      action: 'read',
      token: 'amount',
      workers: [['A', 'B']],
    });
    // A table named like a column that holds names, after FROM, is not a result column.
    const reads = model({ A: ['claim', 'read'], B: ['claim', 'read'] });
    const table = { read: 'SELECT 1 FROM jobs, owner WHERE 1' };
    expect(plan(scenario(table), reads).blocked?.token).toBe('owner');
  });

  it('compares what program entries bind, and treats each bound value as a literal', () => {
    const bound = (a: unknown, b: unknown, c: unknown) => ({
      ...three,
      bindings: { A: [null, a, null], B: [null, b, null], C: [null, c, null] },
    });
    const k0 = { key: 0 };
    // The same entries: one group; a different key: B is apart.
    expect(plan(scenario({}), bound(k0, k0, k0) as ExploreModel).groups).toEqual([[0, 1, 2]]);
    expect(plan(scenario({}), bound(k0, { key: 1 }, k0) as ExploreModel).groups).toEqual([[0, 2]]);
    // A bound number 0 and a bound text "0" are different entries.
    expect(plan(scenario({}), bound(k0, { key: '0' }, k0) as ExploreModel).groups).toEqual([
      [0, 2],
    ]);
    // A bound value that is a worker's name (or a payload of one) refuses, as a literal in SQL does.
    for (const v of [{ key: 'b' }, { payload: 'C@4' }]) {
      expect(plan(scenario({}), bound(v, v, v) as ExploreModel).blocked).toEqual({
        kind: 'name-in-program',
        action: 'write',
        token: Object.values(v)[0],
        workers: [['A', 'B', 'C']],
      });
    }
    // So does one the user binds.
    const user = { ...three, user: ['read'], bindings: { user: [{ payload: 'A' }] } };
    expect(plan(scenario({}), user).blocked?.kind).toBe('name-in-program');
    // A plain value is kept, whatever it contains.
    expect(
      plan(
        scenario({}),
        bound({ payload: 'part-A' }, { payload: 'part-A' }, { payload: 'part-A' }) as ExploreModel,
      ).blocked,
    ).toBeNull();
  });

  it('says nothing when no two workers share a program', () => {
    const m = model({ A: ['claim', 'commit'], B: ['claim', 'write'] });
    expect(plan(scenario({ commit: "UPDATE jobs SET state='done' ORDER BY owner" }), m)).toEqual({
      groups: [],
      blocked: null,
    });
  });
});
