// Spaced repetition with ts-fsrs, over plain data: every date is a number (ms since 1970), so a
// card's schedule can be persisted and exported as JSON and read back unchanged.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

const GRADE: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** A card's FSRS state with dates as numbers. */
export interface CardState {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: number | null;
}

/** One grading, kept in the review history. */
export interface ReviewEntry {
  card: string;
  rating: ReviewRating;
  /** When it was graded. */
  at: number;
  /** When the card is due next. */
  due: number;
}

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

/** The end of the local day that holds `now`: what "due today" means. */
export function endOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

/** Cards due by the end of today (a card never reviewed is due), soonest first. */
export function dueToday<T extends { id: string }>(
  deck: readonly T[],
  cards: Record<string, CardState>,
  now: number,
): T[] {
  const end = endOfDay(now);
  const dueOf = (c: T) => cards[c.id]?.due ?? 0;
  return deck.filter((c) => dueOf(c) <= end).sort((a, b) => dueOf(a) - dueOf(b));
}

/** How many cards never seen before a day brings, unless the learner sets another number. */
export const DEFAULT_NEW_PER_DAY = 20;
/** The most new cards a day may bring (the setting's upper bound). */
export const MAX_NEW_PER_DAY = 500;

/** The start of the local day that holds `now`. */
export function startOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Today's review: the cards due, the new ones among them, and how many more new ones are left. */
export interface TodaysCards<T> {
  /** Cards seen before that are due by the end of today, soonest first, then today's new cards. */
  due: T[];
  /** New cards already started today (first graded today). */
  newStarted: number;
  /** New cards still to come today (at most the daily number, less those already started). */
  newLeft: number;
  /** Cards never seen that wait for a later day, past today's allowance. */
  newWaiting: number;
}

/**
 * Today's cards with at most `newPerDay` cards never seen before: a card first graded today
 * counts against the day's allowance, so a day brings that many new cards in all, whatever the
 * size of the deck. Cards seen before come back when due, without a limit. New cards come in
 * deck order.
 */
export function todaysCards<T extends { id: string }>(
  deck: readonly T[],
  cards: Record<string, CardState>,
  history: readonly ReviewEntry[],
  now: number,
  newPerDay: number,
): TodaysCards<T> {
  const start = startOfDay(now);
  const firstSeen = new Map<string, number>();
  for (const e of history) if (!firstSeen.has(e.card)) firstSeen.set(e.card, e.at);
  const newStarted = [...firstSeen.values()].filter((at) => at >= start).length;
  const fresh = deck.filter((c) => !Object.hasOwn(cards, c.id));
  const newLeft = Math.max(0, Math.min(fresh.length, newPerDay - newStarted));
  const seen = dueToday(
    deck.filter((c) => Object.hasOwn(cards, c.id)),
    cards,
    now,
  );
  return {
    due: [...seen, ...fresh.slice(0, newLeft)],
    newStarted,
    newLeft,
    newWaiting: fresh.length - newLeft,
  };
}
