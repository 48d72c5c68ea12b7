// Runs the CLI once in this process and prints what it cost: wall time and peak resident memory
// (the SQL worker thread included). Used by the big-table bench as a child process.
import { performance } from 'node:perf_hooks';
import { main } from '../cli';

const t0 = performance.now();
const r = await main(process.argv.slice(2));
const ms = performance.now() - t0;
const summary = {
  code: r.code,
  ms,
  peakMb: process.resourceUsage().maxRSS / 1024,
  out: r.stdout.length,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
