// What CI costs: a fresh clone of the committed HEAD runs `CI=true bash .ci/run` (installs, npm ci,
// the README's `npm test`), timed from outside, with each stage the run prints and the CPU the
// machine spent meanwhile (#31: CI in 8 minutes). It takes as long as CI does, so it runs last; set
// BENCH_CI=skip to leave it out (its targets then say "not measured").
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench, Figure } from './measure';

/** A stage's time as `.ci/run` prints it: `⏱ npm ci: 28 s (total 40 s)`. */
const CI_STAGE = /^⏱ (.+?): (\d+) s \(total \d+ s\)$/;
/** A stage's line in `npm test`'s closing table: `  ✔ browser tests    492.3 s`. */
const TEST_STAGE = /^ {2}([✔✘]) (\S.*?)\s+(\d+(?:\.\d+)?) s$/;

/** A stage name as a figure's part: `static checks, lessons:check (SQLite), build` → `static_checks`. */
export function stageKey(name: string): string {
  const head = name.split(',')[0] ?? name;
  return head
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * The figures a finished run's output gives: each `.ci/run` stage that took time (the installs
 * are 0 s when the machine has them), and each of `npm test`'s stages (not the commands inside a
 * stage, which run side by side).
 */
export function ciFigures(output: string): Figure[] {
  const figures: Figure[] = [];
  for (const line of output.split(/\r?\n/)) {
    const ci = CI_STAGE.exec(line);
    if (ci && ci[1] !== 'npm test' && Number(ci[2]) > 0)
      figures.push({ name: `ci_${stageKey(ci[1] ?? '')}_s`, value: Number(ci[2]), unit: 's' });
    const test = TEST_STAGE.exec(line);
    if (test && test[2] !== 'total')
      figures.push({ name: `ci_${stageKey(test[2] ?? '')}_s`, value: Number(test[3]), unit: 's' });
  }
  return figures;
}

/** Linux's `/proc/stat`, the machine's CPU time since boot: busy and idle ticks over all cores. */
export function cpuTicks(procStat: string): { busy: number; idle: number } | null {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return null;
  // user nice system idle iowait irq softirq steal …: the time another guest took (steal) is
  // neither this machine's work nor its idle time.
  const [user, nice, system, idle, iowait, irq, softirq] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = [user, nice, system, irq, softirq].reduce((a: number, b) => a + (b ?? 0), 0);
  return { busy, idle: (idle ?? 0) + (iowait ?? 0) };
}

/**
 * The CPU the machine spent between two readings of `/proc/stat`: core-seconds busy (every
 * process, the run's detached servers too, so nothing else should run meanwhile) and the share
 * of the cores' time that was busy (near 1: the run waits on the CPU, not on anything else).
 */
export function cpuBetween(before: string, after: string, ticksPerSecond = 100): Figure[] {
  const a = cpuTicks(before);
  const b = cpuTicks(after);
  if (!a || !b) return [];
  const busy = b.busy - a.busy;
  const all = busy + b.idle - a.idle;
  return [
    { name: 'ci_cpu_core_s', value: Math.round(busy / ticksPerSecond), unit: 's' },
    {
      name: 'ci_cpu_busy_share',
      value: all > 0 ? Math.round((busy / all) * 100) / 100 : 0,
      unit: 'ratio',
    },
  ];
}

const PROC_STAT = '/proc/stat';
const readProcStat = () => (existsSync(PROC_STAT) ? readFileSync(PROC_STAT, 'utf8') : '');

/** `/proc/stat`'s ticks per second (USER_HZ: 100 on nearly every Linux). */
function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/**
 * Clones `repo`'s committed HEAD into a new folder; what is not committed is not in it. `log` is
 * where its run's log goes: beside the clone, so that it outlives a clone that is removed.
 */
export function cloneHead(repo: string): {
  dir: string;
  log: string;
  commit: string;
  dirty: boolean;
} {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const root = mkdtempSync(join(tmpdir(), 'fencelab-ci-'));
  const dir = join(root, 'main');
  git(root, 'clone', '-q', '--no-hardlinks', repo, dir);
  return {
    dir,
    log: join(root, 'ci.log'),
    commit: git(dir, 'rev-parse', '--short', 'HEAD'),
    dirty: git(repo, 'status', '--porcelain').length > 0,
  };
}

/**
 * Calls `onLine` with each whole line of a text that arrives in pieces (a piece may end inside
 * a line); `end` passes on what is left after the last line end.
 */
export function lineSplitter(onLine: (line: string) => void) {
  let rest = '';
  return {
    push(piece: string) {
      const lines = (rest + piece).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    end() {
      if (rest !== '') onLine(rest);
      rest = '';
    },
  };
}

/** Runs `.ci/run` in `dir` as CI does; resolves with its exit code and all it printed. */
function runCi(dir: string, log: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['.ci/run'], {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const file = createWriteStream(log);
    let output = '';
    // Progress on a long run: each stage as it ends.
    const progress = lineSplitter((line) => {
      if (CI_STAGE.test(line) || /^[✔✘] /.test(line)) process.stderr.write(`ci: ${line}\n`);
    });
    const take = (text: string) => {
      output += text;
      file.write(text);
      progress.push(text);
    };
    // Decoded as UTF-8 across pieces: a piece may end inside a character (⏱ and ✔ are three bytes).
    child.stdout.setEncoding('utf8').on('data', take);
    child.stderr.setEncoding('utf8').on('data', take);
    child.on('close', (code) => {
      progress.end();
      file.end(() => resolve({ code: code ?? 1, output }));
    });
  });
}

/**
 * After the run: a passing clone is removed (with its node_modules and build, about 0.7 GB), a
 * failing one is kept to be looked into; the log beside it stays either way. Says which.
 */
export function leaveClone(dir: string, passed: boolean, log: string): string {
  if (!passed) return `ci: the clone stays in ${dir} to be looked into; its log: ${log}`;
  rmSync(dir, { recursive: true, force: true });
  return `ci: the clone is removed; its log stays: ${log}`;
}

export function ciBench(repo = process.cwd()): Bench {
  return async () => {
    if (process.env.BENCH_CI === 'skip') return [];
    const { dir, log, commit, dirty } = cloneHead(repo);
    process.stderr.write(
      `ci: a fresh clone of ${commit} runs .ci/run in ${dir} (log: ${log})` +
        (dirty ? '; the uncommitted changes of this tree are not in it\n' : '\n'),
    );
    const t0 = Date.now();
    const stat0 = readProcStat();
    const { code, output } = await runCi(dir, log);
    const stat1 = readProcStat();
    const seconds = Math.round((Date.now() - t0) / 1000);
    const left = leaveClone(dir, code === 0, log);
    if (code !== 0) throw new Error(`the fresh clone's CI failed (exit ${code}). ${left}`);
    process.stderr.write(`${left}\n`);
    return [
      { name: 'ci_fresh_clone_s', value: seconds, unit: 's' },
      ...ciFigures(output),
      ...cpuBetween(stat0, stat1, clockTicks()),
    ];
  };
}
