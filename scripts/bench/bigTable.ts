// big_table_40_steps: the CLI runs 40 one-row updates over a 200,000-row table, in a process of its
// own, so its time and peak memory are what a user of `npm run cli -- run` pays.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench } from './measure';

const ROWS = 200_000;
const STEPS = 40;

/** The scenario: the standard tables plus `events` with ROWS rows; A claims, then updates 39 rows. */
export function bigTableScenario(): string {
  const steps = ['  - { at: 0, worker: A, do: claim, expect: granted }'];
  for (let k = 1; k < STEPS; k++) {
    steps.push(`  - { at: ${k}, worker: A, do: log, key: ${k * 4999}, expect: accepted }`);
  }
  return `title: ${STEPS} steps over a ${ROWS}-row table
ttl: 100
job: r
schema: |
  CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0,
    fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT);
  CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token INTEGER NOT NULL DEFAULT 0);
  INSERT INTO jobs(id) VALUES (:job);
  INSERT INTO storage(id) VALUES (:job);
  CREATE TABLE events(id INTEGER PRIMARY KEY, job TEXT, body TEXT);
  WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ${ROWS})
  INSERT INTO events SELECT n, 'job-' || (n % 100), 'event ' || n || ' of a long history' FROM c;
sql:
  log: UPDATE events SET body = :payload WHERE id = :key
steps:
${steps.join('\n')}
`;
}

export function bigTableBench(): Bench {
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'fencelab-bench-'));
    const file = join(dir, 'big.scenario.yaml');
    writeFileSync(file, bigTableScenario());
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/cliPeak.ts', 'run', file, '--json'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const r = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      code: number;
      ms: number;
      peakMb: number;
    };
    if (r.code !== 0)
      throw new Error(`the big-table scenario did not run as designed (exit ${r.code})`);
    return [
      { name: 'big_table_40_steps_ms', value: r.ms, unit: 'ms' },
      { name: 'big_table_40_steps_peak_mb', value: r.peakMb, unit: 'MB' },
    ];
  };
}
