// `npm test`: every check, one stage after another, each stage's time printed as it ends and a
// table of all of them at the end (#31: CI prints where its minutes go). The first stage that
// fails stops the run with its exit code. The cheap static checks run side by side.
import { spawn } from 'node:child_process';
import process from 'node:process';

/** A stage is one command, or several run at once (their output printed as each ends). */
const STAGES = [
  {
    name: 'typecheck, lint, format',
    parallel: [
      'npm run --silent typecheck',
      'npm run --silent lint',
      'npm run --silent format:check',
    ],
  },
  { name: 'lessons:check (SQLite)', run: 'npm run --silent lessons:check' },
  { name: 'PostgreSQL ready', run: 'node scripts/ensurePostgres.mjs' },
  {
    name: 'lessons:check (PostgreSQL)',
    run: 'npm run --silent lessons:check -- --engine postgres',
  },
  { name: 'unit tests', run: 'npm run --silent test:unit' },
  { name: 'build (no warnings)', run: 'node scripts/buildStrict.mjs' },
  { name: 'browser tests', run: 'npm run --silent test:e2e' },
];

/** Runs a shell command; `quiet` keeps its output until it ends, so parallel ones do not mix. */
function sh(command, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(`\n$ ${command}\n${out}`);
      resolve(code ?? 1);
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed = 0;
for (const stage of STAGES) {
  process.stdout.write(`\n▶ ${stage.name}\n`);
  const t0 = Date.now();
  const codes = stage.parallel
    ? await Promise.all(stage.parallel.map((c) => sh(c, true)))
    : [await sh(stage.run, false)];
  const ms = Date.now() - t0;
  failed = codes.find((c) => c !== 0) ?? 0;
  times.push([stage.name, ms, failed === 0]);
  process.stdout.write(`${failed === 0 ? '✔' : '✘'} ${stage.name}: ${seconds(ms)}\n`);
  if (failed !== 0) break;
}
process.stdout.write('\nnpm test, stage by stage:\n');
for (const [name, ms, ok] of times)
  process.stdout.write(`  ${ok ? '✔' : '✘'} ${name.padEnd(28)} ${seconds(ms).padStart(8)}\n`);
process.stdout.write(`  ${'total'.padEnd(30)} ${seconds(Date.now() - started).padStart(8)}\n`);
process.exit(failed);
