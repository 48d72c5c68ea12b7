// `lessons:check --engine postgres`'s comparison, on real sql.js and a real PostgreSQL: an
// undeclared difference fails with its line, a declared one passes, a declared one that does not
// occur is reported, and the `postgres:` block's SQL is what PostgreSQL runs.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue, parseScenarioYaml, runScenario } from '../../src/engine';
import type { Scenario, SqlPort, Trace } from '../../src/engine/types';
import { openServer, type PgServer } from '../../src/pg/server';
import { createNodePort } from '../../src/sql/nodePort';
import { onPostgres } from '../../src/pg/overrides';
import { differences, valueText } from './compare';
import { checkOnBothEngines } from './run';

/** SQLite's LIKE ignores case, PostgreSQL's does not: the claim is granted on one only. */
const LIKE = `title: LIKE and case
ttl: 5
sql:
  claim: |
    UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
    WHERE id=:job AND lease_until <= :now AND 'abc' LIKE 'ABC'
    RETURNING fence AS token
steps:
  - { at: 0, worker: A, do: claim }
`;

const scenario = (yaml: string): Scenario => {
  const r = parseScenarioYaml(yaml, 'x.scenario.yaml');
  if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
  return r.scenario;
};

let server: PgServer;
let port: SqlPort;
const onSqlite = async (s: Scenario): Promise<Trace> => runScenario(s, port);
const check = (yaml: string) =>
  checkOnBothEngines([{ where: 'x.scenario.yaml', scenario: scenario(yaml) }], onSqlite, server);

beforeAll(async () => {
  server = await openServer();
  port = await createNodePort();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('lessons:check --engine postgres compares each step', () => {
  it('fails on an undeclared difference, with the step, the field and both values', async () => {
    const r = await check(LIKE);
    expect(r.problems).toEqual([
      'x.scenario.yaml: step 0 (t=0, A, claim): outcome granted on SQLite, denied on PostgreSQL',
      'x.scenario.yaml: step 0 (t=0, A, claim): token 1 on SQLite, NULL on PostgreSQL',
    ]);
    expect(r.declared).toBe(0);
  });

  it('passes when the scenario declares each difference, and counts them', async () => {
    const r = await check(
      `${LIKE}postgres:
  differences:
    - { step: 0, field: outcome, reason: "PostgreSQL's LIKE is case-sensitive" }
    - { step: 0, field: token, reason: 'denied there, so no token' }
`,
    );
    expect(r).toEqual({ scenarios: 1, problems: [], declared: 2 });
  });

  it('reports a declared difference that does not occur', async () => {
    const r = await check(
      `${LIKE}postgres:
  sql:
    claim: |
      UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
      WHERE id=:job AND lease_until <= :now AND 'abc' ILIKE 'ABC'
      RETURNING fence AS token
  differences:
    - { step: 0, field: error, reason: 'the claim fails there' }
`,
    );
    expect(r.problems).toEqual([
      'x.scenario.yaml: step 0 (t=0, A, claim): error difference declared but not seen ' +
        '(the claim fails there): remove it from postgres: differences:',
    ]);
    expect(r.declared).toBe(0);
  });

  it('runs the postgres: SQL on PostgreSQL only: with it, the runs agree', async () => {
    const yaml = `${LIKE}postgres:
  sql:
    claim: |
      UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
      WHERE id=:job AND lease_until <= :now AND 'abc' ILIKE 'ABC'
      RETURNING fence AS token
`;
    expect(await check(yaml)).toEqual({ scenarios: 1, problems: [], declared: 0 });
    // SQLite ignores the block: the same trace as without it (ILIKE would be a syntax error there).
    const without = runScenario(scenario(LIKE), port);
    expect(runScenario(scenario(yaml), port)).toEqual(without);
    expect(without.steps[0]?.outcome).toBe('granted');
    expect(onPostgres(scenario(yaml)).sql.claim).toContain('ILIKE');
  });

  it('compares a schema that fails on one engine only', async () => {
    const r = await check(
      `title: T\nttl: 5\nschema: CREATE TABLE t(x INTEGER) STRICT\nsteps:\n  - { at: 0, worker: A, do: claim }\n`,
    );
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(
      /^x\.scenario\.yaml: schema: error none on SQLite, ".*" on PostgreSQL$/,
    );
  });
});

describe('values compared as text', () => {
  it('makes a number and a bigint of the same integer equal', () => {
    expect(valueText(1)).toBe(valueText(1n));
    expect(valueText(null)).toBe('NULL');
    expect(valueText(new Uint8Array([1, 255]))).toBe("x'01ff'");
  });

  it('finds no difference between a token 1 and a token 1n', () => {
    const port0 = runScenario(
      scenario(`title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n`),
      port,
    );
    const big = structuredClone(port0);
    if (big.steps[0]) big.steps[0].token = 1n;
    expect(port0.steps[0]?.token).toBe(1);
    expect(differences(port0, big)).toEqual([]);
  });
});

describe('npm run lessons:check -- --engine postgres', () => {
  it('prints each undeclared difference and exits 1; the summary line when all agree', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fencelab-pgcheck-'));
    mkdirSync(join(root, 'scenarios'));
    writeFileSync(join(root, 'scenarios', 'like.scenario.yaml'), LIKE);
    const run = (dir: string) =>
      promisify(execFile)('npx', ['tsx', 'scripts/lessonsCheck.ts', dir, '--engine', 'postgres'], {
        cwd: process.cwd(),
      }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const failed = await run(root);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /like\.scenario\.yaml: step 0 \(t=0, A, claim\): outcome granted on SQLite, denied on PostgreSQL\n/,
    );
    expect(failed.stderr).toMatch(
      /lessons:check --engine postgres: 2 problem\(s\) in 1 scenario\(s\)\n$/,
    );
    writeFileSync(
      join(root, 'scenarios', 'like.scenario.yaml'),
      `${LIKE}postgres:\n  differences:\n    - { step: 0, field: outcome, reason: case-sensitive LIKE }\n    - { step: 0, field: token, reason: no grant }\n`,
    );
    const passed = await run(root);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(
      /^lessons:check --engine postgres: 1 scenarios run on SQLite and on PostgreSQL, .* except 2 declared difference\(s\)/,
    );
  }, 60_000);
});
