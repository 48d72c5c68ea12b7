import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../engine/yamlSource';
import { differInProcess, exploreVerdict, run } from '../../testing/engine';
import { checkLessons } from '../authoring/checkLessons';
import { loadLesson, type Lesson } from '../lessons/lesson';
import { checkAnswer, matchWrongAnswer, sameSqlText } from './lessonCheck';
import { survivingMutants } from './mutationCheck';
import {
  CANCEL_MODEL,
  SMALL_VARIANTS,
  smallLesson,
  WITHOUT_CANCELLED,
} from '../testing/smallLesson';

const FILE = 'small.lesson.yaml';
const check = async (text: string) =>
  (
    await checkLessons([{ file: FILE, text }], (s) => run(s), { explore: exploreVerdict })
  ).issues.map(formatIssue);
const lessonOf = (text: string): Lesson => {
  const r = loadLesson(text, FILE);
  if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
  return r.lesson;
};
const FIXED =
  "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";

describe('the mutation check', () => {
  it('fails a lesson with a weak variant set, naming the file, the mutant, its SQL and what to add', async () => {
    const issues = await check(smallLesson());
    const line =
      smallLesson()
        .split('\n')
        .findIndex((l) =>
          l.startsWith("    commit: UPDATE jobs SET state='done' WHERE id=:job AND owner"),
        ) + 1;
    expect(issues).toContain(
      `${FILE}:${line}: exercise.solution.commit: a plausible wrong answer passes: commit without ` +
        `"lease_until > :now", that is "UPDATE jobs SET state='done' WHERE id=:job AND ` +
        `owner=:worker AND state='running'", passes every timeline, variant and schedule. Add a ` +
        `variant (or an explore: model) on which it fails, or, if it truly cannot matter, list it ` +
        `under exercise.equivalent: { action: commit, mutant: 'without "lease_until > :now"', why: <one line> }`,
    );
    const named = issues.map((i) => /passes: commit (.*?), that is/.exec(i)?.[1]);
    expect(named).toEqual([
      'without "id=:job"',
      'without "lease_until > :now"',
      `without "state='running'"`,
      '">" written as ">="',
      ':local_now in place of :now',
    ]);
  });

  it('passes once variants kill every mutant', async () => {
    expect(await check(smallLesson({ extra: SMALL_VARIANTS }))).toEqual([]);
  });

  it('kills a mutant that passes every timeline on a schedule of the exercise model', async () => {
    const weak = smallLesson({ extra: WITHOUT_CANCELLED });
    const survivor = `commit without "state='running'"`;
    expect((await check(weak)).some((i) => i.includes(survivor))).toBe(true);
    const modelled = smallLesson({ extra: WITHOUT_CANCELLED, explore: CANCEL_MODEL });
    expect(await check(modelled)).toEqual([]);
    // Without the explorer the same lesson's mutant survives: the schedule is what killed it.
    const lesson = lessonOf(modelled);
    expect(
      (await survivingMutants(lesson, (s) => run(s))).survivors.map((m) => m.description),
    ).toEqual([`without "state='running'"`]);
  });

  it('accepts a mutant declared equivalent, and refuses an entry that names no mutant or one that fails', async () => {
    const equivalent = `  equivalent:
    - { action: commit, mutant: 'without "lease_until > :now"', why: A test's reason. }
    - { action: commit, mutant: 'without "owner=:worker"', why: It fails the takeover. }
    - { action: commit, mutant: 'without "nothing"', why: No such mutant. }
`;
    const variants = SMALL_VARIANTS.replace(/ {4}- id: lapsed[\s\S]*?(?= {4}- id: cancelled)/, '');
    const text = smallLesson({ extra: variants + equivalent });
    const issues = await check(text);
    expect(issues.some((i) => i.includes('passes: commit without "lease_until > :now"'))).toBe(
      false,
    );
    expect(issues.filter((i) => i.includes(': exercise.equivalent['))).toEqual([
      expect.stringMatching(
        /equivalent\[1\]\.mutant: commit without "owner=:worker" fails a timeline or schedule, so it is not equivalent: remove this entry$/,
      ),
      expect.stringMatching(
        /equivalent\[2\]\.mutant: no mutant of commit is "without "nothing""; its mutants are: without "id=:job"; /,
      ),
    ]);
  });
});

