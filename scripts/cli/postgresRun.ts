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
 * removed after it. Returns the trace (with a note when the server leaves temporary files
 * unbounded), or the one line that says why there is no PostgreSQL.
 */
export async function traceOnPostgres(
  scenario: Scenario,
  timeLimitMs: number | undefined,
): Promise<{ trace: Trace; note?: string } | { error: string }> {
  let server;
  try {
    server = await openServer();
  } catch (e) {
    if (!(e instanceof PostgresMissing)) throw e;
    return { error: t(SAY[e.kind], { detail: e.detail }) };
  }
  try {
    const options = timeLimitMs === undefined ? {} : { timeLimitMs };
    const trace = await runOnPostgres(scenario, server, options);
    // A URL role cannot bound temporary files; the user should know the server does not either.
    if (!server.unboundedTempFiles) return { trace };
    return { trace, note: t('cli.usage.problem', { problem: t('cli.pg.noTempFileLimit') }) };
  } finally {
    await server.close();
  }
}
