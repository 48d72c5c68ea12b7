// Spaced repetition over plain data: every date is a number (ms since 1970), so a card's schedule
// can be persisted and exported as JSON and read back unchanged. What is due when, and the shapes;
// grading a card with ts-fsrs is fsrsGrade.ts, loaded when a card is first graded.

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

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
