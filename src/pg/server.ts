// The PostgreSQL a run uses: FENCELAB_PG_URL when set, else a throwaway cluster of this process.
// Each run gets a database of its own, dropped after it, so runs never see each other.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MIN_SERVER_VERSION, PostgresMissing, sharedCluster, stopSharedCluster } from './cluster';
import { createRunSql, dropRunSql, type RunLimits, type RunNames } from './runRole';

/** A database made for one run, and the role its scenario SQL runs as. */
export interface RunDatabase {
  /** How the run's sessions reach it: as the run's own role (runRole.ts). */
  config: pg.ClientConfig;
  /** How the engine's monitor reaches it: as the admin, which scenario SQL cannot signal. */
  adminConfig: pg.ClientConfig;
  /** Drops it, ending any session still on it. */
  drop(): Promise<void>;
}

export interface PgServer {
  /** Where the server is, for a message: the URL's host, or "a throwaway cluster". */
  where: string;
  /**
   * True when a run's temporary files have no bound: only a superuser may set temp_file_limit, so
   * through a FENCELAB_PG_URL role it is the server's own, and -1 there lets a sort fill the disk.
   */
  unboundedTempFiles: boolean;
  createDatabase(limits: RunLimits): Promise<RunDatabase>;
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
  const at = (database: string, role?: RunNames) =>
    role ? { ...base, database, user: role.role, password: role.password } : { ...base, database };
  return withAdmin(at('postgres'), at, 'a throwaway cluster', () => stopSharedCluster(), true);
}

/** How to make a role for FENCELAB_PG_URL, for the messages that refuse one. */
const ROLE_HOWTO =
  'connect as a role that may create roles and databases but is no superuser: ' +
  "CREATE ROLE fencelab LOGIN CREATEROLE CREATEDB PASSWORD '…'; then FENCELAB_PG_URL=postgresql://fencelab:…@host/postgres";

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
  const at = (database: string, role?: RunNames) => {
    const u = new URL(parsed.href);
    u.pathname = `/${encodeURIComponent(database)}`;
    if (role) {
      u.username = encodeURIComponent(role.role);
      u.password = encodeURIComponent(role.password);
    }
    return { connectionString: u.href };
  };
  return withAdmin(
    { connectionString: url },
    at,
    parsed.host || 'FENCELAB_PG_URL',
    async () => {},
    false,
  );
}

/**
 * The admin connection: the throwaway cluster's superuser (`own`), or FENCELAB_PG_URL's role,
 * which must be no superuser and must have CREATEROLE and CREATEDB.
 */
async function withAdmin(
  admin: pg.ClientConfig,
  at: (database: string, role?: RunNames) => pg.ClientConfig,
  where: string,
  stop: () => Promise<void>,
  own: boolean,
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
  const powers = await client.query<{
    rolsuper: boolean;
    rolcreaterole: boolean;
    rolcreatedb: boolean;
  }>('SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user');
  const me = powers.rows[0];
  const refuse = async (kind: 'superuser' | 'no-create-role', message: string) => {
    await client.end().catch(() => {});
    await stop();
    throw new PostgresMissing(kind, message, ROLE_HOWTO);
  };
  if (!own && me?.rolsuper)
    await refuse(
      'superuser',
      'FENCELAB_PG_URL connects as a superuser, and FenceLab holds no superuser connection beside untrusted scenario SQL',
    );
  if (!own && !(me?.rolcreaterole && me.rolcreatedb))
    await refuse(
      'no-create-role',
      'the role of FENCELAB_PG_URL may not create roles and databases',
    );
  const superuser = me?.rolsuper === true;
  const tempFiles = await client.query<{ limit: string }>(
    "SELECT current_setting('temp_file_limit') AS limit",
  );
  const unboundedTempFiles = !superuser && tempFiles.rows[0]?.limit === '-1';
  // One admin statement at a time, so that runs side by side may make and drop their databases.
  let queue: Promise<unknown> = Promise.resolve();
  const adminQuery = (sql: string) => {
    const done = queue.then(() => client.query(sql));
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    where,
    unboundedTempFiles,
    async createDatabase(limits) {
      const id = `fencelab_${process.pid}_${++counter}_${randomUUID().slice(0, 8)}`;
      const names: RunNames = { database: id, role: id, password: randomUUID() };
      const drop = async () => {
        for (const sql of dropRunSql(names)) await adminQuery(sql).catch(() => undefined);
      };
      try {
        for (const sql of createRunSql(names, limits, superuser)) await adminQuery(sql);
      } catch (e) {
        await drop();
        throw e;
      }
      return { config: at(id, names), adminConfig: at(id), drop };
    },
    async close() {
      await client.end().catch(() => {});
      await stop();
    },
  };
}
