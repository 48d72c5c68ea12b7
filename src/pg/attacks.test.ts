// Scenario SQL is untrusted (instructors share scenarios): on a real PostgreSQL each attack a
// superuser could make fails with PostgreSQL's own clear message, the server, its files and the
// engine's monitor are left alone, and the same run goes on.
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Trace } from '../engine/types';
import { outcomes, rowsOf, usePostgres, usePostgresByUrl, type PgRun } from './testing';

/** A scenario whose worker A runs `attack` at t=1, then claims and commits as usual. */
const attacked = (attack: string) => `title: Attack
ttl: 5
sql:
  attack: |
    ${attack.replace(/\n/g, '\n    ')}
  whoami: |
    SELECT current_user = session_user, r.rolsuper, r.rolcreaterole, r.rolcreatedb,
           pg_has_role('pg_read_server_files', 'member'),
           pg_has_role('pg_write_server_files', 'member'),
           pg_has_role('pg_execute_server_program', 'member'),
           pg_has_role('pg_signal_backend', 'member')
    FROM pg_roles r WHERE r.rolname = current_user
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: attack }
  - { at: 2, worker: A, do: commit }
  - { at: 3, worker: B, do: whoami }
`;

/** The attack step's error, after checking the run went on around it. */
function attackError(t: Trace): string {
  expect(outcomes(t)).toEqual(['granted', 'error', 'accepted', 'rejected']);
  return t.steps[1]?.error ?? '';
}

