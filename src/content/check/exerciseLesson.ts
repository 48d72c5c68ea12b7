// A shared exercise as the smallest lesson that a lesson's tools take as they are: `checkAnswer`
// (lessonCheck.ts) checks the learner's SQL on it, with the same sentences, and `predictSteps`
// (lessonView.ts) says which steps the learner predicts. Pure.
import type { Lesson } from '../lessons/lesson';
import type { SharedExercise } from '../links/exerciseLink';

/** The id of the one timeline an exercise has, in its lesson form and its check report. */
export const EXERCISE_TIMELINE = 'exercise';

/**
 * The exercise as a lesson with one scenario, predicted and exercised, whose edited actions are
 * the exercise's. It has no solution (the link carries none), no wrong answers and no variants:
 * the check is the scenario's `expect:`s, and no violation when the exercise asks for safety.
 */
export function exerciseAsLesson(ex: SharedExercise): Lesson {
  return {
    id: 'shared-exercise',
    title: ex.title,
    order: 1,
    prerequisites: [],
    track: 'fundamentals',
    summary: '',
    sections: [],
    file: null,
    scenarios: [{ id: EXERCISE_TIMELINE, scenario: ex.scenario }],
    predict: { scenario: EXERCISE_TIMELINE, prompt: '' },
    exercise: {
      scenario: EXERCISE_TIMELINE,
      prompt: ex.instructions,
      edit: ex.edit,
      starter: ex.starter,
      solution: {},
      safe: ex.safe,
      variants: [],
      wrongAnswers: [],
      equivalent: [],
      allow: [],
      tables: [],
      hints: [],
      explanation: '',
    },
    followUps: [],
    transfer: [],
    pitfalls: [],
    selfCheck: { basic: [], solid: [], senior: [] },
    references: [],
    lineOf: () => null,
  };
}
