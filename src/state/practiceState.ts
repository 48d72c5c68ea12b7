// The practice slice's state: the question bank, the rounds answered, the timer and a mock
// interview in progress.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { Question } from '../content/practice/question';
import type { QuestionSummary } from './deps';
import { type SavedGrade } from './practiceGrade';

export type Grade = 'not-yet' | 'basic' | 'solid' | 'senior';

export const GRADES: readonly Grade[] = ['not-yet', 'basic', 'solid', 'senior'];

/** Where a round lives: the free practice round or the mock interview's current one. */
export type RoundPlace = 'practice' | 'mock';

export interface Round {
  questionId: string;
  /** Indices into the question's follow-up ladder; [] for the question itself. */
  path: number[];
  answer: string;
  startedAt: number;
  /** Milliseconds from the start to the reveal; null until revealed. */
  usedMs: number | null;
  grade: Grade | null;
  /** Labels of the key points the learner ticked as covered (their call, not the matcher's). */
  covered: string[];
}

export interface MockSession {
  plan: { questionId: string; path: number[] }[];
  /** The finished rounds, in order. */
  done: Round[];
  /** The round being answered; null when the session is over. */
  round: Round | null;
}

/** A practice round kept for its question, with its self-grade once saved. */
export interface KeptRound {
  round: Round;
  saved: SavedGrade | null;
}

/** How many questions' rounds are kept: the ones started last. */
export const MAX_KEPT_ROUNDS = 30;

export interface TimerSettings {
  on: boolean;
  seconds: number;
}

export const DEFAULT_TIMER: TimerSettings = { on: true, seconds: 120 };

export interface PracticeState {
  /**
   * The bank's titles, core first then by title (what the picker lists); null until loaded. The
   * practice page needs no more, and fetches only the question it opens.
   */
  bank: QuestionSummary[] | null;
  /** The questions loaded: every one once `status` is ready, else those opened so far. */
  questions: Question[];
  /** Whether every question is loaded (a mock interview and the review deck need them all). */
  status: 'idle' | 'loading' | 'ready';
  /** Formatted issues of question files that did not load. */
  issues: string[];
  round: Round | null;
  /** The practice round's self-grade once saved to the review schedule; null until then. */
  saved: SavedGrade | null;
  /**
   * Persisted: the last practice round of each question answered (its follow-up, its answer, its
   * self-grade), so a reload or a trip to another question comes back to it. Written with
   * `round` and `saved` (practiceSlice.ts), at most MAX_KEPT_ROUNDS.
   */
  kept: Record<string, KeptRound>;
  /** Persisted: the learner's timer preference. */
  timer: TimerSettings;
  /** Persisted: a mock interview survives a reload. */
  mock: MockSession | null;
}

export function initialPractice(): PracticeState {
  return {
    bank: null,
    questions: [],
    status: 'idle',
    issues: [],
    round: null,
    saved: null,
    kept: {},
    timer: DEFAULT_TIMER,
    mock: null,
  };
}