describe('declared wrong answers', () => {
  const WRONG = `  wrongAnswers:
    - sql: { commit: "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker" }
      says: This checks who finishes, not whether the lease is still live.
`;

  it('proves each one fails, and fails the lesson for one that passes', async () => {
    expect(await check(smallLesson({ extra: SMALL_VARIANTS + WRONG }))).toEqual([]);
    const passing = WRONG.replace(
      'AND owner=:worker',
      "AND owner=:worker AND lease_until > :now AND state='running'",
    );
    const issues = await check(smallLesson({ extra: SMALL_VARIANTS + passing }));
    expect(issues).toEqual([
      expect.stringMatching(
        /exercise\.wrongAnswers\[0\]\.sql: this wrong answer passes every timeline, variant and schedule: add a variant on which it fails, or remove it$/,
      ),
    ]);
  });

  it("matches the learner's SQL whatever its case, white space or final semicolon", async () => {
    const lesson = lessonOf(smallLesson({ extra: SMALL_VARIANTS + WRONG }));
    const says = 'This checks who finishes, not whether the lease is still live.';
    expect(
      matchWrongAnswer(lesson, {
        commit: "update jobs\n  SET state = 'done'\nWHERE id = :job and owner = :worker;",
      }),
    ).toBe(says);
    expect(
      matchWrongAnswer(lesson, {
        commit: "UPDATE jobs SET state='done' WHERE id=:job AND owner=:token",
      }),
    ).toBeNull();
    const report = await checkAnswer(
      lesson,
      { commit: "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker" },
      (s) => run(s),
    );
    expect(report.passed).toBe(false);
    expect(report.wrongAnswer).toBe(says);
  });

  it('compares SQL text without case, runs of white space or spaces around punctuation', () => {
    expect(sameSqlText('a = b', 'A=B;')).toBe(true);
    expect(sameSqlText("x IN ('ready', 'running')", "x in ('ready','running')")).toBe(true);
    expect(sameSqlText('a = b', 'a = c')).toBe(false);
    expect(sameSqlText('owner=:worker', 'owner=:workers')).toBe(false);
  });
});

describe('Check my SQL on every schedule', () => {
  it("fails SQL that passes every timeline but breaks a rule on some schedule, with the explorer's counterexample", async () => {
    const lesson = lessonOf(smallLesson({ extra: WITHOUT_CANCELLED, explore: CANCEL_MODEL }));
    const weak = { commit: FIXED.replace(" AND state='running'", '') };
    const report = await checkAnswer(lesson, weak, (s) => run(s), { explore: exploreVerdict });
    expect(report.timelines.every((t) => t.passed)).toBe(true);
    expect(report.passed).toBe(false);
    expect(report.schedules).toEqual([
      expect.objectContaining({ id: 'takeover', verdict: 'unsafe', passed: false }),
    ]);
    expect(report.schedules[0]?.summary).toMatch(
      /^Not safe: the shortest breaking schedule has \d+ actions( \([^)]*interchangeable\))?\..*cancel/,
    );
    const fixed = await checkAnswer(lesson, { commit: FIXED }, (s) => run(s), {
      explore: exploreVerdict,
    });
    expect(fixed.passed).toBe(true);
    expect(fixed.schedules[0]?.summary).toMatch(/^Safe on all [\d,]+ schedules/);
  });

  it('does not explore SQL that already fails a timeline', async () => {
    const lesson = lessonOf(smallLesson({ extra: WITHOUT_CANCELLED, explore: CANCEL_MODEL }));
    const report = await checkAnswer(
      lesson,
      { commit: "UPDATE jobs SET state='done' WHERE id=:job" },
      (s) => run(s),
      { explore: exploreVerdict },
    );
    expect(report.passed).toBe(false);
    expect(report.schedules).toEqual([]);
  });
});

describe('allowances (allow:)', () => {
  const withDiffer = async (text: string) =>
    (await checkLessons([{ file: FILE, text }], (s) => run(s), { differ: differInProcess })).issues
      .map(formatIssue)
      .filter((i) => i.includes('exercise.allow'));
  const allow = (example: string) => `  allow:
    - action: commit
      solution: accepted
      answer: rejected
      why: A finish one tick before the lease ends is as good.
      example:
        commit: "${example}"
`;

  it('are proved used: the example passes only because of the allowance', async () => {
    const stricter = FIXED.replace('lease_until > :now', 'lease_until > :now + 1');
    expect(await withDiffer(smallLesson({ extra: SMALL_VARIANTS + allow(stricter) }))).toEqual([]);
  });

  it('fail the lesson when nothing needs them', async () => {
    const same = FIXED.replace("state='running'", "state IN ('running')");
    expect(await withDiffer(smallLesson({ extra: SMALL_VARIANTS + allow(same) }))).toEqual([
      expect.stringMatching(
        /exercise\.allow\[0\]: no generated timeline needed this allowance for its example/,
      ),
    ]);
  });
});
