// Test helper: the suite a regression corpus of answers runs (answerCorpus.test.ts and
// holdoutCorpus.test.ts). Each corpus is a test file of its own so that the two run at once, on
// two test workers, instead of one after the other on one (#31: CI in 8 minutes).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lesson } from '../lessons/lesson';
import { failureSummary } from '../check/lessonCheck';
import { checkAsPage as check, lessonOf } from './checkLesson';

interface Answer {
  sql: Record<string, string>;
  why: string;
}
type Corpus = Record<string, { wrong: Answer[]; right: Answer[] }>;

/** Every lesson of lessons/, loaded as the app loads it. */
const shippedLessons = (): Lesson[] =>
  readdirSync('lessons')
    .filter((f) => f.endsWith('.lesson.yaml'))
    .sort()
    .map(lessonOf);

/**
 * Checks that Check my SQL, as the page runs it, refuses every wrong answer of `corpus` and
 * accepts every right one, lesson by lesson, and that the corpus covers every lesson.
 */
export function describeCorpus(name: string, corpus: Corpus) {
  const lessons = shippedLessons();
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
