// A throwaway PostgreSQL cluster: initdb into a temporary folder, a server that listens only on a
// Unix socket in that folder, and everything stopped and removed when the process ends, however
// it ends. Node only (src/pg is never part of the browser's bundle).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findPostgres } from './postgresPath.mjs';

const run = promisify(execFile);

/** The socket's port number: only its file name (.s.PGSQL.5432), in a folder of its own. */
const PORT = 5432;

/**
 * How long a statement waits for a lock before PostgreSQL looks for a deadlock (its default is
 * 1 s). Short, so that a wait is seen as a wait soon and a deadlock is found before the next step.
 */
export const DEADLOCK_TIMEOUT_MS = 40;

/** Why no PostgreSQL could be used: each says what to do (the CLI words it, scripts/cli). */
export type MissingKind =
  | 'not-found'
  | 'no-postgres-user'
  | 'start-failed'
  | 'connect-failed'
  | 'bad-url'
  | 'too-old'
  | 'superuser'
  | 'no-create-role';

/** The oldest server the runner works with (pg_terminate_backend's wait is new in 14). */
export const MIN_SERVER_VERSION = 140000;

/** Raised when no PostgreSQL can be found or started; its message says what to do, in English. */
export class PostgresMissing extends Error {
  override name = 'PostgresMissing';
  constructor(
    readonly kind: MissingKind,
    message: string,
    /** The program's or the server's own words, when there are some. */
    readonly detail = '',
  ) {
    super(detail ? `${message}: ${detail}` : message);
  }
}

export interface Cluster {
  /** The folder of the socket (the client's `host`). */
  socketDir: string;
  port: number;
  /** The superuser initdb made (trust authentication, on the socket only). */
  user: string;
  /** Stops the server and removes the folder; safe to call twice. */
  stop(): void;
}

interface Owner {
  uid: number;
  gid: number;
}

/** The ids of a system user, from /etc/passwd; null when there is no such user. */
function userIds(name: string): Owner | null {
  let passwd: string;
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    return null;
  }
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

/**
 * Starts a cluster of its own. As root the server runs as the `postgres` user (initdb refuses
 * root), which owns the folder. Takes about two seconds, most of it initdb.
 */
export async function startCluster(): Promise<Cluster> {
  const found = findPostgres();
  if (!found)
    throw new PostgresMissing(
      'not-found',
      'no PostgreSQL found: set FENCELAB_PG_URL to a server, or install PostgreSQL (as root: apt-get install -y postgresql) so that initdb and pg_ctl are on the PATH or under /usr/lib/postgresql/<version>/bin',
    );
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : null;
  if (asRoot && !owner)
    throw new PostgresMissing(
      'no-postgres-user',
      'as root, the throwaway PostgreSQL runs as the user postgres, and there is none: create it (useradd -r postgres), run as another user, or set FENCELAB_PG_URL',
    );
  const dir = mkdtempSync(join(tmpdir(), 'fencelab-pg-'));
  const data = join(dir, 'data');
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const opts = { ...as, cwd: dir, env: { ...process.env, LC_ALL: 'C' } };
  let watcher: ChildProcess | null = null;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(join(found.bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], {
        ...opts,
        stdio: 'ignore',
      });
    } catch {
      // not started, or already gone
    }
    rmSync(dir, { recursive: true, force: true });
    if (watcher?.pid !== undefined && watcher.exitCode === null) watcher.kill();
    forget(stop);
  };
  remember(stop);
  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    await run(
      join(found.bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      opts,
    );
    const server = [
      `-c listen_addresses=''`,
      `-k '${dir}'`,
      `-p ${PORT}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      `-c deadlock_timeout=${DEADLOCK_TIMEOUT_MS}ms`,
      '-c max_connections=200',
    ].join(' ');
    await run(
      join(found.bin, 'pg_ctl'),
      ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', server, 'start'],
      opts,
    );
  } catch (e) {
    const log = readLog(join(dir, 'server.log'));
    stop();
    const why = e instanceof Error ? e.message.trim() : String(e);
    throw new PostgresMissing(
      'start-failed',
      'could not start a throwaway PostgreSQL',
      `${why}${log}`,
    );
  }
  watcher = watchParent(dir, data);
  return { socketDir: dir, port: PORT, user: 'postgres', stop };
}

function readLog(file: string): string {
  try {
    return `\n${readFileSync(file, 'utf8').trim().split('\n').slice(-5).join('\n')}`;
  } catch {
    return '';
  }
}

/**
 * A shell that outlives this process by a second if it is killed outright (SIGKILL runs no
 * handler): it stops the server, by the pid the server wrote, and removes the folder.
 */
function watchParent(dir: string, data: string): ChildProcess {
  const script = [
    'while kill -0 "$PARENT" 2>/dev/null; do sleep 1; done',
    'if [ -f "$DATA/postmaster.pid" ]; then kill -QUIT "$(head -n 1 "$DATA/postmaster.pid")" 2>/dev/null; sleep 1; fi',
    'rm -rf "$DIR"',
  ].join('\n');
  const child = spawn('sh', ['-c', script], {
    detached: true,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PARENT: String(process.pid),
      DATA: data,
      DIR: dir,
    },
  });
  child.unref();
  return child;
}

// Every running cluster's stop, run when the process ends: normally, on a signal, or on an
// uncaught error (which runs no 'exit' handler).
const stops = new Set<() => void>();
let hooked = false;

function stopAll(): void {
  for (const stop of [...stops]) stop();
}

function remember(stop: () => void): void {
  stops.add(stop);
  if (hooked) return;
  hooked = true;
  process.on('exit', stopAll);
  process.on('uncaughtExceptionMonitor', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopAll();
      // Then die of the signal, as the process would have without this handler.
      process.kill(process.pid, signal);
    });
  }
}

function forget(stop: () => void): void {
  stops.delete(stop);
}

let shared: Promise<Cluster> | null = null;

/** One cluster per process, started on first use (the CLI's run, a test file's runs). */
export function sharedCluster(): Promise<Cluster> {
  if (!shared) {
    shared = startCluster();
    shared.catch(() => (shared = null));
  }
  return shared;
}

/** Stops the shared cluster, if one was started (a test file's afterAll). */
export async function stopSharedCluster(): Promise<void> {
  const c = shared;
  shared = null;
  if (c) (await c.catch(() => null))?.stop();
}
