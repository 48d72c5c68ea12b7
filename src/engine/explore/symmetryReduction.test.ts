// The symmetry reduction against the brute-force enumerator: interchangeable workers searched
// once per renaming must give the same verdicts, counts and shortest breaks as every schedule.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodePort } from '../../sql/nodePort';
import { runScenario } from '../runner';
import {
  FENCED_SAVE,
  FENCED_WRITE,
  model,
  NAIVE_COMMIT,
  REVISION_ONLY_SAVE,
  revisions,
  scenario,
} from '../testing/exploreModels';
import type { ExploreModel, Scenario, SqlPort } from '../types';
import { allSchedules, bruteForce } from './bruteForce';
import { searchSchedules } from './explorer';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const EFFECTS_SCHEMA =
  "CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT); CREATE TABLE effects(key TEXT, worker TEXT, token INTEGER, amount TEXT); INSERT INTO jobs(id) VALUES (:job);";
/** Lesson 8's charge, fenced or not: the payload is the last result column of a SELECT with no FROM. */
const charge = (check: string): Scenario => ({
  ...scenario(1, {
    charge: `INSERT INTO effects(key, worker, token, amount) SELECT :key, :worker, :token, :payload WHERE EXISTS (SELECT 1 FROM jobs WHERE id=:job${check})`,
  }),
  schema: EFFECTS_SCHEMA,
});

/** A save as lesson 12's, but storing only the last payload: `||` would refuse symmetry. */
const lastPayload = (save: string) => revisions(1, save.replace("progress || ' ' || ", ''));

/** Models with interchangeable workers, and with workers their SQL tells apart. */
const SYMMETRIC: Array<[string, Scenario, ExploreModel, number]> = [
  [
    'three workers, reference SQL, safe',
    scenario(1, { write: FENCED_WRITE }),
    model({
      programs: { A: ['claim', 'write'], B: ['claim', 'write'], C: ['claim', 'write'] },
      horizon: 2,
      maxPause: 1,
    }),
    6,
  ],
  [
    'three workers, an unfenced commit',
    scenario(1, { commit: NAIVE_COMMIT }),
    model({
      programs: { A: ['claim', 'commit'], B: ['claim', 'commit'], C: ['claim', 'commit'] },
      horizon: 3,
      maxPause: 1,
    }),
    6,
  ],
  [
    'two of three alike, the reference write',
    scenario(1, {}),
    model({
      programs: { A: ['claim', 'write'], B: ['claim', 'commit'], C: ['claim', 'write'] },
      horizon: 2,
      maxPause: 1,
    }),
    2,
  ],
  [
    'a retried commit, with a user who cancels',
    scenario(2, {}),
    model({
      programs: { A: ['claim', 'commit', 'commit'], B: ['claim', 'commit', 'commit'] },
      user: ['cancel'],
      horizon: 3,
      maxPause: 1,
    }),
    2,
  ],
  [
    'three workers with bound saves, fenced',
    lastPayload(FENCED_SAVE),
    model({
      programs: { A: ['claim', 'save'], B: ['claim', 'save'], C: ['claim', 'save'] },
      bindings: { A: [null, { key: 0 }], B: [null, { key: 0 }], C: [null, { key: 0 }] },
      horizon: 2,
      maxPause: 1,
    }),
    6,
  ],
  [
    'two workers with bound saves and payloads, unfenced',
    lastPayload(REVISION_ONLY_SAVE),
    model({
      programs: { A: ['claim', 'save', 'save'], B: ['claim', 'save', 'save'] },
      bindings: {
        A: [null, { key: 0, payload: 'p1' }, { key: 1, payload: 'p2' }],
        B: [null, { key: 0, payload: 'p1' }, { key: 1, payload: 'p2' }],
      },
      horizon: 3,
      maxPause: 1,
    }),
    2,
  ],
  [
    'an INSERT … SELECT with no FROM, fenced, with a user who cancels',
    charge(" AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'"),
    model({
      programs: { A: ['claim', 'charge'], B: ['claim', 'charge'] },
      user: ['cancel'],
      horizon: 3,
      maxPause: 2,
    }),
    2,
  ],
  [
    'an INSERT … SELECT with no FROM, unfenced',
    charge(''),
    model({ programs: { A: ['claim', 'charge'], B: ['claim', 'charge'] }, horizon: 3 }),
    2,
  ],
  [
    // Only a worker whose name sorts first may finish over a live lease: the SQL tells A from B,
    // so the search must not merge "A holds" with "B holds".
    'names compared with <, refused',
    scenario(2, {
      commit:
        "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running' AND (owner=:worker AND fence=:token AND lease_until > :now OR :worker < owner)",
    }),
    model({ programs: { A: ['claim', 'commit'], B: ['claim', 'commit'] }, horizon: 4 }),
    1,
  ],
];

describe('the symmetry reduction against the brute-force enumerator', () => {
  it.each(SYMMETRIC)(
    'same verdict, schedules and shortest break with fewer states: %s',
    (_, s, m, factor) => {
      const reduced = searchSchedules(s, m, port);
      const full = searchSchedules(s, m, port, { symmetry: false });
      const slow = bruteForce(s, m, port, { countStates: true });
      expect(reduced.reduction.factor).toBe(factor);
      expect(reduced.verdict).toBe(slow.verdict);
      if (slow.verdict === 'safe') expect(reduced.schedules).toBe(slow.schedules);
      const last = reduced.schedule?.at(-1);
      expect(
        reduced.schedule ? { actions: reduced.schedule.length, tick: last?.at } : null,
      ).toEqual(slow.shortest);
      expect(full.states).toBe(slow.states);
      if (factor === 1) expect(reduced.states).toBe(full.states);
      else {
        expect(reduced.states).toBeLessThan(full.states);
        expect(reduced.states * factor).toBeGreaterThanOrEqual(full.states);
      }
    },
  );

  it("hands back a breaking schedule that is one of the model's, in the real names", () => {
    const [, s, m] = SYMMETRIC[1] as (typeof SYMMETRIC)[number];
    const found = searchSchedules(s, m, port);
    const schedule = found.schedule ?? [];
    const all = [...allSchedules(m)].map((x) => JSON.stringify(x));
    // A prefix of a complete schedule of the model (the search stops at the violation).
    expect(all.some((x) => x.startsWith(JSON.stringify(schedule).slice(0, -1)))).toBe(true);
    expect(runScenario({ ...s, steps: schedule.map((a) => ({ ...a })) }, port).safe).toBe(false);
  });

  it('gives the same verdict and the same number of states when the workers are renamed', () => {
    const rename = { A: 'carol', B: 'alice', C: 'bob' } as Record<string, string>;
    for (const [, s, m] of SYMMETRIC) {
      const names = Object.keys(m.programs);
      const programs = Object.fromEntries(names.map((w) => [rename[w] ?? w, m.programs[w] ?? []]));
      const bindings =
        m.bindings &&
        Object.fromEntries(Object.entries(m.bindings).map(([w, b]) => [rename[w] ?? w, b]));
      const renamed = { ...m, programs, bindings, workers: names.map((w) => rename[w] ?? w) };
      const a = searchSchedules(s, m, port);
      const b = searchSchedules(s, renamed, port);
      expect([b.verdict, b.states, b.schedules]).toEqual([a.verdict, a.states, a.schedules]);
      expect(b.schedule?.length).toBe(a.schedule?.length);
    }
  });
});
