import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeExerciseFragment } from '../../src/content/links/exerciseLink';
import { parseScenarioYaml } from '../../src/engine/parseScenario';
import { main } from '../cli';

const dir = mkdtempSync(join(tmpdir(), 'fencelab-check-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const LESSON = 'lease-is-not-a-lock';
const LESSON_FILE = 'lessons/01-lease-is-not-a-lock.lesson.yaml';
const SOLVED = `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'
`;
/** Passes every timeline of lesson 1; only a generated one (a finish done twice) tells it apart. */
const NOT_CANCELLED = SOLVED.replace("state='running'", "state <> 'cancelled'");
const SYNTAX = 'UPDATE jobs SET\n';
const RUNAWAY =
  "UPDATE jobs SET state='done' WHERE id=:job AND " +
  '(WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT count(*) FROM r) > 0\n';
const indented = (sql: string) => sql.replace(/^/gm, '  ').trimEnd();

const solved = file('solved.sql', SOLVED);
const notCancelled = file('not-cancelled.sql', NOT_CANCELLED);
const check = (...args: string[]) => main(['check', ...args]);
/** Each check spawns its workers and runs for a second or two: one shared by two tests. */
let notCancelledJson: ReturnType<typeof check> | undefined;
const notCancelledInJson = () =>
  (notCancelledJson ??= check(LESSON, '--sql', `commit=${notCancelled}`, '--json'));
const CJK = /[\u4e00-\u9fff]/;

describe('npm run cli -- check <lesson> --sql <action>=<file>', () => {
  it('exits 0 for a solved answer, with the page’s verdict and every timeline and schedule', async () => {
    const r = await check(LESSON, '--sql', `commit=${solved}`);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('A lease lets others take over; it does not stop the old worker');
    expect(lines[1]).toMatch(
      /^✓ Every timeline passes, your SQL does what the solution does on \d+ timelines the checker made, and every schedule of the exercise is safe\.$/,
    );
    expect(r.stdout).toContain('✓ [takeover] A stale worker resumes after takeover');
    expect(r.stdout).not.toContain('✗');
    expect(r.stdout).toMatch(
      /✓ \[takeover\] Every schedule of “.*”\n {2}Safe on all [\d,]+ schedules/,
    );
  });

  it('exits 1 when only a generated timeline tells the answer apart, and shows that timeline', async () => {
    const r = await check(LESSON_FILE, '--sql', `commit=${notCancelled}`);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[1]).toBe(
      '✗ Not yet: every timeline passes, but a timeline the checker made tells your SQL from the solution.',
    );
    expect(r.stdout).not.toMatch(/✗ \[/);
    expect(r.stdout).toContain('✗ A timeline the checker made');
    expect(r.stdout).toMatch(
      /your SQL lets \w+'s commit at t=\d+ through \(its commit at t=\d+ had already gone through\); with the solution's SQL that step is rejected\./,
    );
    expect(r.stdout).toMatch(/#\s+t\s+actor\s+action\s+your SQL\s+the solution's/);
    expect(r.stdout).toMatch(
      /\d+\s+\d+\s+\w+\s+commit\s+accepted\s+rejected\s+← the runs part here/,
    );
    expect(r.stdout).toContain(
      `sql:\n  commit: |\n${indented(NOT_CANCELLED.replace(/^/gm, '  '))}`,
    );
  });

  it('prints one JSON object with the reasons, the generated timeline and its steps', async () => {
    const r = await notCancelledInJson();
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual([
      'lesson',
      'title',
      'passed',
      'reasons',
      'wrongAnswer',
      'timelines',
      'skipped',
      'generated',
      'schedules',
      'runaway',
    ]);
    expect(out).toMatchObject({ lesson: LESSON, passed: false, skipped: [], schedules: [] });
    expect(out.timelines.every((t: { passed: boolean }) => t.passed)).toBe(true);
    expect(out.reasons).toEqual([`[generated] ${out.generated.sentence}`]);
    const { timeline } = out.generated;
    expect(out.generated).toMatchObject({ passed: false, stopped: null });
    expect(timeline.steps[timeline.parts]).toMatchObject({
      do: 'commit',
      answer: 'accepted',
      solution: 'rejected',
    });
    expect(Object.keys(timeline.steps[0])).toEqual([
      'i',
      'at',
      'actor',
      'do',
      'process',
      'answer',
      'solution',
      'answerRules',
      'solutionRules',
    ]);
    // The timeline is a scenario the learner can run: the answer's SQL lets the step through.
    const replay = await main(['run', file('replay.scenario.yaml', timeline.yaml), '--json']);
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.stdout).steps[timeline.parts].outcome).toBe('accepted');
  });

  it('exits 1 for SQL that does not parse, with SQLite’s error at each step', async () => {
    const r = await check(LESSON, '--sql', `commit=${file('syntax.sql', SYNTAX)}`);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[1]).toBe('✗ Not yet: some timelines fail.');
    expect(r.stdout).toContain(
      "✗ At t=7, A's commit should be rejected, but it failed with an error: incomplete input.",
    );
  });

  it('stops SQL that runs away at the time limit, says so, and runs no other timeline', async () => {
    const started = Date.now();
    const spin = file('runaway.sql', RUNAWAY);
    const r = await check(LESSON, '--sql', `commit=${spin}`, '--time-limit', '300');
    expect(r.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.stdout.split('\n')[1]).toBe('✗ Not yet: your SQL ran past the time limit.');
    expect(r.stdout).toContain(
      `Your SQL ran past the time limit at t=7 (A's commit) in "A stale worker resumes after takeover"`,
    );
    expect(r.stdout).toContain('stopped: the statement ran past the time limit of 300 ms');
    expect(r.stdout).toMatch(/^Not run: “B finishes before A wakes up”, /m);
  });

  it('checks the starter when no --sql is given, as the page does before any edit', async () => {
    const r = await check(LESSON, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).reasons[0]).toMatch(/^\[takeover\] At t=7, A's commit should be/);
  });

  it.each([
    [
      ['--sql', `commit=${join(dir, 'nope.sql')}`],
      `${join(dir, 'nope.sql')}: cannot read the SQL for commit: no such file`,
    ],
    [
      ['--sql', `finish=${solved}`],
      `--sql finish=${solved}: the exercise does not edit "finish" (it edits commit)`,
    ],
    [['--sql', `commit=${dir}`], `${dir}: cannot read the SQL for commit: is a folder`],
  ])('exits 2 with one line for bad --sql input %j', async (args, stderr) => {
    expect(await check(LESSON, ...args)).toEqual({ code: 2, stdout: '', stderr });
  });

  it('exits 2 for an unknown lesson, a lesson file that does not load, and a bad link', async () => {
    const unknown = await check('no-such-lesson', '--sql', `commit=${solved}`);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^no lesson has the id "no-such-lesson", and there is no such file \(the lessons: lease-is-not-a-lock, /,
    );
    const broken = file('broken.lesson.yaml', 'id: x\ntitle: 5\n');
    const bad = await check(broken);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(new RegExp(`^${broken}:\\d+: `));
    expect(await check(join(dir, 'gone.lesson.yaml'))).toMatchObject({
      code: 2,
      stderr: `${join(dir, 'gone.lesson.yaml')}: cannot read the lesson: no such file`,
    });
    const link = await check('#x=v1.0.garbage');
    expect(link.code).toBe(2);
    expect(link.stderr).toMatch(/^the exercise link does not open: This exercise link is damaged/);
    expect((await check('https://example.com/exercise')).stderr).toBe(
      'https://example.com/exercise: not an exercise link: an exercise link ends in #x=…',
    );
  });

  it('exits 2 for usage errors, with the usage text', async () => {
    for (const args of [
      [],
      [LESSON, LESSON],
      [LESSON, '--sql', 'commit'],
      [LESSON, '--sql', `commit=${solved}`, '--sql', `commit=${solved}`],
      [LESSON, '--sql', `commit=${solved}`, '--answers', dir],
      [LESSON, '--bogus'],
      [LESSON, '--engine', 'postgres'],
    ]) {
      const r = await check(...args);
      expect([args, r.code]).toEqual([args, 2]);
      expect(r.stderr).toMatch(/^fencelab: .*\n\nusage: /);
    }
    expect((await main(['--help'])).stdout).toContain('usage: npm run cli -- check <lesson id');
  });
});

