// Test helpers for src/pg: one real PostgreSQL per test file (FENCELAB_PG_URL, or a throwaway
// cluster), and scenario YAML run on it. Never imported by the app.
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { formatIssue, parseScenarioYaml } from '../engine/index';
import type { Scenario, Trace } from '../engine/types';
import { runOnPostgres, type PgRunOptions } from './pgRunner';
import { sharedCluster, stopSharedCluster } from './cluster';
import { openServer, type PgServer } from './server';

/** Parses YAML that must be valid with the session actions allowed. */
export function pgScenario(yaml: string): Scenario {
  const r = parseScenarioYaml(yaml, 'test.scenario.yaml', { sessions: true });
  if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
  return r.scenario;
}

/**
 * Opens the file's server before its tests and closes it after them. Returns a function that
 * runs a scenario (YAML or parsed) on it.
 */
export function usePostgres(): (
  input: string | Scenario,
  options?: PgRunOptions,
) => Promise<Trace> {
  let server: PgServer | null = null;
  beforeAll(async () => {
    server = await openServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return (input, options) => {
    if (!server) throw new Error('usePostgres: the server is not open yet');
    return runOnPostgres(typeof input === 'string' ? pgScenario(input) : input, server, options);
  };
}

/** A URL to a throwaway cluster's socket as `user`, as a FENCELAB_PG_URL would name it. */
export const clusterUrl = (c: { socketDir: string; port: number }, user: string) =>
  `postgresql://${user}@localhost/postgres?host=${encodeURIComponent(c.socketDir)}&port=${c.port}`;

/** What runs a scenario on a test file's server. */
export type PgRun = (input: string | Scenario, options?: PgRunOptions) => Promise<Trace>;

/**
 * As usePostgres, but the server is reached as FENCELAB_PG_URL would reach a user's: through a
 * URL whose role may create roles and databases and is no superuser (made on this process's
 * throwaway cluster). For a describe that skips itself when FENCELAB_PG_URL is set.
 */
export function usePostgresByUrl(): PgRun {
  let server: PgServer | null = null;
  beforeAll(async () => {
    const c = await sharedCluster();
    const admin = new pg.Client({ host: c.socketDir, port: c.port, user: c.user });
    await admin.connect();
    await admin.query(
      "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fencelab_by_url') THEN CREATE ROLE fencelab_by_url LOGIN CREATEROLE CREATEDB; END IF; END $$",
    );
    await admin.end();
    server = await openServer(clusterUrl(c, 'fencelab_by_url'));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await stopSharedCluster();
  });
  return (input, options) => {
    if (!server) throw new Error('usePostgresByUrl: the server is not open yet');
    return runOnPostgres(typeof input === 'string' ? pgScenario(input) : input, server, options);
  };
}

/** Each step's outcome, in run order. */
export const outcomes = (t: Trace) => t.steps.map((s) => s.outcome);

/** The rows of the first result set of step `i`. */
export const rowsOf = (t: Trace, i: number) => t.steps[i]?.results[0]?.values ?? null;
