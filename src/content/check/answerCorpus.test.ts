// The regression corpora: plausible wrong answers written without the lessons' own lists, each
// refused by Check my SQL as the page runs it, and different-but-right answers, each accepted.
// testing/answerCorpus.ts was written first; testing/holdoutCorpus.ts later, by a reviewer who saw
// neither it nor the checker's generator. Most wrong ones pass every hand-written timeline: only
// the generated timelines (or a schedule) refuse them.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lesson } from '../lessons/lesson';
import { failureSummary } from './lessonCheck';
import { ANSWER_CORPUS } from '../testing/answerCorpus';
import { checkAsPage as check, lessonOf } from '../testing/checkLesson';
import { HOLDOUT_CORPUS } from '../testing/holdoutCorpus';

const CORPORA = { answer: ANSWER_CORPUS, holdout: HOLDOUT_CORPUS };

const lessons: Lesson[] = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .sort()
  .map(lessonOf);

for (const [name, corpus] of Object.entries(CORPORA)) {
  describe(`the ${name} corpus`, () => {
    it('has wrong and right answers for every lesson', () => {
      expect(Object.keys(corpus).sort()).toEqual(lessons.map((l) => l.id).sort());
      for (const c of Object.values(corpus)) {
        expect(c.wrong.length).toBeGreaterThanOrEqual(5);
        expect(c.right.length).toBeGreaterThanOrEqual(3);
      }
    });

    for (const l of lessons) {
      it(`refuses every wrong answer and accepts every right one: ${l.id}`, async () => {
        const answers = corpus[l.id];
        if (!answers) throw new Error(`no ${name} corpus for ${l.id}`);
        const passedWrong: string[] = [];
        for (const a of answers.wrong) if ((await check(l, a.sql)).passed) passedWrong.push(a.why);
        const refusedRight: string[] = [];
        for (const a of answers.right) {
          const report = await check(l, a.sql);
          if (!report.passed) refusedRight.push(`${a.why}: ${failureSummary(report)}`);
        }
        expect(passedWrong).toEqual([]);
        expect(refusedRight).toEqual([]);
      }, 90_000);
    }
  });
}
