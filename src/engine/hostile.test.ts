// The engine under hostile input (issue #10): each case here gave a wrong answer once.
import { describe, expect, it } from 'vitest';
import { issuesOf, run, scenarioOf } from '../testing/engine';
import { exactJson } from './values';

const head = 'title: T\nttl: 5\njob: r\n';

describe('tokens beyond 2^53', () => {
  const big = `${head}schema: |
  CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0,
    fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT);
  CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token INTEGER NOT NULL DEFAULT 0);
  INSERT INTO jobs(id, fence) VALUES (:job, 9007199254740994);
  INSERT INTO storage(id) VALUES (:job);
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: renew, expect: accepted }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit, expect: rejected }
  - { at: 7, worker: B, do: commit, expect: accepted }
`;

  it('keeps every digit, so the holder renews with its own token and no regression is flagged', async () => {
    const t = await run(big);
    expect(t.steps.map((s) => s.token)).toEqual([
      9007199254740995n,
      9007199254740995n,
      9007199254740996n,
      9007199254740995n,
      9007199254740996n,
    ]);
    expect(t.ok).toBe(true);
    expect(t.violations).toEqual([]);
  });

  it('prints the exact digits in JSON', async () => {
    const t = await run(big);
    expect(exactJson(t.steps.map((s) => s.token))).toBe(
      '[9007199254740995,9007199254740995,9007199254740996,9007199254740995,9007199254740996]',
    );
  });

  it('still flags a regression between big tokens', async () => {
    const t = await run(`${head}sql:
  claim: "UPDATE jobs SET owner=:worker, lease_until=:now+:ttl WHERE id=:job AND lease_until <= :now RETURNING CASE :worker WHEN 'A' THEN 9007199254740995 ELSE 9007199254740994 END AS token"
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 6, worker: B, do: claim }
`);
    expect(t.violations.map((v) => v.rule)).toEqual(['token-regression']);
    expect(t.violations[0]?.message).toMatch(/token 9007199254740994 .* token 9007199254740995/);
  });
});

describe('tokens that no resource can compare', () => {
  it('undoes a claim whose token is infinite and ends it as an error', async () => {
    const t = await run(`${head}sql:
  claim: "UPDATE jobs SET owner=:worker, lease_until=:now+:ttl, state='running' WHERE id=:job AND lease_until <= :now RETURNING CASE :worker WHEN 'A' THEN 9e999 ELSE 1 END AS token"
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: B, do: claim }
`);
    expect(t.steps[0]).toMatchObject({
      outcome: 'error',
      errorKind: 'token',
      token: null,
      changes: 0,
    });
    expect(t.steps[0]?.error).toMatch(/not a finite number/);
    // The claim was undone: the job is still free, so B gets it.
    expect(t.steps[1]?.outcome).toBe('granted');
    expect(t.violations).toEqual([]);
  });

  it('writes a blob token as hex in its notice', async () => {
    const t = await run(`${head}sql:
  claim: "UPDATE jobs SET owner=:worker, lease_until=:now+:ttl WHERE id=:job RETURNING x'00ff' AS token"
steps:
  - { at: 0, worker: A, do: claim }
`);
    expect(t.notices.join(' ')).toContain("X'00ff'");
    expect(exactJson({ token: t.steps[0]?.token })).toBe('{"token":"X\'00ff\'"}');
  });

  it('reads the token column whatever its case, as SQLite matches names', async () => {
    const t = await run(`${head}sql:
  claim: "UPDATE jobs SET owner=:worker, lease_until=:now+:ttl, fence=fence+1 WHERE id=:job RETURNING 'x' AS first, fence AS TOKEN"
steps:
  - { at: 0, worker: A, do: claim }
`);
    expect(t.steps[0]?.token).toBe(1);
  });
});

