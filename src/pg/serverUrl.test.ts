// FENCELAB_PG_URL on a server of one's own: refused as a superuser or without CREATEROLE and
// CREATEDB, and with a role that has them, every run's SQL runs as a role of its own that cannot
// reach the server or the engine's monitor. The server here is a throwaway cluster, reached by URL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresMissing, sharedCluster, stopSharedCluster, type Cluster } from './cluster';
import { runOnPostgres } from './pgRunner';
import { openServer } from './server';
import { clusterUrl, outcomes, pgScenario, rowsOf } from './testing';

let cluster: Cluster;
let admin: pg.Client;
const urlAs = (user: string) => clusterUrl(cluster, user);

const ATTACK = `title: Attack by URL
ttl: 5
sql:
  kill: SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'fencelab monitor'
  program: COPY (SELECT 1) TO PROGRAM 'true'
  whoami: SELECT r.rolsuper, r.rolcreaterole, current_user <> 'fencelab_url_admin' FROM pg_roles r WHERE r.rolname = current_user
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: kill }
  - { at: 2, worker: A, do: program }
  - { at: 3, worker: A, do: whoami }
  - { at: 4, worker: A, do: commit }
`;

beforeAll(async () => {
  if (process.env.FENCELAB_PG_URL) return;
  cluster = await sharedCluster();
  admin = new pg.Client({ host: cluster.socketDir, port: cluster.port, user: cluster.user });
  await admin.connect();
  await admin.query('CREATE ROLE fencelab_url_admin LOGIN CREATEROLE CREATEDB');
  await admin.query('CREATE ROLE fencelab_url_plain LOGIN');
}, 60_000);

afterAll(async () => {
  if (process.env.FENCELAB_PG_URL) return;
  await admin.end();
  await stopSharedCluster();
});

describe.skipIf(Boolean(process.env.FENCELAB_PG_URL))('FENCELAB_PG_URL', () => {
  it('is refused as a superuser, saying how to make a role that can create roles and databases', async () => {
    const e = await openServer(urlAs(cluster.user)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PostgresMissing);
    expect((e as PostgresMissing).kind).toBe('superuser');
    expect((e as PostgresMissing).detail).toContain(
      "CREATE ROLE fencelab LOGIN CREATEROLE CREATEDB PASSWORD '…'",
    );
  });

  it('is refused with a role that may not create roles and databases', async () => {
    const e = await openServer(urlAs('fencelab_url_plain')).catch((x: unknown) => x);
    expect((e as PostgresMissing).kind).toBe('no-create-role');
  });

  it("runs scenario SQL as a run's own role, which cannot reach the monitor or the server", async () => {
    const server = await openServer(urlAs('fencelab_url_admin'));
    // This role may not set temp_file_limit, and the server's own is the default, -1: the CLI says so.
    expect(server.unboundedTempFiles).toBe(true);
    try {
      const t = await runOnPostgres(pgScenario(ATTACK), server);
      expect(outcomes(t)).toEqual(['granted', 'error', 'error', 'rejected', 'accepted']);
      expect(t.steps[1]?.error).toMatch(/member of the role whose process is being terminated/);
      expect(t.steps[2]?.error).toMatch(/pg_execute_server_program/);
      expect(rowsOf(t, 3)).toEqual([[0, 0, 1]]);
    } finally {
      await server.close();
    }
    // The run's role and database are gone with it.
    const left = await admin.query(
      "SELECT count(*)::int AS n FROM pg_roles WHERE rolname LIKE 'fencelab\\_%' AND rolname NOT LIKE 'fencelab\\_url\\_%'",
    );
    expect(left.rows[0]?.n).toBe(0);
    const dbs = await admin.query(
      "SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE 'fencelab\\_%'",
    );
    expect(dbs.rows[0]?.n).toBe(0);
  }, 60_000);
});
