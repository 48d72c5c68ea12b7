// Check my SQL on a shared exercise (`/exercise#x=…`): the page's and `cli check`'s one way to
// grade a learner's SQL on an exercise link. Pure: it runs scenarios through the host's `run`.
import type { SharedExercise } from './exerciseLink';
import { exerciseAsLesson } from './exerciseLesson';
import { checkAnswer, type AnswerReport, type RunScenario } from './lessonCheck';

/** The learner's SQL for the exercise's edited actions, checked as a one-timeline lesson. */
export async function checkSharedExercise(
  exercise: SharedExercise,
  sql: Record<string, string>,
  run: RunScenario,
): Promise<AnswerReport> {
  return checkAnswer(exerciseAsLesson(exercise), sql, run);
}
