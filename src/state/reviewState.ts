// The review slice's state: the cards due, their schedules and the history of grades.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { CardSource } from '../content/practice/reviewCards';
import { emptyReview, type ReviewData } from '../content/files/reviewFile';
import { DEFAULT_NEW_PER_DAY } from '../content/practice/reviewSchedule';

export interface ReviewState extends ReviewData {
  /** Every card, from the lessons and any other source; loaded on first visit. */
  deck: CardSource[];
  deckStatus: 'idle' | 'loading' | 'ready';
  /** The card whose answer is shown. */
  revealed: string | null;
  /** The answer to the last import, for the UI to show. */
  importMessage: string | null;
  /** How many cards never seen before a day brings. Persisted. */
  newPerDay: number;
}

export function initialReview(): ReviewState {
  return {
    ...emptyReview(),
    deck: [],
    deckStatus: 'idle',
    revealed: null,
    importMessage: null,
    newPerDay: DEFAULT_NEW_PER_DAY,
  };
}
