// `npm run record:postgres`: runs every scenario of lessons/postgres/ on a real PostgreSQL (src/pg:
// FENCELAB_PG_URL, or a throwaway cluster) and writes its trace beside it as
// `<name>.trace.json`, stamped with the server's version and the scenario file's hash. The app
// plays these recordings (/recorded/<name>) without a server. Deterministic: no timestamps, no
// pids, keys sorted, so recording unchanged input on the same server gives the same bytes;
// src/pg/recorded.test.ts records again and fails when a fixture no longer matches.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import * as prettier from 'prettier';
import { formatIssue, parseScenarioYaml } from '../src/engine/index';
import { DEFAULT_TIME_LIMIT_MS } from '../src/engine/runner';
import type { Trace } from '../src/engine/types';
import { runOnPostgres } from '../src/pg/pgRunner';
import { openServer, type PgServer } from '../src/pg/server';

export const RECORDED_DIR = 'lessons/postgres';
export const SCENARIO_ENDING = '.scenario.yaml';

/** What a fixture holds: the server it was recorded on, the input, and the trace. */
export interface Recording {
  /** `PostgreSQL 15.10`: the server's version, without the distribution's suffix. */
  server: string;
  /** The scenario file, by path and the SHA-256 of its bytes. */
  recordedWith: { file: string; sha256: string };
  trace: Trace;
}

/** The scenario files of the folder, sorted, as paths relative to the project. */
export function recordedScenarios(dir = RECORDED_DIR): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith(SCENARIO_ENDING))
    .sort()
    .map((n) => `${dir}/${n}`);
}

/** `lessons/postgres/x.scenario.yaml` → `lessons/postgres/x.trace.json`. */
export const fixturePath = (scenarioFile: string) =>
  `${scenarioFile.slice(0, -SCENARIO_ENDING.length)}.trace.json`;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The server's version as the label shows it (`PostgreSQL 15.10`). */
export async function serverVersion(server: PgServer): Promise<string> {
  const db = await server.createDatabase({ timeLimitMs: DEFAULT_TIME_LIMIT_MS });
  const client = new pg.Client(db.config);
  try {
    await client.connect();
    const r = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    const v = (r.rows[0]?.v ?? '?').split(' ')[0];
    return `PostgreSQL ${v}`;
  } finally {
    await client.end().catch(() => undefined);
    await db.drop();
  }
}

/** Runs one scenario file on the server and makes its recording. */
export async function record(file: string, server: PgServer, version: string): Promise<Recording> {
  const text = readFileSync(file, 'utf8');
  const parsed = parseScenarioYaml(text, file, { sessions: true });
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join('\n'));
  const trace = await runOnPostgres(parsed.scenario, server);
  return { server: version, recordedWith: { file, sha256: sha256(text) }, trace };
}

/** A value with every object's keys in sorted order (arrays keep theirs). */
function sortedKeys(v: unknown, at: string): unknown {
  if (typeof v === 'bigint') throw new Error(`${at}: a bigint cannot be recorded as JSON`);
  if (v instanceof Uint8Array) throw new Error(`${at}: a blob cannot be recorded as JSON`);
  if (Array.isArray(v)) return v.map((x, k) => sortedKeys(x, `${at}[${k}]`));
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = sortedKeys(x, `${at}.${k}`);
  }
  return out;
}

/**
 * The fixture's bytes: sorted keys, formatted as the project's Prettier formats `path` (so that
 * `npm run format:check` and a fresh recording agree on them).
 */
export async function fixtureText(r: Recording, path: string): Promise<string> {
  const json = JSON.stringify(sortedKeys(r, 'recording'), null, 2);
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(json, { ...options, filepath: path });
}

async function main(): Promise<number> {
  const server = await openServer();
  try {
    const version = await serverVersion(server);
    for (const file of recordedScenarios()) {
      const r = await record(file, server, version);
      const text = await fixtureText(r, fixturePath(file));
      writeFileSync(fixturePath(file), text);
      const waits = r.trace.steps.filter((s) => s.waited).length;
      process.stdout.write(
        `${fixturePath(file)}: ${r.trace.steps.length} steps, ${waits} waited, ` +
          `expectations ${r.trace.ok ? 'met' : 'NOT met'}, ${r.trace.safe ? 'safe' : 'unsafe'} (${version})\n`,
      );
      if (!r.trace.ok) process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
  return process.exitCode === 1 ? 1 : 0;
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) process.exitCode = await main();
