// What a lesson page reads off a loaded lesson. Apart from lesson.ts, which parses and validates
// lesson files (yaml, zod): the page gets its lesson pre-built and needs neither.
import { runOrder } from '../../engine/runOrder';
import type { Scenario } from '../../engine/types';
import type { Lesson } from './lesson';

/** The scenario of a lesson with this id (undefined when there is none). */
export function lessonScenario(lesson: Lesson, id: string): Scenario | undefined {
  return lesson.scenarios.find((s) => s.id === id)?.scenario;
}

/** Run-order indices the learner predicts: as listed, else every step with an outcome but reads. */
export function predictSteps(lesson: Lesson): number[] {
  if (lesson.predict.steps) return lesson.predict.steps;
  const s = lessonScenario(lesson, lesson.predict.scenario);
  if (!s) return [];
  return runOrder(s.steps)
    .map((fileIndex, i) => ({ step: s.steps[fileIndex], i }))
    .filter(({ step }) => step && !['pause', 'crash', 'read'].includes(step.do))
    .map(({ i }) => i);
}
