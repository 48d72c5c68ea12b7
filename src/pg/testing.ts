// Test helpers for src/pg: one real PostgreSQL per test file (FENCELAB_PG_URL, or a throwaway
// cluster), and scenario YAML run on it. Never imported by the app.
import { afterAll, beforeAll } from 'vitest';
import { formatIssue, parseScenarioYaml } from '../engine/index';
import type { Scenario, Trace } from '../engine/types';
import { runOnPostgres, type PgRunOptions } from './pgRunner';
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

/** Each step's outcome, in run order. */
export const outcomes = (t: Trace) => t.steps.map((s) => s.outcome);

/** The rows of the first result set of step `i`. */
export const rowsOf = (t: Trace, i: number) => t.steps[i]?.results[0]?.values ?? null;
