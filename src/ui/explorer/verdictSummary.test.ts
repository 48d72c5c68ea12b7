import { beforeAll, describe, expect, it } from 'vitest';
import { exploreScenario, type ExploreResult } from '../../engine/explore/explore';
import type { SqlPort } from '../../engine/types';
import { createNodePort } from '../../sql/nodePort';
import { scenarioOf } from '../../testing/engine';
import { verdictSummary } from './verdictSummary';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const NAIVE_COMMIT =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'";

const explore = (sql: string, explore: string, ttl = 5): ExploreResult =>
  exploreScenario(
    scenarioOf(`title: Model\nttl: ${ttl}\njob: r\n${sql}steps: []\nexplore:\n${explore}`),
    port,
  );

const unfenced = (extra = '') =>
  explore(
    `sql:\n  commit: "${NAIVE_COMMIT}"\n`,
    `  programs: { A: [claim, commit], B: [claim] }\n  horizon: 8\n  maxPause: 6\n${extra}`,
  );

describe("the explorer's verdict in the page's language", () => {
  it('says in English what the engine says, word for word', () => {
    const results = [
      explore(
        '',
        '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 7\n  maxPause: 3\n',
        3,
      ),
      unfenced(),
      ...[5, 20, 60].map((n) => unfenced(`  maxStates: ${n}\n`)),
      // A breaking schedule met before the bound: maybe not the shortest.
      explore(
        `sql:\n  commit: "${NAIVE_COMMIT}"\n`,
        '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n  maxStates: 100\n',
      ),
      explore(
        '',
        '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n  maxStates: 50\n',
      ),
    ];
    expect(results.map((r) => r.verdict)).toContain('safe');
    expect(results.map((r) => r.verdict)).toContain('unsafe');
    expect(results.map((r) => r.verdict)).toContain('bound');
    expect(results.map((r) => r.counterexample?.shortest)).toEqual(
      expect.arrayContaining([true, false]),
    );
    for (const r of results) expect(verdictSummary(r)).toBe(r.summary);
  });

  it('counts one of a thing in the singular, as the engine does', () => {
    const safe = explore('', '  programs: { A: [claim] }\n  horizon: 1\n  maxPause: 0\n');
    expect(verdictSummary({ ...safe, schedules: 1, states: 1 })).toBe(
      `Safe on all 1 schedule (1 distinct state) up to tick ${safe.model.horizon}.`,
    );
    expect(verdictSummary({ ...safe, schedules: 40848, states: 1234567 })).toBe(
      `Safe on all 40,848 schedules (1,234,567 distinct states) up to tick ${safe.model.horizon}.`,
    );
  });

  it("keeps the engine's sentence where the result lacks its facts", () => {
    const r = unfenced();
    const memory = {
      ...r,
      verdict: 'bound' as const,
      counterexample: null,
      stoppedBy: 'memory' as const,
    };
    expect(verdictSummary({ ...memory, summary: 'as the engine said' })).toBe('as the engine said');
  });
});
