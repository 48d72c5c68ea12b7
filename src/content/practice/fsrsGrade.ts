// Grading a review card with ts-fsrs (about 7 KB gzip), a module of its own: the store loads it
// when a card is first graded (modules.ts), so no first visit fetches it. Pure.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { CardState, ReviewEntry, ReviewRating } from './reviewSchedule';

const GRADE: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

// No fuzz: the same gradings at the same times give the same schedule (and the tests can say so).
const scheduler = fsrs({ enable_fuzz: false });

function toCard(c: CardState): Card {
  const card: Card = {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
  };
  if (c.lastReview !== null) card.last_review = new Date(c.lastReview);
  return card;
}

function fromCard(c: Card): CardState {
  return {
    due: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    lastReview: c.last_review ? c.last_review.getTime() : null,
  };
}

/** A card never reviewed: due now. */
export function newCardState(now: number): CardState {
  return fromCard(createEmptyCard(new Date(now)));
}

/** Grades a card at `now` (a card never seen starts new) and returns its next state and the log. */
export function gradeCard(
  id: string,
  card: CardState | undefined,
  rating: ReviewRating,
  now: number,
): { card: CardState; entry: ReviewEntry } {
  const next = fromCard(
    scheduler.next(toCard(card ?? newCardState(now)), new Date(now), GRADE[rating]).card,
  );
  return { card: next, entry: { card: id, rating, at: now, due: next.due } };
}
