// The PostgreSQL a run uses: FENCELAB_PG_URL when set, else a throwaway cluster of this process.
// Each run gets a database of its own, dropped after it, so runs never see each other.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MIN_SERVER_VERSION, PostgresMissing, sharedCluster, stopSharedCluster } from './cluster';

/** A database made for one run. */
export interface RunDatabase {
  /** How a client reaches it. */
  config: pg.ClientConfig;
  /** Drops it, ending any session still on it. */
  drop(): Promise<void>;
}

export interface PgServer {
  /** Where the server is, for a message: the URL's host, or "a throwaway cluster". */
  where: string;
  createDatabase(): Promise<RunDatabase>;
  /** Closes the admin connection, and stops the server when it is a throwaway one. */
  close(): Promise<void>;
}

let counter = 0;

/**
 * Connects to FENCELAB_PG_URL (whose role may create databases), or starts this process's
 * throwaway cluster. Throws PostgresMissing with what to do when neither works.
 */
export async function openServer(url = process.env.FENCELAB_PG_URL): Promise<PgServer> {
  if (url) return fromUrl(url);
  const cluster = await sharedCluster();
  const base: pg.ClientConfig = {
    host: cluster.socketDir,
    port: cluster.port,
    user: cluster.user,
  };
  const at = (database: string) => ({ ...base, database });
  return withAdmin(at('postgres'), at, 'a throwaway cluster', () => stopSharedCluster());
}

async function fromUrl(url: string): Promise<PgServer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PostgresMissing(
      'bad-url',
      'FENCELAB_PG_URL is not a URL like postgresql://user@host/database',
      url,
    );
  }
  const at = (database: string) => {
    const u = new URL(parsed.href);
    u.pathname = `/${encodeURIComponent(database)}`;
    return { connectionString: u.href };
  };
  return withAdmin({ connectionString: url }, at, parsed.host || 'FENCELAB_PG_URL', async () => {});
}

async function withAdmin(
  admin: pg.ClientConfig,
  at: (database: string) => pg.ClientConfig,
  where: string,
  stop: () => Promise<void>,
): Promise<PgServer> {
  const client = new pg.Client(admin);
  try {
    await client.connect();
  } catch (e) {
    await stop();
    throw new PostgresMissing(
      'connect-failed',
      `cannot connect to PostgreSQL at ${where}`,
      (e as Error).message,
    );
  }
  client.on('error', () => {});
  const version = await client.query<{ server_version_num: string; server_version: string }>(
    "SELECT current_setting('server_version_num') AS server_version_num, current_setting('server_version') AS server_version",
  );
  const row = version.rows[0];
  if (!row || Number(row.server_version_num) < MIN_SERVER_VERSION) {
    await client.end().catch(() => {});
    await stop();
    throw new PostgresMissing(
      'too-old',
      'PostgreSQL 14 or later is needed',
      row?.server_version ?? '?',
    );
  }
  // One admin statement at a time, so that runs side by side may make and drop their databases.
  let queue: Promise<unknown> = Promise.resolve();
  const adminQuery = (sql: string) => {
    const done = queue.then(() => client.query(sql));
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    where,
    async createDatabase() {
      const name = `fencelab_${process.pid}_${++counter}_${randomUUID().slice(0, 8)}`;
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE template0`);
      return {
        config: at(name),
        async drop() {
          await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        },
      };
    },
    async close() {
      await client.end().catch(() => {});
      await stop();
    },
  };
}
