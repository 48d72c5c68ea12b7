import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../engine/yamlSource';
import { run } from '../../testing/engine';
import { loadLesson, predictSteps } from '../lessons/lesson';
import { checkLessons } from '../authoring/checkLessons';
import { checkAnswer } from './lessonCheck';

const FILE = 'lessons/01-lease-is-not-a-lock.lesson.yaml';
const GOOD = readFileSync(FILE, 'utf8');
const check = async (files: { file: string; text: string }[]) => {
  const r = await checkLessons(files, (s) => run(s));
  return { ids: r.lessons.map((l) => l.id), issues: r.issues.map(formatIssue) };
};
const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('the lesson checker', () => {
  it('passes a good lesson: valid, solution passing, starter failing', async () => {
    expect(await check([{ file: FILE, text: GOOD }])).toEqual({
      ids: ['lease-is-not-a-lock'],
      issues: [],
    });
  });

  it('names file, line and field for a missing field', async () => {
    const text = GOOD.replace(/^summary: [\s\S]*?\n\n/m, '');
    const { issues } = await check([{ file: 'x.lesson.yaml', text }]);
    expect(issues).toEqual(['x.lesson.yaml:1: summary: missing required field "summary"']);
  });

  it('reports an invalid scenario inside a lesson with the engine’s own message and the lesson’s line', async () => {
    const text = GOOD.replace('ttl: 3', 'ttl: 0');
    const { issues } = await check([{ file: 'x.lesson.yaml', text }]);
    expect(issues).toEqual([
      `x.lesson.yaml:${lineOf(text, 'ttl: 0')}: exercise.variants[0].scenario.ttl: ttl must be 1 or more`,
    ]);
  });

  it('fails a lesson whose solution does not pass, saying which expectation broke', async () => {
    const text = GOOD.replace(
      "lease_until > :now AND state='running'\n\n",
      "state='running'\n\n",
    ).replace('WHERE id=:job AND owner=:worker AND lease_until > :now', 'WHERE id=:job');
    const { issues } = await check([{ file: 'x.lesson.yaml', text }]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(
      /^x\.lesson\.yaml:\d+: exercise\.solution: the solution fails: \[takeover\] At t=7, A's commit should be rejected, but it was accepted\./,
    );
  });

  it('fails a lesson whose starter already passes', async () => {
    const text = GOOD.replace(
      /starter:\n {4}commit: \|\n.*\n.*\n/,
      "starter:\n    commit: |\n      UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'\n",
    );
    const { issues } = await check([{ file: 'x.lesson.yaml', text }]);
    expect(issues).toEqual([
      `x.lesson.yaml:${lineOf(text, 'starter:')}: exercise.starter: the starter already passes every timeline: an exercise needs something to fix`,
    ]);
  });

  it('fails a lesson whose other scenarios do not do what their expects say', async () => {
    const extra =
      '  - id: extra\n    scenario:\n      title: Extra\n      ttl: 5\n      steps:\n        - { at: 0, worker: A, do: claim, expect: denied }\n\npredict:';
    const text = GOOD.replace('\npredict:', `\n${extra}`);
    const { issues } = await check([{ file: 'x.lesson.yaml', text }]);
    expect(issues).toEqual([
      `x.lesson.yaml:${lineOf(text, 'id: extra')}: scenarios[1]: scenario "extra" does not do what its expect: fields say: step 0 was granted, not denied`,
    ]);
  });

  it('fails duplicate ids, unknown or later prerequisites, and dangling references', async () => {
    const second = GOOD.replace('order: 1', 'order: 2').replace(
      'prerequisites: []',
      'prerequisites: [nope]',
    );
    const third = GOOD.replace('id: lease-is-not-a-lock', 'id: other')
      .replace('order: 1', 'order: 0')
      .replace(
        '  scenario: takeover\n  prompt: >-\n    Before',
        '  scenario: missing\n  prompt: >-\n    Before',
      );
    const { issues } = await check([
      { file: 'a.lesson.yaml', text: GOOD },
      { file: 'b.lesson.yaml', text: second },
      { file: 'c.lesson.yaml', text: third },
    ]);
    expect(issues).toEqual([
      `c.lesson.yaml:${lineOf(third, 'order: 0')}: order: order must be 1 or more`,
      'a.lesson.yaml:1: id: id "lease-is-not-a-lock" is also used by b.lesson.yaml',
      'b.lesson.yaml:1: id: id "lease-is-not-a-lock" is also used by a.lesson.yaml',
      `b.lesson.yaml:${lineOf(second, 'prerequisites')}: prerequisites[0]: no lesson has the id "nope"`,
    ]);
  });

  it('reports a predict scenario that does not exist and SQL for an action not in edit', async () => {
    const text = GOOD.replace(
      '  scenario: takeover\n  prompt: >-\n    Before',
      '  scenario: missing\n  prompt: >-\n    Before',
    ).replace('solution:\n    commit: |', 'solution:\n    renew: SELECT 1\n    commit: |');
    const r = loadLesson(text, 'x.lesson.yaml');
    expect(r.ok ? [] : r.issues.map(formatIssue)).toEqual([
      `x.lesson.yaml:${lineOf(text, 'scenario: missing')}: predict.scenario: no scenario "missing" in scenarios: (takeover)`,
      `x.lesson.yaml:${lineOf(text, 'renew: SELECT 1')}: exercise.solution.renew: "renew" is not in edit: add it there or remove it here`,
    ]);
  });
});

describe('checking a learner’s answer', () => {
  const lesson = (() => {
    const r = loadLesson(GOOD, FILE);
    if (!r.ok) throw new Error('lesson 1 must load');
    return r.lesson;
  })();

  it('reports every expectation of every timeline in plain words', async () => {
    const report = await checkAnswer(lesson, lesson.exercise.starter, (s) => run(s));
    expect(report.passed).toBe(false);
    expect(report.timelines.map((t) => [t.id, t.passed])).toEqual([
      ['takeover', false],
      ['longer-pause', false],
      ['three-workers', false],
      ['lease-end-tick', false],
      ['cancelled', false],
      ['slow-clock', false],
      // Naming the job is all this timeline asks: the starter does that much.
      ['two-jobs', true],
    ]);
    const failed = report.timelines[0]?.expectations.find((e) => !e.met);
    expect(failed?.sentence).toBe("At t=7, A's commit should be rejected, but it was accepted.");
    expect(report.timelines[0]?.violations.map((v) => v.rule)).toEqual(['stale-write']);
  });

  it('passes the solution on every timeline', async () => {
    const report = await checkAnswer(lesson, lesson.exercise.solution, (s) => run(s));
    expect(report.passed).toBe(true);
    expect(report.timelines[0]?.expectations[2]?.sentence).toBe(
      "At t=7, A's commit was rejected, as it should be.",
    );
  });

  it('predicts every step with an outcome except reads by default', () => {
    expect(predictSteps(lesson)).toEqual([0, 2, 3, 4]);
  });
});
