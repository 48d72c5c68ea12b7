// `npm test`: every check, one stage after another, each stage's time printed as it ends and a
// table of all of them at the end (#31: CI prints where its minutes go). The first stage that
// fails stops the run with its exit code. The cheap static checks run side by side.
import { spawn } from 'node:child_process';
import process from 'node:process';

/**
 * A stage is one command, or several run at once (their output printed as each ends, each with
 * its own time). What runs side by side leaves the two cores less idle: the static checks, the
 * SQLite lesson check and the build are short; the PostgreSQL lesson check waits on the server
 * more than it computes, so it runs beside the unit tests. The browser tests need the build and
 * run last, alone.
 */
const STAGES = [
  {
    name: 'static checks, lessons:check (SQLite), build',
    parallel: [
      'npm run --silent typecheck',
      'npm run --silent lint',
      'npm run --silent format:check',
      'npm run --silent lessons:check',
      'node scripts/buildStrict.mjs',
    ],
  },
  {
    name: 'unit tests, lessons:check (PostgreSQL)',
    parallel: [
      'npm run --silent test:unit',
      'node scripts/ensurePostgres.mjs && npm run --silent lessons:check -- --engine postgres',
    ],
  },
  { name: 'browser tests', run: 'npm run --silent test:e2e' },
];

/**
 * Runs a shell command; `quiet` keeps its output until it ends, so parallel ones do not mix.
 * Resolves with its exit code and how long it took.
 */
function sh(command, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const t0 = Date.now();
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      if (quiet)
        process.stdout.write(
          `\n$ ${command}\n${out}${code === 0 ? '✔' : '✘'} ${command}: ${seconds(ms)}\n`,
        );
      resolve({ code: code ?? 1, ms });
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
  const commands = stage.parallel ?? [stage.run];
  const ends = stage.parallel
    ? await Promise.all(commands.map((c) => sh(c, true)))
    : [await sh(stage.run, false)];
  const ms = Date.now() - t0;
  failed = ends.find((e) => e.code !== 0)?.code ?? 0;
  times.push([stage.name, ms, failed === 0]);
  if (stage.parallel)
    for (const [k, e] of ends.entries()) times.push([`  ${commands[k]}`, e.ms, e.code === 0]);
  process.stdout.write(`${failed === 0 ? '✔' : '✘'} ${stage.name}: ${seconds(ms)}\n`);
  if (failed !== 0) break;
}
process.stdout.write('\nnpm test, stage by stage:\n');
for (const [name, ms, ok] of times)
  process.stdout.write(`  ${ok ? '✔' : '✘'} ${name.padEnd(50)} ${seconds(ms).padStart(8)}\n`);
process.stdout.write(`  ${'total'.padEnd(52)} ${seconds(Date.now() - started).padStart(8)}\n`);
process.exit(failed);
