// The same scenario on PostgreSQL and on sql.js (runScenario, the contract's engine): the standard
// schema and the reference SQL are portable, so outcomes, tokens, rows, tables, violations,
// warnings and notices must agree, step for step.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioYaml } from '../engine/index';
import type { Trace } from '../engine/types';
import { exactJson } from '../engine/values';
import { run as runOnSqlJs } from '../testing/engine';
import { pgScenario, usePostgres } from './testing';

const runOnPg = usePostgres();

/** Every field of a trace that does not depend on the engine. */
function facts(t: Trace): string {
  return exactJson({
    ok: t.ok,
    safe: t.safe,
    schemaError: t.schemaError,
    initial: t.initial,
    steps: t.steps.map((s) => ({
      ...s,
      // Where the two engines differ by design: PostgreSQL's own error text.
      error: s.errorKind === 'sql' ? 'sql' : s.error,
      errorFacts: s.errorKind === 'sql' ? null : s.errorFacts,
    })),
    violations: t.violations,
    warnings: t.warnings,
    notices: t.notices,
    noticeFacts: t.noticeFacts,
  });
}

/** Lesson scenarios that use only portable SQL (the others call SQLite's own functions). */
const PORTABLE = [
  'seed-demo',
  'renew-after-takeover',
  'clock-skew-claim',
  'highest-token-store',
  'same-tick-ordering',
  'cancel-before-finish',
  'restart-with-epoch',
  'per-batch-fence',
];

describe('a lesson scenario on PostgreSQL', () => {
  for (const name of PORTABLE) {
    it(`gives what sql.js gives, step for step: ${name}`, async () => {
      const text = readFileSync(`lessons/scenarios/${name}.scenario.yaml`, 'utf8');
      const parsed = parseScenarioYaml(text, name);
      if (!parsed.ok) throw new Error(`${name} is not valid`);
      const [pg, sqlite] = [await runOnPg(parsed.scenario), await runOnSqlJs(parsed.scenario)];
      expect(pg.engine).toBe('postgres');
      expect(facts(pg)).toBe(facts(sqlite));
      expect(pg.steps.length).toBeGreaterThan(3);
    });
  }

  it('keeps a token past 2^53 exact', async () => {
    const yaml = `title: Big and odd tokens
ttl: 5
schema: |
  CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until BIGINT NOT NULL DEFAULT 0,
    fence BIGINT NOT NULL DEFAULT 9007199254740993, state TEXT NOT NULL DEFAULT 'ready', result TEXT);
  INSERT INTO jobs(id) VALUES (:job);
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: renew, expect: accepted }
  - { at: 9, worker: B, do: claim, expect: granted }
  - { at: 9, worker: A, do: commit, expect: rejected }
`;
    const [pg, sqlite] = [await runOnPg(yaml), await runOnSqlJs(pgScenario(yaml))];
    expect(pg.steps.map((s) => s.token)).toEqual([
      9007199254740994n,
      9007199254740994n,
      9007199254740995n,
      9007199254740994n,
    ]);
    expect(facts(pg)).toBe(facts(sqlite));
  });

  it('notices a token that is not a number', async () => {
    const yaml = `title: Text tokens
ttl: 5
sql:
  claim: |
    UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1
    WHERE id = :job AND lease_until <= :now RETURNING owner || '-' || fence AS token
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 9, worker: B, do: claim, expect: granted }
`;
    const [pg, sqlite] = [await runOnPg(yaml), await runOnSqlJs(pgScenario(yaml))];
    expect(pg.steps.map((s) => s.token)).toEqual(['A-1', 'B-2']);
    expect(pg.noticeFacts).toEqual([
      { kind: 'token-not-a-number', token: '"A-1"' },
      { kind: 'token-not-a-number', token: '"B-2"' },
    ]);
    expect(facts(pg)).toBe(facts(sqlite));
  });

  it('gives an error where sql.js does, and the rest of the run goes on', async () => {
    const yaml = `title: A broken finish
ttl: 5
sql:
  commit: UPDATE nowhere SET state = 'done'
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: commit, expect: error }
  - { at: 2, worker: A, do: renew, expect: accepted }
`;
    const [pg, sqlite] = [await runOnPg(yaml), await runOnSqlJs(pgScenario(yaml))];
    expect(pg.steps[1]?.error).toBe('relation "nowhere" does not exist');
    expect(facts(pg)).toBe(facts(sqlite));
  });
});