describe('npm run cli -- check <exercise link>', () => {
  const scenario = parseScenarioYaml(`title: Stale finish
ttl: 5
job: r
sql:
  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim, expect: granted }
  - { at: 7, worker: A, do: commit, expect: rejected }
  - { at: 8, worker: B, do: commit, expect: accepted }
`);
  if (!scenario.ok) throw new Error('the test scenario does not load');
  const made = makeExerciseFragment(scenario.scenario, {
    edit: ['commit'],
    starter: { commit: "UPDATE jobs SET state='done', result=:payload WHERE id=:job" },
    title: 'Fence the finish',
    instructions: 'Only the holder may finish.',
    safe: true,
  });
  if (!made.ok) throw new Error('the test exercise makes no link');
  const fenced = file('fenced.sql', SOLVED);

  it.each([
    ['a whole address', `https://fencelab.example/exercise#${made.fragment}`],
    ['a fragment', `#${made.fragment}`],
  ])('checks the SQL against the expectations of a link given as %s', async (_, link) => {
    const r = await check(link, '--sql', `commit=${fenced}`);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Fence the finish',
      '✓ Every timeline passes.',
    ]);
  });

  it('exits 1 for the starter, naming the unmet expectation', async () => {
    const r = await check(made.fragment, '--json'); // the fragment alone, without its `#`
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ lesson: null, title: 'Fence the finish', passed: false });
    expect(out.reasons[0]).toBe(
      "[exercise] At t=7, A's commit should be rejected, but it was accepted.",
    );
  });
});

