// The throwaway cluster: quick to start, reachable only through its own socket, and gone when
// the process that started it ends, however it ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(dir: string, pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!existsSync(dir) && !alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const scripts: string[] = [];
afterAll(() => scripts.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A child process that starts a cluster, prints its folder and server pid, then `then`s. */
function child(
  then: string,
): Promise<{ dir: string; pid: number; child: number; exited: Promise<number | null> }> {
  const dir = mkdtempSync(join(tmpdir(), 'fencelab-pg-child-'));
  scripts.push(dir);
  const file = join(dir, 'child.mts');
  const cluster = resolve('src/pg/cluster.ts');
  writeFileSync(
    file,
    `import { readFileSync } from 'node:fs';
import { startCluster } from ${JSON.stringify(cluster)};
const c = await startCluster();
const pid = readFileSync(c.socketDir + '/data/postmaster.pid', 'utf8').split('\\n')[0];
process.stdout.write(JSON.stringify({ dir: c.socketDir, pid: Number(pid) }) + '\\n');
${then}
`,
  );
  const p = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((r) => p.on('exit', (code) => r(code)));
  return new Promise((resolveStarted, reject) => {
    let out = '';
    p.stdout.on('data', (d: Buffer) => {
      out += String(d);
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolveStarted({ ...JSON.parse(line), child: p.pid, exited });
    });
    p.on('exit', (code) => reject(new Error(`the child exited (${code}) before starting`)));
  });
}

describe('a throwaway cluster', () => {
  it('starts in a few seconds, listens on its own socket only, and is removed by stop()', async () => {
    const started = Date.now();
    const c = await startCluster();
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    const client = new pg.Client({
      host: c.socketDir,
      port: c.port,
      user: c.user,
      database: 'postgres',
    });
    await client.connect();
    const r = await client.query<{ listen_addresses: string }>('SHOW listen_addresses');
    expect(r.rows[0]?.listen_addresses).toBe('');
    await client.end();
    const pid = Number(
      readFileSync(join(c.socketDir, 'data/postmaster.pid'), 'utf8').split('\n')[0],
    );
    c.stop();
    expect(existsSync(c.socketDir)).toBe(false);
    expect(await gone(c.socketDir, pid, 3000)).toBe(true);
  });

  it('is stopped and removed when its process ends by an uncaught error, or is killed outright', async () => {
    const [thrown, killed] = await Promise.all([
      child("throw new Error('boom');"),
      child('setInterval(() => {}, 1000);'),
    ]);
    expect(await thrown.exited).not.toBe(0);
    expect(await gone(thrown.dir, thrown.pid, 3000)).toBe(true);
    expect(alive(killed.pid)).toBe(true);
    // SIGKILL runs no handler in the child: its watcher stops the server and removes the folder.
    process.kill(killed.child, 'SIGKILL');
    expect(await gone(killed.dir, killed.pid, 6000)).toBe(true);
  });
});
