// A practice round's self-grade, saved to the review schedule: which review card the round is
// (the question itself, or a follow-up on its ladder), and the review rating a self-grade means.
import type { ReviewRating } from '../content/practice/reviewSchedule';
import type { Grade } from './practiceState';

/** What the rubric's grades mean to the review schedule: "not yet" is a lapse, "senior" easy. */
export const RATING_OF_GRADE: Readonly<Record<Grade, ReviewRating>> = {
  'not-yet': 'again',
  basic: 'hard',
  solid: 'good',
  senior: 'easy',
};

/**
 * The review card of a question (`path` []) or of a follow-up on its ladder: the ids the deck
 * gives them (content/practice/reviewCards.ts, `questionCards`), so a grade here and a grade on
 * the review page schedule the same card.
 */
export function reviewCardOf(questionId: string, path: readonly number[]): string {
  const card = `question/${questionId}`;
  return path.length === 0 ? card : `${card}/follow-up/${path.join('.')}`;
}

/** A self-grade saved to the review schedule, for the page to confirm. */
export interface SavedGrade {
  card: string;
  grade: Grade;
  /** Key points the learner ticked, of how many (0 of 0 for a follow-up). */
  ticked: number;
  keyPoints: number;
  /** When it was saved, and when the card is due in review next. */
  at: number;
  due: number;
}