describe('npm run cli -- check <lesson> --answers <folder>', () => {
  const answers = join(dir, 'answers');
  mkdirSync(answers);
  const put = (name: string, text: string) => writeFileSync(join(answers, name), text);
  put('alice.yaml', `commit: |\n${indented(SOLVED)}\n`);
  put('bob.sql', NOT_CANCELLED);
  put('carol.yaml', `commit: ${SYNTAX}`);
  put('dave.yaml', `commit: |\n${indented(RUNAWAY)}\n`);
  put('erin.yaml', '- commit\n- finish\n');
  put('frank.yaml', `finish: SELECT 1\n`);
  symlinkSync(join(dir, 'nowhere.yaml'), join(answers, 'ghost.yaml'));
  put('README.md', 'Submissions for lesson 1.\n');

  it('prints a row for each submission with its verdict and first reason', async () => {
    // Not too small: alice's check searches schedules and generated timelines under this limit.
    const r = await check(LESSON, '--answers', answers, '--time-limit', '1000');
    expect(r.code).toBe(1);
    const rows = r.stdout.split('\n');
    expect(rows.slice(0, 4)).toEqual([
      'A lease lets others take over; it does not stop the old worker',
      '',
      'learner  verdict     first reason',
      '-------  ----------  ------------',
    ]);
    const row = (learner: string) => rows.find((l) => l.startsWith(`${learner} `)) ?? '';
    expect(rows.filter((l) => /^[a-z]+ {2,}(solved|not solved|invalid)/.test(l))).toHaveLength(7);
    expect(row('alice')).toBe('alice    solved');
    expect(row('bob')).toMatch(/^bob +not solved +\[generated\] On a timeline the checker made/);
    expect(row('carol')).toMatch(
      /^carol +not solved +\[takeover\] .*failed with an error: incomplete input\.$/,
    );
    expect(row('dave')).toMatch(
      /^dave +not solved +\[takeover\] .*ran past the time limit of 1000 ms/,
    );
    expect(row('erin')).toBe(
      `erin     invalid     ${join(answers, 'erin.yaml')}:1: a submission maps each edited action to its SQL (commit: UPDATE …)`,
    );
    expect(row('frank')).toBe(
      `frank    invalid     ${join(answers, 'frank.yaml')}:1: the exercise does not edit "finish" (it edits commit)`,
    );
    expect(row('ghost')).toBe(
      `ghost    invalid     ${join(answers, 'ghost.yaml')}: cannot read the submission: no such file`,
    );
    expect(rows.at(-1)).toBe('1 of 7 solved, 3 not solved, 3 invalid.');
    expect(r.stderr).toBe(
      'note: left out, not submissions (<learner>.yaml, .yml or .sql): README.md',
    );
  });

  it('prints one JSON object per submission, one a line, in English whatever the --lang', async () => {
    const some = join(dir, 'some');
    mkdirSync(some);
    writeFileSync(join(some, 'carol.sql'), SYNTAX);
    writeFileSync(join(some, 'erin.yaml'), 'commit: [1]\n');
    const r = await check(LESSON, '--answers', some, '--json', '--lang', 'zh-CN');
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => Object.keys(l))).toEqual([
      ['learner', 'file', 'verdict', 'reason', 'report'],
      ['learner', 'file', 'verdict', 'reason', 'report'],
    ]);
    expect(lines[0]).toMatchObject({
      learner: 'carol',
      verdict: 'not-solved',
      reason:
        "[takeover] At t=7, A's commit should be rejected, but it failed with an error: incomplete input.",
    });
    expect(lines[0].report).toMatchObject({ lesson: LESSON, passed: false });
    expect(lines[0].report.reasons[0]).toBe(lines[0].reason);
    expect(lines[0].report.title).not.toMatch(CJK);
    expect(lines[1]).toEqual({
      learner: 'erin',
      file: join(some, 'erin.yaml'),
      verdict: 'invalid',
      reason: `${join(some, 'erin.yaml')}:1: commit: the SQL must be text`,
      report: null,
    });
  });

  it('exits 0 when every submission is solved, and 2 for a folder it cannot grade', async () => {
    const good = join(dir, 'good');
    mkdirSync(good);
    writeFileSync(join(good, 'alice.sql'), SOLVED);
    expect((await check(LESSON, '--answers', good)).code).toBe(0);
    const none = join(dir, 'none');
    mkdirSync(none);
    expect(await check(LESSON, '--answers', none)).toEqual({
      code: 2,
      stdout: '',
      stderr: `${none}: no submissions in the folder (a submission is <learner>.yaml, .yml or .sql)`,
    });
    expect(await check(LESSON, '--answers', join(dir, 'missing'))).toEqual({
      code: 2,
      stdout: '',
      stderr: `${join(dir, 'missing')}: cannot read the folder of submissions: no such folder`,
    });
  });
});

