import { beforeAll, describe, expect, it } from 'vitest';
import { exploreScenario, outOfMemoryResult, type ExploreResult } from '../engine/explore/explore';
import type { SearchOptions } from '../engine/explore/explorer';
import type { SqlPort } from '../engine/types';
import { createNodePort } from '../sql/nodePort';
import { scenarioOf } from '../testing/engine';
import { verdictSummary } from './verdictSummary';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const NAIVE_COMMIT =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'";

const explore = (sql: string, explore: string, ttl = 5, options?: SearchOptions): ExploreResult =>
  exploreScenario(
    scenarioOf(`title: Model\nttl: ${ttl}\njob: r\n${sql}steps: []\nexplore:\n${explore}`),
    port,
    options,
  );

const BIG =
  '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n';
const NAIVE_SQL = `sql:\n  commit: "${NAIVE_COMMIT}"\n`;
/** As BIG, but no two workers have the same program. */
const DIFFERENT =
  '  programs: { A: [claim, commit], B: [claim, renew, commit] }\n  horizon: 12\n  maxPause: 6\n';

/** A result whose search used no reduction and kept no workers apart. */
const unreduced = (r: ExploreResult) =>
  r.reduction.symmetric.length === 0 && r.reduction.blocked === null;

/** Every kind of verdict the explorer gives, each at least once (and some with reductions). */
const everyVerdict = (): ExploreResult[] => [
  // Workers with different programs: nothing to reduce.
  explore('', '  programs: { A: [claim, commit], B: [claim] }\n  horizon: 5\n  maxPause: 2\n', 3),
  explore(
    '',
    '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 7\n  maxPause: 3\n',
    3,
  ),
  unfenced(),
  ...[5, 20, 60].map((n) => unfenced(`  maxStates: ${n}\n`)),
  // A breaking schedule met before the bound: maybe not the shortest.
  explore(NAIVE_SQL, `${BIG}  maxStates: 100\n`),
  explore(NAIVE_SQL, `${DIFFERENT}  maxStates: 100\n`),
  explore('', `${DIFFERENT}  maxStates: 50\n`),
  // The memory budget, in bytes and in megabytes, stops a search with and without a breaking schedule.
  explore(NAIVE_SQL, DIFFERENT, 5, { memoryBudgetBytes: 200_000 }),
  explore(NAIVE_SQL, DIFFERENT, 5, { memoryBudgetBytes: 1024 * 1024 }),
  explore('', DIFFERENT, 5, { memoryBudgetBytes: 20_000 }),
  explore('', DIFFERENT, 5, { memoryBudgetBytes: 1024 * 1024 }),
  // The worker ran out of memory; the schema failed; nothing acts.
  outOfMemoryResult(scenarioOf(`title: T\nttl: 3\nsteps: []\nexplore:\n${BIG}`), 12345),
  exploreScenario(
    scenarioOf(
      'title: T\nttl: 3\nschema: CREATE TABLE (\nsteps: []\nexplore: { programs: { A: [read] }, horizon: 2, maxPause: 1 }\n',
    ),
    port,
  ),
  exploreScenario(scenarioOf('title: T\nttl: 3\nsteps: []\n'), port),
];

const unfenced = (extra = '') =>
  explore(
    `sql:\n  commit: "${NAIVE_COMMIT}"\n`,
    `  programs: { A: [claim, commit], B: [claim] }\n  horizon: 8\n  maxPause: 6\n${extra}`,
  );

describe("the explorer's verdict in the page's language", () => {
  it('says in English what the engine says, word for word', () => {
    const results = everyVerdict().filter(unreduced);
    expect(results.map((r) => r.verdict)).toEqual(
      expect.arrayContaining(['safe', 'unsafe', 'bound', 'invalid']),
    );
    expect(results.map((r) => r.counterexample?.shortest)).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(results.map((r) => r.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('before the memory budget of 200000 bytes (after '),
        expect.stringContaining('before the memory budget of 1 MB (after '),
        expect.stringContaining('stopped at the memory budget of 20000 bytes (after '),
        expect.stringContaining('stopped at the memory budget of 1 MB (after '),
        expect.stringContaining('ran out of memory after 12,345 distinct states'),
        expect.stringMatching(/^the schema failed: .*syntax error/),
        expect.stringMatching(/^There is nothing to explore/),
      ]),
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

  it("words every verdict from the result's facts, never from its summary", () => {
    for (const r of everyVerdict())
      expect(verdictSummary({ ...r, summary: 'as the engine said' })).toBe(verdictSummary(r));
    for (const r of everyVerdict().filter(unreduced))
      expect(verdictSummary({ ...r, summary: 'as the engine said' })).toBe(r.summary);
  });
});
