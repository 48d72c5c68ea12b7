// The explorer against an independent reference: every schedule written out and run from scratch.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodePort } from '../../sql/nodePort';
import { STANDARD_SCHEMA } from '../referenceSql';
import type { ExploreModel, Scenario, SqlPort } from '../types';
import { allSchedules, bruteForce, tickLists } from './bruteForce';
import { searchSchedules } from './explorer';
import {
  FENCED_SAVE,
  FENCED_WRITE,
  model,
  NAIVE_COMMIT,
  REVISION_ONLY_SAVE,
  revisions,
  scenario,
} from '../testing/exploreModels';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

/** The standard schema plus extra DDL whose state the jobs and storage tables do not show. */
const withSchema = (ttl: number, extra: string, sql: Record<string, string>): Scenario => ({
  ...scenario(ttl, sql),
  schema: `${STANDARD_SCHEMA}\n${extra}`,
});

/** A fenced commit with a backdoor: it also goes through once a hidden counter reaches 2. */
const backdoor = (counter: string) =>
  `UPDATE jobs SET state='done', result=:payload WHERE id=:job AND ((owner=:worker AND fence=:token AND lease_until > :now AND state='running') OR (${counter}) >= 2)`;

const CASES: Array<[string, Scenario, ExploreModel]> = [
  [
    // A's read notes the tick in a temporary table; its commit goes through when that tick is 2
    // and B claimed at 1. Two schedules reach tick 3 with the same jobs and storage rows, A's
    // read at 1 or at 2: only the temporary table tells them apart.
    'a backdoor flag in a temporary table',
    withSchema(1, 'CREATE TEMP TABLE flags(t INTEGER); INSERT INTO flags VALUES (0);', {
      read: 'UPDATE flags SET t = :now',
      commit:
        "UPDATE jobs SET state='done' WHERE id=:job AND ((owner=:worker AND fence=:token AND lease_until > :now) OR ((SELECT t FROM flags) = 2 AND lease_until = 2))",
    }),
    model({ programs: { A: ['claim', 'read', 'commit'], B: ['claim'] }, horizon: 4, maxPause: 4 }),
  ],
  [
    'a WITHOUT ROWID counter written by a trigger',
    withSchema(
      1,
      "CREATE TABLE audit(k TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID; INSERT INTO audit VALUES ('x', 0);" +
        'CREATE TRIGGER count_writes AFTER UPDATE ON storage BEGIN UPDATE audit SET n = n + 1; END;',
      { commit: backdoor('SELECT n FROM audit') },
    ),
    model({ programs: { A: ['claim', 'write', 'commit'], B: ['claim', 'write'] }, horizon: 4 }),
  ],
  [
    'a save through a view whose INSTEAD OF trigger writes storage',
    withSchema(
      1,
      'CREATE VIEW store AS SELECT * FROM storage;' +
        'CREATE TRIGGER save_through INSTEAD OF UPDATE ON store BEGIN UPDATE storage SET body = NEW.body, max_token = NEW.max_token WHERE id = OLD.id; END;',
      {
        write:
          'UPDATE store SET body=:payload, max_token=:token WHERE id=:job AND max_token <= :token',
      },
    ),
    model({ programs: { A: ['claim', 'write'], B: ['claim', 'write'] } }),
  ],
  [
    'a fenced write through a view, safe',
    withSchema(
      1,
      'CREATE VIEW store AS SELECT * FROM storage;' +
        'CREATE TRIGGER save_through INSTEAD OF UPDATE ON store BEGIN UPDATE storage SET body = NEW.body WHERE id = OLD.id; END;',
      {
        write: FENCED_WRITE.replace(
          'UPDATE storage SET body=:payload, max_token=:token',
          'UPDATE store SET body=:payload',
        ),
      },
    ),
    model({ programs: { A: ['claim', 'write'], B: ['claim', 'write'] } }),
  ],
  [
    'reference claim and commit',
    scenario(1, {}),
    model({ programs: { A: ['claim', 'commit'], B: ['claim', 'commit'] }, maxPause: 3 }),
  ],
  [
    'an unfenced commit',
    scenario(1, { commit: NAIVE_COMMIT }),
    model({ programs: { A: ['claim', 'commit'], B: ['claim', 'commit'] }, maxPause: 3 }),
  ],
  [
    'the reference write',
    scenario(1, {}),
    model({ programs: { A: ['claim', 'write'], B: ['claim', 'write'] } }),
  ],
  [
    'a fenced write with renewals',
    scenario(1, { write: FENCED_WRITE }),
    model({ programs: { A: ['claim', 'renew', 'write'], B: ['claim', 'write'] } }),
  ],
  [
    'a user who cancels and a scheduler who recovers',
    scenario(1, {}),
    model({ programs: { A: ['claim', 'write'] }, user: ['cancel'], scheduler: ['recover'] }),
  ],
  [
    'an unfenced commit racing a cancel',
    scenario(2, { commit: "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker" }),
    model({ programs: { A: ['claim', 'commit'] }, user: ['cancel'], maxPause: 4 }),
  ],
  [
    // The keys decide it: with the default key (`j:save`, never a revision) every save is refused.
    'saves that bind the revision they expect, unfenced',
    revisions(1, REVISION_ONLY_SAVE),
    model({
      programs: { A: ['claim', 'save', 'save'], B: ['claim', 'save'] },
      bindings: { A: [null, { key: 0 }, { key: 1, payload: 'p2' }], B: [null, { key: 1 }] },
      maxPause: 2,
    }),
  ],
  [
    'saves that bind the revision they expect, fenced',
    revisions(1, FENCED_SAVE),
    model({
      programs: { A: ['claim', 'save', 'save'], B: ['claim', 'save'] },
      bindings: { A: [null, { key: 0 }, { key: 1, payload: 'p2' }], B: [null, { key: 1 }] },
      maxPause: 2,
    }),
  ],
  [
    'no stalls at all',
    scenario(1, {}),
    model({
      programs: { A: ['claim', 'renew', 'commit'], B: ['claim', 'commit'] },
      horizon: 3,
      maxPause: 0,
    }),
  ],
];

