import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciFigures, cloneHead, cpuBetween, leaveClone, lineSplitter, stageKey } from './ciRun';

/** What `.ci/run`'s own `stage_done` prints for these stages, run by bash from the file itself. */
function ciStageLines(stages: [string, number][]): string {
  const script = readFileSync('.ci/run', 'utf8');
  const fn = /^stage_done\(\) \{[\s\S]*?^\}/m.exec(script)?.[0];
  expect(fn, '.ci/run defines stage_done').toBeDefined();
  const calls = stages.map(([name, s]) => `SECONDS=$((LAST + ${s})); stage_done "${name}"`);
  return execFileSync('bash', ['-c', [fn, 'START=0; LAST=0; SECONDS=0', ...calls].join('\n')], {
    encoding: 'utf8',
  });
}

// The closing table of scripts/testStages.mjs, as it writes it.
const NPM_TEST_TABLE = `
npm test, stage by stage:
  ✔ static checks, lessons:check (SQLite), build          97.1 s
  ✔   npm run --silent typecheck                          21.0 s
  ✔   npm run --silent lint                               29.3 s
  ✔ unit tests, lessons:check (PostgreSQL)               285.4 s
  ✔   npm run --silent test:unit                         285.0 s
  ✔ browser tests                                        492.3 s
  total                                                  874.8 s
`;

describe('ciFigures', () => {
  it('reads each stage of .ci/run and of npm test', () => {
    const out = ciStageLines([
      ['Chromium', 0],
      ['PostgreSQL', 0],
      ['openssl', 0],
      ['npm ci', 28],
    ]);
    const figures = ciFigures(`${out}\n${NPM_TEST_TABLE}`);
    const byName = Object.fromEntries(figures.map((f) => [f.name, f.value]));
    expect(byName).toMatchObject({
      ci_npm_ci_s: 28,
      ci_static_checks_s: 97.1,
      ci_unit_tests_s: 285.4,
      ci_browser_tests_s: 492.3,
    });
    // Installs the machine already had (0 s) and the commands inside a stage are left out.
    expect(Object.keys(byName).sort()).toEqual([
      'ci_browser_tests_s',
      'ci_npm_ci_s',
      'ci_static_checks_s',
      'ci_unit_tests_s',
    ]);
  });

  it('names a stage by its words before the first comma', () => {
    expect(stageKey('static checks, lessons:check (SQLite), build')).toBe('static_checks');
    expect(stageKey('npm ci')).toBe('npm_ci');
    expect(stageKey('browser tests')).toBe('browser_tests');
  });
});

describe('cpuBetween', () => {
  const stat = (user: number, system: number, idle: number, steal = 0) =>
    `cpu  ${user} 0 ${system} ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 5 0 0\n`;

  it('takes the busy ticks of all cores, leaving out another guest’s (steal)', () => {
    const before = stat(1_000, 500, 9_000, 40);
    const after = stat(1_000 + 150_000, 500 + 30_000, 9_000 + 20_000, 40 + 70_000);
    expect(cpuBetween(before, after)).toEqual([
      { name: 'ci_cpu_core_s', value: 1_800, unit: 's' },
      { name: 'ci_cpu_busy_share', value: 0.9, unit: 'ratio' },
    ]);
  });

  it('gives nothing without a reading (no /proc/stat off Linux)', () => {
    expect(cpuBetween('', stat(1, 1, 1))).toEqual([]);
  });

  it.skipIf(!existsSync('/proc/stat'))('reads this machine’s own /proc/stat', () => {
    const before = readFileSync('/proc/stat', 'utf8');
    const t0 = Date.now();
    while (Date.now() - t0 < 300); // one core busy for 0.3 s
    const [cores, share] = cpuBetween(before, readFileSync('/proc/stat', 'utf8'));
    expect(cores?.value).toBeGreaterThanOrEqual(0);
    expect(share?.value).toBeGreaterThan(0.2);
  });
});

describe('cloneHead', () => {
  it('clones what is committed, and says when the tree has more', () => {
    const repo = mkdtempSync(join(tmpdir(), 'fencelab-ci-test-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    let dir = '';
    try {
      git('init', '-q');
      writeFileSync(join(repo, 'a.txt'), 'committed\n');
      git('add', 'a.txt');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'one');
      const clean = cloneHead(repo);
      dir = clean.dir;
      expect(clean).toMatchObject({ commit: git('rev-parse', '--short', 'HEAD'), dirty: false });
      rmSync(dirname(clean.dir), { recursive: true, force: true });

      writeFileSync(join(repo, 'a.txt'), 'not committed\n');
      writeFileSync(join(repo, 'b.txt'), 'new\n');
      const dirty = cloneHead(repo);
      dir = dirty.dir;
      expect(dirty.dirty).toBe(true);
      expect(readFileSync(join(dirty.dir, 'a.txt'), 'utf8')).toBe('committed\n');
      expect(existsSync(join(dirty.dir, 'b.txt'))).toBe(false);
    } finally {
      rmSync(repo, { recursive: true, force: true });
      if (dir) rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});

describe('leaveClone', () => {
  it('removes a clone that passed and keeps one that failed, the log beside it either way', () => {
    const root = mkdtempSync(join(tmpdir(), 'fencelab-ci-test-'));
    try {
      const log = join(root, 'ci.log');
      writeFileSync(log, 'the run\n');
      for (const passed of [false, true]) {
        const dir = join(root, 'main');
        mkdirSync(join(dir, 'node_modules'), { recursive: true });
        const said = leaveClone(dir, passed, log);
        expect(existsSync(dir), String(passed)).toBe(!passed);
        expect(existsSync(log)).toBe(true);
        expect(said).toContain(log);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('lineSplitter', () => {
  it('gives whole lines however the text arrives, the last one at the end', () => {
    const lines: string[] = [];
    const split = lineSplitter((l) => lines.push(l));
    for (const piece of ['⏱ npm c', 'i: 28 s (total 40 s)\n  ✔ brow', 'ser tests  1.0 s\n', 'tail'])
      split.push(piece);
    expect(lines).toEqual(['⏱ npm ci: 28 s (total 40 s)', '  ✔ browser tests  1.0 s']);
    split.end();
    expect(lines.at(-1)).toBe('tail');
    expect(ciFigures(lines.join('\n')).map((f) => f.name)).toEqual([
      'ci_npm_ci_s',
      'ci_browser_tests_s',
    ]);
  });
});
