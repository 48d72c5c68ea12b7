// `npm run cli -- run <file> --engine postgres`, end to end on a real PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../src/pg/cluster';
import { clusterUrl } from '../../src/pg/testing';
import { main } from '../cli';

const dir = mkdtempSync(join(tmpdir(), 'fencelab-cli-pg-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const HELD = `title: Held across ticks
ttl: 5
sql:
  touch: UPDATE jobs SET result = :payload WHERE id = :job AND owner IS NULL
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: A, do: claim, expect: granted }
  - { at: 2, worker: B, do: touch, expect: rejected }
  - { at: 5, worker: A, do: end }
`;

let cluster: Cluster;
const saved = process.env.FENCELAB_PG_URL;
beforeAll(async () => {
  cluster = await startCluster();
  // In-process runs reach this file's cluster through the URL, as a user's server would be, with
  // the role docs/postgres.md asks for: one that may create roles and databases, no superuser.
  const admin = new pg.Client({ host: cluster.socketDir, port: cluster.port, user: cluster.user });
  await admin.connect();
  await admin.query('CREATE ROLE fencelab LOGIN CREATEROLE CREATEDB');
  await admin.end();
  process.env.FENCELAB_PG_URL = clusterUrl(cluster, 'fencelab');
}, 60_000);
afterAll(() => {
  if (saved === undefined) delete process.env.FENCELAB_PG_URL;
  else process.env.FENCELAB_PG_URL = saved;
  cluster?.stop();
});

describe('npm run cli -- run <file> --engine postgres', () => {
  it('prints the JSON with the wait and the engine, and exits 0 when every expect is met', async () => {
    const r = await main([
      'run',
      file('held.scenario.yaml', HELD),
      '--engine',
      'postgres',
      '--json',
    ]);
    // This cluster's temp_file_limit is PostgreSQL's default, -1, which only a superuser can change.
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      "fencelab: --engine postgres: note: this server's temp_file_limit is -1, so a scenario's sort or hash can fill its disk. Only a superuser may bound it: ALTER SYSTEM SET temp_file_limit = '256MB'; SELECT pg_reload_conf();",
    );
    const out = JSON.parse(r.stdout);
    expect(out.engine).toBe('postgres');
    expect(out.steps.map((s: { outcome: string }) => s.outcome)).toEqual([
      'ok',
      'granted',
      'rejected',
      'ok',
    ]);
    expect(out.steps[2].waited).toEqual({ until: 5, on: ['A'] });
    expect(Object.keys(out.steps[1])).not.toContain('waited');
  });

  it('shows the wait in the table, in English and in Chinese', async () => {
    const path = file('held2.scenario.yaml', HELD);
    const en = await main(['run', path, '--engine', 'postgres']);
    expect(en.stdout).toContain('Ran on PostgreSQL: each actor has its own session.');
    expect(en.stdout).toMatch(/^2 {2}2→5 {2}B {6}touch {3}rejected/m);
    expect(en.stdout).toContain('  step 2 waited for a lock held by A from t=2 until t=5');
    const zh = await main(['run', path, '--engine', 'postgres', '--lang', 'zh-CN']);
    expect(zh.stdout).toContain('  第 2 步在等 A 持有的锁：从 t=2 等到 t=5');
  });

  it('exits 2 for begin and end on SQLite, saying they need --engine postgres', async () => {
    const r = await main(['run', file('held3.scenario.yaml', HELD)]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      `${dir}/held3.scenario.yaml:6: steps[0].do: begin needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next`,
    );
  });

  it('exits 2 for transaction control in a step, at the line of the statement', async () => {
    const text = `title: T\nttl: 5\nsql:\n  finish: |\n    SELECT 1;\n    COMMIT;\nsteps:\n  - { at: 0, worker: A, do: finish }\n`;
    const r = await main(['run', file('commit.scenario.yaml', text), '--engine', 'postgres']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/commit\.scenario\.yaml:6: sql\.finish: "COMMIT;" is not allowed/);
  });

  it('says in one line when FENCELAB_PG_URL names no server', async () => {
    const url = process.env.FENCELAB_PG_URL;
    process.env.FENCELAB_PG_URL = `postgresql://nobody@localhost/x?host=${encodeURIComponent(dir)}&port=1`;
    try {
      const r = await main(['run', file('held4.scenario.yaml', HELD), '--engine', 'postgres']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^fencelab: --engine postgres: cannot connect to the server of FENCELAB_PG_URL: .+$/,
      );
    } finally {
      process.env.FENCELAB_PG_URL = url;
    }
  });

  it('refuses a superuser FENCELAB_PG_URL in one line that says which role to make', async () => {
    const url = process.env.FENCELAB_PG_URL;
    process.env.FENCELAB_PG_URL = url?.replace('//fencelab@', `//${cluster.user}@`);
    try {
      const r = await main(['run', file('held5.scenario.yaml', HELD), '--engine', 'postgres']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(
        /^fencelab: --engine postgres: FENCELAB_PG_URL connects as a superuser, .+ CREATE ROLE fencelab LOGIN CREATEROLE CREATEDB .+$/,
      );
    } finally {
      process.env.FENCELAB_PG_URL = url;
    }
  });

  it('takes only sqlite or postgres, and only for run', async () => {
    const bad = await main(['run', 'x.yaml', '--engine', 'mysql']);
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      'fencelab: --engine takes one of sqlite, postgres',
    ]);
    const explore = await main(['explore', 'x.yaml', '--engine', 'postgres']);
    expect(explore.stderr.split('\n')[0]).toBe(
      'fencelab: --engine is for run only: explore tries its schedules on SQLite',
    );
  });

  it('starts a throwaway cluster of its own without FENCELAB_PG_URL, and exits 1 for an unmet expect', async () => {
    const path = file('unmet.scenario.yaml', HELD.replace('expect: rejected', 'expect: accepted'));
    const env = { ...process.env };
    delete env.FENCELAB_PG_URL;
    const r = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/cli.ts', 'run', path, '--engine', 'postgres'],
      { env },
    ).then(
      (ok) => ({ code: 0, ...ok }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Expectations: 1 of 2 NOT met (steps 2).');
    expect(r.stderr).toBe('');
  }, 60_000);
});
