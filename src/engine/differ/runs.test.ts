import { describe, expect, it } from 'vitest';
import { countingRuns, SOLUTION_COMMIT } from '../testing/differ';
import { port } from '../../testing/port';
import { scenarioOf } from '../../testing/engine';
import { SEED_YAML } from '../../testing/fixtures';
import { runCache, verdictRunner, type Ran } from './runs';
import { runSolutionAhead, searchDifference, type DifferInput } from './search';

const BASE = { ...scenarioOf(SEED_YAML), sql: { commit: SOLUTION_COMMIT } };
const ran = (final: string): Ran => ({ verdicts: [], final, ran: [] });

/** The shared port, counting the runs started on it. */
const countingPort = () => countingRuns(port);

describe('runCache', () => {
  it('keeps at most its limit, dropping the run used longest ago', () => {
    const c = runCache(2);
    c.set('a', ran('a'));
    c.set('b', ran('b'));
    expect(c.get('a')?.final).toBe('a'); // now b is the oldest
    c.set('c', ran('c'));
    expect(c.size).toBe(2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.final).toBe('a');
    expect(c.get('c')?.final).toBe('c');
  });
});

describe('verdictRunner with a cache', () => {
  it('runs a scenario as it is once, and hands back the same frozen run after', () => {
    const { port: p, runs } = countingPort();
    const cache = runCache(10);
    const run = verdictRunner(p, undefined, cache);
    const first = run(BASE, null);
    const after = runs();
    expect(run(BASE, null)).toBe(first);
    expect(runs()).toBe(after);
    expect(Object.isFrozen(first.verdicts)).toBe(true);
    expect(() => (first.verdicts as unknown[]).push(1)).toThrow();
    // A run with other SQL is never looked up: it runs every time.
    run(BASE, { commit: 'SELECT 1' });
    run(BASE, { commit: 'SELECT 1' });
    expect(runs()).toBe(after + 2);
    expect(cache.size).toBe(1);
  });
});

describe('the differential search with the solution runs kept', () => {
  const input = (commit: string): DifferInput => ({
    bases: [BASE],
    answer: { commit },
    allow: [],
    tables: [],
    seed: 7,
    runs: 60,
  });

  it('gives the same result as without them, and runs the solution only on the first check', () => {
    const wrong = SOLUTION_COMMIT.replace(' AND lease_until > :now', '');
    const same =
      "UPDATE jobs SET result=:payload, state='done' WHERE state IN ('running') AND NOT (lease_until <= :now) AND fence=:token AND owner=:worker AND id=:job";
    for (const answer of [same, wrong]) {
      const solutionRuns = runCache(2_000);
      const plain = searchDifference(port, input(answer));
      const { port: p, runs } = countingPort();
      const first = searchDifference(p, input(answer), { solutionRuns });
      const firstRuns = runs();
      const again = searchDifference(p, input(answer), { solutionRuns });
      expect(first).toEqual(plain);
      expect(again).toEqual(plain);
      // Checking again runs the answer on every timeline but not the solution.
      expect(runs() - firstRuns).toBeLessThan(firstRuns * 0.75);
    }
  });

  it("made ahead (runSolutionAhead), leaves the first check only the answer's runs", () => {
    const wrong = SOLUTION_COMMIT.replace(' AND lease_until > :now', '');
    const same = `${SOLUTION_COMMIT}\n`;
    for (const answer of [same, wrong]) {
      const plain = searchDifference(port, input(answer));
      // Without anything kept, a first check's runs: the solution's and the answer's.
      const cold = countingPort();
      searchDifference(cold.port, input(answer), { solutionRuns: runCache(2_000) });
      const solutionRuns = runCache(2_000);
      const ahead = countingPort();
      const timelines = runSolutionAhead(ahead.port, input('not the answer'), solutionRuns);
      expect(timelines).toBeGreaterThan(60);
      const warm = countingPort();
      const first = searchDifference(warm.port, input(answer), { solutionRuns });
      expect(first).toEqual(plain);
      // The solution's runs made ahead are not made again (a wrong answer's check still runs
      // the solution on the shorter timelines it cuts the difference down to).
      expect(warm.runs()).toBeLessThan(cold.runs() * (answer === same ? 0.6 : 0.8));
    }
    // A passing answer's check tries exactly the timelines made ahead: no solution run is made.
    const solutionRuns = runCache(2_000);
    const made = runSolutionAhead(port, input(same), solutionRuns);
    const kept = solutionRuns.size;
    const check = searchDifference(port, input(same), { solutionRuns });
    expect(check.difference).toBeNull();
    expect(check.tried).toBe(made);
    expect(solutionRuns.size).toBe(kept);
  });
});