describe('names are names, __proto__ and constructor included', () => {
  for (const name of ['__proto__', 'constructor', 'toString']) {
    it(`runs a whole timeline of worker ${name} as it runs worker A`, async () => {
      const yaml = (w: string) => `${head}clockSkew: { ${w}: 0 }
steps:
  - { at: 0, worker: ${w}, do: claim }
  - { at: 1, worker: ${w}, do: write, expect: accepted }
  - { at: 2, worker: ${w}, do: commit, expect: accepted }
`;
      const a = await run(yaml('A'));
      const t = await run(yaml(name));
      expect(t.steps.map((s) => [s.outcome, s.token])).toEqual(
        a.steps.map((s) => [s.outcome, s.token]),
      );
      expect(t.ok).toBe(true);
      expect(Object.hasOwn(t.steps[2]?.beliefs ?? {}, name)).toBe(true);
      expect(JSON.parse(exactJson(t.steps[2])).token).toBe(1);
    });
  }

  it('accepts an action named constructor when its SQL is given', () => {
    const s = scenarioOf(`${head}sql:
  constructor: "SELECT 1"
  __proto__: "UPDATE jobs SET state='done' WHERE id=:job"
steps:
  - { at: 0, worker: A, do: constructor }
  - { at: 1, worker: A, do: __proto__ }
`);
    expect(Object.keys(s.sql).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('runs a custom action named __proto__ with its own SQL', async () => {
    const t = await run(`${head}sql:
  __proto__: "UPDATE jobs SET state='done' WHERE id=:job"
steps:
  - { at: 0, worker: A, do: __proto__ }
`);
    expect(t.steps[0]?.outcome).toBe('accepted');
  });

  it('refuses an action named constructor without SQL in plain words', () => {
    expect(issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: constructor }\n`)).toEqual([
      'bad.scenario.yaml:5: steps[0].do: custom action "constructor" has no SQL; add it under sql:',
    ]);
  });

  it('treats a worker written as a number the way it treats a job written as one', () => {
    const s = scenarioOf(`title: T\nttl: 5\njob: 7\nsteps:\n  - { at: 0, worker: 1, do: claim }\n`);
    expect(s.job).toBe('7');
    expect(s.steps[0]?.actor).toBe('1');
  });
});

describe('transaction control in a step', () => {
  for (const sql of ['COMMIT', 'ROLLBACK', 'RELEASE fencelab_step', 'SAVEPOINT mine']) {
    it(`ends a step with ${sql} as refused input, and keeps its first statement undone`, async () => {
      const t = await run(`${head}sql:
  finish: |
    UPDATE jobs SET state='done' WHERE id=:job;
    ${sql};
steps:
  - { at: 0, worker: A, do: finish }
  - { at: 1, worker: A, do: read }
`);
      expect(t.steps[0]).toMatchObject({ outcome: 'error', errorKind: 'refused' });
      expect(t.steps[0]?.error).toMatch(/one atomic unit/);
      expect(t.steps[1]?.results[0]?.values[0]).toContain('ready');
    });
  }

  it('fails a schema that commits, with the same reason', async () => {
    const t = await run(`${head}schema: |\n  CREATE TABLE jobs(id);\n  COMMIT;\nsteps: []\n`);
    expect(t.schemaError).toMatch(/one atomic unit/);
  });
});

describe('a property: renaming workers changes nothing but the names', () => {
  it('gives the same outcomes, tokens and violations whatever the workers are called, through YAML too', async () => {
    const fc = (await import('fast-check')).default;
    const { renamedTimelineArb } = await import('./testing/arbitraries');
    const { scenarioToYaml } = await import('./scenarioYaml');
    const shape = (t: Awaited<ReturnType<typeof run>>) =>
      JSON.stringify({
        steps: t.steps.map((s) => [s.do, s.outcome, s.changes, String(s.token)]),
        rules: t.violations.map((v) => [v.step, v.rule]),
        holders: t.steps.map((s) => s.holder?.generation ?? 0),
      });
    await fc.assert(
      fc.asyncProperty(renamedTimelineArb(), async ({ plain, renamed }) => {
        const a = await run(plain);
        const b = await run(scenarioOf(scenarioToYaml(renamed)));
        expect(shape(b)).toBe(shape(a));
        for (const s of b.steps)
          if (s.do === 'claim') expect(Object.hasOwn(s.beliefs, s.actor)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