describe('npm run cli -- check --lang zh-CN', () => {
  it('says the report in Chinese, with the lesson’s Chinese words, and the same verdict', async () => {
    const r = await check(LESSON, '--sql', `commit=${notCancelled}`, '--lang', 'zh-CN');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const [title, verdict] = r.stdout.split('\n');
    expect(title).toMatch(CJK);
    expect(verdict).toMatch(/^✗ .*[\u4e00-\u9fff]/);
    expect(r.stdout).toContain('✓ [takeover] 任务被接管后，旧 worker 恢复运行');
    expect(r.stdout).toContain('← 两次运行从这一步开始分叉');
  });

  it('prints the same JSON in every language', async () => {
    const en = await notCancelledInJson();
    const zh = await check(LESSON, '--sql', `commit=${notCancelled}`, '--json', '--lang', 'zh-CN');
    expect(zh).toEqual(en);
  });
});

describe('npm run cli -- check as a process', () => {
  it('ends with exit 1 on a runaway answer, and prints no stack trace for bad input', async () => {
    const run = (args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'scripts/cli.ts', 'check', ...args]).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const spin = file('process-runaway.sql', RUNAWAY);
    const r = await run([LESSON, '--sql', `commit=${spin}`, '--time-limit', '300']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ran past the time limit');
    const bad = await run([LESSON, '--sql', `commit=${join(dir, 'nope.sql')}`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe(
      `${join(dir, 'nope.sql')}: cannot read the SQL for commit: no such file`,
    );
  });
});
