// `run --engine postgres`: the run on a real PostgreSQL (src/pg), and what to say when there is
// none. Loaded only for that engine, so a run on SQLite never loads the pg driver.
import type { Scenario, Trace } from '../../src/engine/types';
import { t, type MessageKey } from '../../src/i18n/i18n';
import { PostgresMissing, type MissingKind } from '../../src/pg/cluster';
import { runOnPostgres } from '../../src/pg/pgRunner';
import { openServer } from '../../src/pg/server';

const SAY: Record<MissingKind, MessageKey> = {
  'not-found': 'cli.pg.notFound',
  'no-postgres-user': 'cli.pg.noPostgresUser',
  'start-failed': 'cli.pg.startFailed',
  'connect-failed': 'cli.pg.connectFailed',
  'bad-url': 'cli.pg.badUrl',
  'too-old': 'cli.pg.tooOld',
  superuser: 'cli.pg.superuser',
  'no-create-role': 'cli.pg.noCreateRole',
};

/**
 * Runs the scenario on FENCELAB_PG_URL, else on a throwaway cluster started for this run and
 * removed after it. Returns the trace, or the one line that says why there is no PostgreSQL.
 */
export async function traceOnPostgres(
  scenario: Scenario,
  timeLimitMs: number | undefined,
): Promise<{ trace: Trace } | { error: string }> {
  let server;
  try {
    server = await openServer();
  } catch (e) {
    if (!(e instanceof PostgresMissing)) throw e;
    return { error: t(SAY[e.kind], { detail: e.detail }) };
  }
  try {
    const options = timeLimitMs === undefined ? {} : { timeLimitMs };
    return { trace: await runOnPostgres(scenario, server, options) };
  } finally {
    await server.close();
  }
}
