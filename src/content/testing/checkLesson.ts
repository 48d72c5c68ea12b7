// Test helper: a lesson of lessons/ loaded as the app loads it, and an answer checked as Check my
// SQL checks it on the page (timelines, generated timelines, schedules). Never imported by the app.
import { readFileSync } from 'node:fs';
import { differInProcess, exploreVerdict, run } from '../../testing/engine';
import { loadLesson, type Lesson } from '../lessons/lesson';
import { checkAnswer } from '../check/lessonCheck';

/** The lesson of `lessons/<file>`; throws when it does not load. */
export function lessonOf(file: string): Lesson {
  const r = loadLesson(readFileSync(`lessons/${file}`, 'utf8'), file);
  if (!r.ok) throw new Error(`${file} does not load`);
  return r.lesson;
}

/** Checks `sql` (the solution for every action it does not name) as the page does. */
export const checkAsPage = (l: Lesson, sql: Record<string, string>) =>
  checkAnswer(l, { ...l.exercise.solution, ...sql }, (s) => run(s), {
    differ: differInProcess,
    explore: exploreVerdict,
  });