describe('the explorer against a brute-force enumerator', () => {
  const verdicts = new Set<string>();

  it.each(CASES)('agrees on verdict, schedules, states and the shortest break: %s', (_, s, m) => {
    // Every state, one by one: the symmetry reduction merges states and is checked below.
    const fast = searchSchedules(s, m, port, { symmetry: false });
    const slow = bruteForce(s, m, port, { countStates: true });
    verdicts.add(slow.verdict);
    expect(fast.verdict).toBe(slow.verdict);
    expect(fast.states).toBe(slow.states);
    if (slow.verdict === 'safe') expect(fast.schedules).toBe(slow.schedules);
    const last = fast.schedule?.at(-1);
    expect(fast.schedule ? { actions: fast.schedule.length, tick: last?.at } : null).toEqual(
      slow.shortest,
    );
  });

  it('finds each hidden-state backdoor unsafe', () => {
    for (const [name, s, m] of CASES.filter(([n]) =>
      /backdoor|counter written|save through a view whose/.test(n),
    )) {
      expect([name, searchSchedules(s, m, port).verdict]).toEqual([name, 'unsafe']);
    }
  });

  it('was given models of both verdicts', () => {
    expect(verdicts).toEqual(new Set(['safe', 'unsafe']));
  });
});

describe('the brute-force enumerator itself', () => {
  it('lets a worker stall up to maxPause before each action, and stop only past the horizon or after a claim', () => {
    const lists = tickLists(
      { name: 'A', program: ['claim', 'read'], worker: true },
      model({ horizon: 2, maxPause: 1 }),
    );
    expect(lists).toEqual([[0, 1], [0, 2], [0], [1, 2], [1]]);
  });

  it('lets the user act at any tick up to the horizon, or never', () => {
    const lists = tickLists(
      { name: 'user', program: ['cancel'], worker: false },
      model({ horizon: 2 }),
    );
    expect(lists).toEqual([[0], [1], [2], []]);
  });

  it("gives each action its program entry's key and payload", () => {
    const m = model({
      programs: { A: ['claim', 'save'] },
      bindings: { A: [null, { key: 0, payload: 'part-1' }] },
      horizon: 1,
      maxPause: 0,
    });
    expect([...allSchedules(m)]).toEqual([
      [
        { at: 0, actor: 'A', do: 'claim' },
        { at: 1, actor: 'A', do: 'save', key: 0, payload: 'part-1' },
      ],
      [{ at: 0, actor: 'A', do: 'claim' }],
    ]);
  });

  it('orders equal ticks every way', () => {
    const m = model({ programs: { A: ['read'], B: ['read'] }, horizon: 0, maxPause: 0 });
    expect([...allSchedules(m)].map((s) => s.map((a) => a.actor).join(''))).toEqual(['AB', 'BA']);
  });
});
