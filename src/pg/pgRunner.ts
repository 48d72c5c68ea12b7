// Runs a scenario on PostgreSQL: each actor has its own session, a worker may hold a transaction
// open from `begin` to `end`, and a statement that waits for another session's lock waits, from
// its tick until a later step releases the lock (or the time limit stops it). Every SQL step is
// judged by the engine's own kernel (resultPort.ts), and the trace has runScenario's shape.
// Node only: nothing under src/ui, src/app or src/state imports this folder.
import { DEFAULT_TIME_LIMIT_MS } from '../engine/runner';
import type { Scenario, Trace } from '../engine/types';
import { DEADLOCK_TIMEOUT_MS } from './cluster';
import { onPostgres } from './overrides';
import { PostgresRun } from './pgRun';
import type { PgServer, RunDatabase } from './server';
import { closeSession, newClient, openSession, type Session } from './session';
import { SNAPSHOT_LOCK_TIMEOUT } from './snapshot';

export interface PgRunOptions {
  /** How long one statement may run, or wait for a lock no step releases (default 2000 ms). */
  timeLimitMs?: number;
}

/**
 * Runs `scenario` in a database of its own on `server`, dropped afterwards, with its `postgres:`
 * schema and SQL over its own.
 */
export async function runOnPostgres(
  scenario: Scenario,
  server: PgServer,
  options: PgRunOptions = {},
): Promise<Trace> {
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const db = await server.createDatabase({ timeLimitMs: limit });
  try {
    return await runIn(db, onPostgres(scenario), limit);
  } finally {
    await db.drop();
  }
}

/** What each session runs first: a short deadlock check, where the role may set it. */
const SESSION_SETUP = [`SET deadlock_timeout = '${DEADLOCK_TIMEOUT_MS}ms'`];

async function runIn(db: RunDatabase, scenario: Scenario, limit: number): Promise<Trace> {
  const { config } = db;
  // The monitor is the admin: scenario SQL, which runs as the run's role, cannot signal it.
  const monitor = newClient(db.adminConfig, 'fencelab monitor');
  const sessions: Session[] = [];
  try {
    await monitor.connect();
    await monitor.query(`SET lock_timeout = '${SNAPSHOT_LOCK_TIMEOUT}'`);
    const actors = [...new Set(scenario.steps.map((s) => s.actor))];
    const open = (name: string) => openSession(config, name, SESSION_SETUP);
    // The schema's session first; then one per actor, whatever its name.
    sessions.push(...(await Promise.all([open('(schema)'), ...actors.map(open)])));
    const [schema, ...actorSessions] = sessions;
    if (!schema) throw new Error('internal: no schema session');
    // The sessions' own deadlock_timeout: a role that may not set it keeps the server's.
    const r = await schema.client.query<[string]>({
      text: "SELECT current_setting('deadlock_timeout')",
      rowMode: 'array',
    });
    const confirmMs = 2 * durationMs(r.rows[0]?.[0] ?? '1s') + 20;
    return await new PostgresRun(scenario, limit, monitor, schema, actorSessions, confirmMs).run();
  } finally {
    await Promise.all(sessions.map(closeSession));
    await monitor.end().catch(() => undefined);
  }
}

/** A setting's duration (`40ms`, `1s`) in ms. */
function durationMs(text: string): number {
  const m = /^(\d+)\s*(ms|s|min)?$/.exec(text.trim());
  if (!m) return 1000;
  const unit = m[2] === 's' ? 1000 : m[2] === 'min' ? 60_000 : 1;
  return Number(m[1]) * unit;
}
