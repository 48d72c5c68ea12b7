// The regression corpus (testing/answerCorpus.ts): plausible wrong answers written without the
// lessons' own lists, each refused by Check my SQL as the page runs it, and different-but-right
// answers, each accepted. Most wrong ones pass every hand-written timeline: only the generated
// timelines (or a schedule) refuse them.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { differInProcess, exploreVerdict, run } from '../testing/engine';
import { loadLesson, type Lesson } from './lesson';
import { checkAnswer, failureSummary } from './lessonCheck';
import { ANSWER_CORPUS } from './testing/answerCorpus';

const lessons: Lesson[] = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .sort()
  .map((f) => {
    const r = loadLesson(readFileSync(`lessons/${f}`, 'utf8'), f);
    if (!r.ok) throw new Error(`${f} does not load`);
    return r.lesson;
  });

const check = (l: Lesson, sql: Record<string, string>) =>
  checkAnswer(l, { ...l.exercise.solution, ...sql }, (s) => run(s), {
    differ: differInProcess,
    explore: exploreVerdict,
  });

describe('the answer corpus', () => {
  it('has wrong and right answers for every lesson', () => {
    expect(Object.keys(ANSWER_CORPUS).sort()).toEqual(lessons.map((l) => l.id).sort());
    for (const c of Object.values(ANSWER_CORPUS)) {
      expect(c.wrong.length).toBeGreaterThanOrEqual(5);
      expect(c.right.length).toBeGreaterThanOrEqual(3);
    }
  });

  for (const l of lessons) {
    it(`refuses every wrong answer and accepts every right one: ${l.id}`, async () => {
      const corpus = ANSWER_CORPUS[l.id];
      if (!corpus) throw new Error(`no corpus for ${l.id}`);
      const passedWrong: string[] = [];
      for (const a of corpus.wrong) if ((await check(l, a.sql)).passed) passedWrong.push(a.why);
      const refusedRight: string[] = [];
      for (const a of corpus.right) {
        const report = await check(l, a.sql);
        if (!report.passed) refusedRight.push(`${a.why}: ${failureSummary(report)}`);
      }
      expect(passedWrong).toEqual([]);
      expect(refusedRight).toEqual([]);
    }, 60_000);
  }
});
