import { describe, expect, it } from 'vitest';
import { SOLUTION_COMMIT } from '../testing/differ';
import { port } from '../../testing/port';
import { scenarioOf } from '../../testing/engine';
import { SEED_YAML } from '../../testing/fixtures';
import { runOrder } from '../runOrder';
import { searchDifference, type DifferInput } from './search';

// The seed demo, with the reference commit (which checks the token too).
const BASE = { ...scenarioOf(SEED_YAML), sql: { commit: SOLUTION_COMMIT } };

const input = (commit: string, more: Partial<DifferInput> = {}): DifferInput => ({
  bases: [BASE],
  answer: { commit },
  allow: [],
  tables: [],
  seed: 7,
  runs: 120,
  ...more,
});

const fold = (s: string) => s.replace(/\s+/g, ' ');

describe('the differential search', () => {
  it('finds nothing for an answer that only reads differently, after trying every run it was given', () => {
    const same =
      "UPDATE jobs SET result=:payload, state='done' WHERE state IN ('running') AND NOT (lease_until <= :now) AND fence=:token AND owner=:worker AND id=:job";
    const r = searchDifference(port, input(same));
    expect(r.difference).toBeNull();
    expect(r.tried).toBeGreaterThan(120);
  });

  it('finds a retried finish after done, and cuts the timeline down to the steps that show it', () => {
    const r = searchDifference(
      port,
      input(SOLUTION_COMMIT.replace("state='running'", "state <> 'cancelled'")),
    );
    const d = r.difference;
    expect(d?.parting).toMatchObject({ matters: true, kind: 'accepts' });
    if (!d) return;
    // Shortest: a claim, a commit and the commit again; nothing else is needed.
    expect(d.scenario.steps.map((s) => s.do)).toEqual(['claim', 'commit', 'commit']);
    const at = d.parting.step;
    expect(d.answer[at]?.outcome).toBe('accepted');
    expect(d.solution[at]?.outcome).toBe('rejected');
    // The timeline runs the answer's SQL, as the player shows it.
    expect(fold(d.scenario.sql.commit ?? '')).toContain("state <> 'cancelled'");
  });

  it('is deterministic: the same seed gives the same timeline', () => {
    const wrong = SOLUTION_COMMIT.replace(' AND lease_until > :now', '');
    const a = searchDifference(port, input(wrong));
    const b = searchDifference(port, input(wrong));
    expect(a.difference?.scenario).toEqual(b.difference?.scenario);
    expect(a.tried).toBe(b.tried);
  });

  it('catches fence >= :token with another process of the same worker that kept an older token', () => {
    const r = searchDifference(
      port,
      input(SOLUTION_COMMIT.replace('fence=:token', 'fence >= :token'), { runs: 300 }),
    );
    const d = r.difference;
    expect(d?.parting.kind).toBe('accepts');
    if (!d) return;
    const order = runOrder(d.scenario.steps);
    const step = d.scenario.steps[order[d.parting.step] ?? -1];
    expect(step?.token).toBeDefined();
  });

  it('catches a stricter answer that turns away the rightful holder', () => {
    const r = searchDifference(
      port,
      input(SOLUTION_COMMIT.replace('lease_until > :now', 'lease_until > :now + 1')),
    );
    expect(r.difference?.parting.kind).toBe('refuses');
  });

  it('lets a declared allowance through, and says it was used', () => {
    const strict = SOLUTION_COMMIT.replace('lease_until > :now', 'lease_until > :now + 1');
    const allow = [
      { action: 'commit', solution: 'accepted' as const, answer: 'rejected' as const, why: 'test' },
    ];
    const r = searchDifference(port, input(strict, { allow }));
    expect(r.difference).toBeNull();
    expect(r.used).toEqual([0]);
  });

  it('refuses SQL that reads a table the exercise rules out, before any timeline runs', () => {
    const peeks = `${SOLUTION_COMMIT} AND EXISTS (SELECT 1 FROM storage WHERE id=:job)`;
    const tables = [{ action: 'commit', reads: ['jobs'], writes: ['jobs'], says: 'Only jobs.' }];
    const r = searchDifference(port, input(peeks, { tables }));
    expect(r.tables).toEqual([
      { action: 'commit', how: 'reads', table: 'storage', says: 'Only jobs.' },
    ]);
    expect(r.tried).toBe(0);
    expect(searchDifference(port, input(SOLUTION_COMMIT, { tables })).tables).toEqual([]);
  });
});