/** The attacks, on a server reached one way: the throwaway cluster, or a FENCELAB_PG_URL role. */
function attacks(by: 'cluster' | 'url', run: PgRun) {
  it('which is no superuser and has none of the server-file, program or signal roles', async () => {
    const t = await run(attacked('SELECT 1'));
    // Booleans read as SQLite's 1 and 0.
    expect(rowsOf(t, 3)).toEqual([[1, 0, 0, 0, 0, 0, 0, 0]]);
  });

  it('cannot run a program on the server (COPY … TO PROGRAM)', async () => {
    const file = `/tmp/fencelab-attack-${randomUUID()}`;
    const t = await run(attacked(`COPY (SELECT 1) TO PROGRAM 'touch ${file}'`));
    expect(attackError(t)).toMatch(/pg_execute_server_program/);
    expect(existsSync(file)).toBe(false);
  });

  it("cannot read the server's files, nor write them", async () => {
    for (const attack of [
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT pg_read_file('pg_hba.conf')",
      "SELECT pg_ls_dir('.')",
      "COPY (SELECT 1) TO '/tmp/fencelab-attack.txt'",
      "CREATE TABLE f(t TEXT); COPY f FROM '/etc/passwd'",
      "SELECT lo_import('/etc/passwd')",
    ]) {
      const t = await run(attacked(attack));
      expect(attackError(t), attack).toMatch(/permission denied|must be superuser/);
      expect(rowsOf(t, 1), attack).toBeNull();
    }
  });

  it("cannot rewrite the server's settings (ALTER SYSTEM) or make roles and databases", async () => {
    for (const attack of [
      'SELECT pg_reload_conf()',
      'ALTER ROLE CURRENT_USER SUPERUSER',
      'CREATE ROLE intruder SUPERUSER',
    ]) {
      const t = await run(attacked(attack));
      expect(attackError(t), attack).toMatch(/permission denied|must be superuser/);
    }
    // These need a superuser (or CREATEDB), and before that they cannot run inside a step's
    // transaction.
    for (const attack of ['ALTER SYSTEM SET max_connections = 3', 'CREATE DATABASE intruder']) {
      const t = await run(attacked(attack));
      expect(attackError(t), attack).toMatch(/cannot run inside a transaction block/);
    }
  });

  it("cannot end or cancel the engine's monitor: a crash (which the monitor carries out) still works", async () => {
    const t = await run(`${attacked(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'fencelab monitor'",
    ).replace('steps:\n', 'steps:\n')}  - { at: 4, worker: B, do: crash }
  - { at: 6, worker: C, do: whoami }
`);
    expect(t.steps[1]?.error).toMatch(/to terminate superuser process|member of the role/);
    // The monitor ended B's session (the crash) and the run went on: C's step after it.
    expect(outcomes(t)).toEqual(['granted', 'error', 'accepted', 'rejected', null, 'rejected']);
    expect(t.steps.map((s) => s.do)).toEqual([
      'claim',
      'attack',
      'commit',
      'whoami',
      'crash',
      'whoami',
    ]);
    expect(rowsOf(t, 5)).toEqual(rowsOf(t, 3));
    const cancel = await run(
      attacked(
        "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = 'fencelab monitor'",
      ),
    );
    expect(attackError(cancel)).toMatch(/to cancel superuser query|member of the role/);
  });

  it("cannot lift the run's limits: SET and set_config of them are refused before anything runs", async () => {
    for (const [attack, setting] of [
      ['SET statement_timeout = 0', 'statement_timeout'],
      ['SET LOCAL lock_timeout = 0', 'lock_timeout'],
      ['RESET idle_in_transaction_session_timeout', 'idle_in_transaction_session_timeout'],
      ['SET "work_mem" = \'64GB\'', 'work_mem'],
      ["SELECT set_config('statement_timeout', '0', false)", 'set_config'],
      [
        'CREATE FUNCTION slow() RETURNS void LANGUAGE sql SET statement_timeout = 0 AS $$ SELECT pg_sleep(9) $$',
        'statement_timeout',
      ],
      ['SET U&"statement\\005ftimeout" = 0', 'U&'],
    ]) {
      const t = await run(attacked(attack as string));
      expect(attackError(t), attack).toContain(`limits (${setting}) are fixed for its role`);
      expect(t.steps[1]?.errorKind).toBe('refused');
    }
  });

  it('stops SQL that lifts its own limit from inside PL/pgSQL at the time limit all the same', async () => {
    // The setting's name is built at run time, so no reading of the text finds it: the SET goes
    // through and lasts for the session. The monitor, on its own connection, still cancels the
    // next statement at the run's limit.
    const lift = `CREATE FUNCTION lift() RETURNS text LANGUAGE plpgsql AS $$
    BEGIN EXECUTE 'SET statement' || '_timeout = 0'; RETURN current_setting('statement' || '_timeout'); END $$;
    SELECT lift()`;
    const started = Date.now();
    const t = await run(
      attacked(lift).replace('  whoami: |', '  sleep: |\n    SELECT pg_sleep(30)\n  whoami: |') +
        '  - { at: 4, worker: A, do: sleep }\n',
      { timeLimitMs: 800 },
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(outcomes(t)).toEqual(['granted', 'rejected', 'accepted', 'rejected', 'error']);
    expect(rowsOf(t, 1)).toEqual([['0']]);
    expect(t.steps[4]).toMatchObject({
      errorKind: 'time-limit',
      error: expect.stringMatching(/^stopped: the statement ran past the time limit of 800 ms/),
    });
  }, 40_000);

  it("has the limits as its role's own settings, and a temporary-file limit", async () => {
    const t = await run(
      attacked('SELECT 1').replace(
        '  whoami: |',
        `  limits: |
    SELECT current_setting('statement_timeout'), current_setting('lock_timeout'),
           current_setting('temp_file_limit'), current_setting('work_mem')
  whoami: |`,
      ) + '  - { at: 4, worker: B, do: limits }\n',
      { timeLimitMs: 3000 },
    );
    // Only a superuser may set temp_file_limit: through a URL role it is the server's own.
    expect(rowsOf(t, 4)).toEqual([['4s', '4s', by === 'cluster' ? '256MB' : '-1', '16MB']]);
  });

  it.skipIf(by === 'url')(
    'stops a sort that would fill the disk at the temporary-file limit, with PostgreSQL’s words',
    async () => {
      const t = await run(
        attacked(
          'SELECT count(*) FROM (SELECT repeat(md5(g::text), 40) AS x FROM generate_series(1, 2000000) g ORDER BY 1) s',
        ),
        { timeLimitMs: 20_000 },
      );
      expect(attackError(t)).toMatch(/temporary file size exceeds temp_file_limit/);
    },
    60_000,
  );

  it('ends a value too big to make as an error with PostgreSQL’s words', async () => {
    for (const attack of [
      "SELECT length(repeat('x', 2000000000))",
      "SELECT length(string_agg(repeat('x', 100000000), '')) FROM generate_series(1, 20)",
    ]) {
      const t = await run(attacked(attack), { timeLimitMs: 20_000 });
      expect(attackError(t), attack).toMatch(/too large|out of memory|exceeds the maximum/);
    }
  }, 60_000);

  it('cuts off a recursive CTE that never ends at the time limit', async () => {
    const t = await run(
      attacked(
        'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n',
      ),
      { timeLimitMs: 800 },
    );
    // The time limit, or the temporary-file limit when the work table spills first.
    expect(attackError(t)).toMatch(
      /^stopped: the statement ran past the time limit|temp_file_limit/,
    );
  }, 40_000);

  it('keeps every digit of a token beyond 2^53, and ends a fence past 2^63 as an error', async () => {
    const big = (fence: string) => `title: Big
ttl: 5
schema: |
  CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until BIGINT NOT NULL DEFAULT 0,
    fence BIGINT NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT);
  CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token BIGINT NOT NULL DEFAULT 0);
  INSERT INTO jobs(id, fence) VALUES (:job, ${fence});
  INSERT INTO storage(id) VALUES (:job);
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;
    const t = await run(big('9007199254740994'));
    expect(t.steps.map((s) => s.token)).toEqual([
      9007199254740995n,
      9007199254740996n,
      9007199254740995n,
      9007199254740996n,
    ]);
    expect(outcomes(t)).toEqual(['granted', 'granted', 'rejected', 'accepted']);
    const top = await run(big('9223372036854775806'));
    expect(top.steps[0]?.token).toBe(9223372036854775807n);
    expect(outcomes(top).slice(0, 2)).toEqual(['granted', 'error']);
    expect(top.steps[1]?.error).toMatch(/bigint out of range/);
  });

  it('runs the next scenario as usual after every attack', async () => {
    const t = await run(attacked('SELECT 1'));
    expect(outcomes(t)).toEqual(['granted', 'rejected', 'accepted', 'rejected']);
  });
}

describe('scenario SQL on the throwaway cluster runs as a role of its own run', () => {
  attacks('cluster', usePostgres());
});

describe.skipIf(Boolean(process.env.FENCELAB_PG_URL))(
  'scenario SQL through a FENCELAB_PG_URL role runs as a role of its own run',
  () => {
    attacks('url', usePostgresByUrl());
  },
);
