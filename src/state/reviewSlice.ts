// The review slice: every question of the bank, lesson pitfall and follow-up is a card scheduled
// by ts-fsrs (loaded on the first grading). Schedules and history are persisted.
// Its state is in reviewState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import { exportReview, importReview, mergeReview } from '../content/files/reviewFile';
import { MAX_NEW_PER_DAY, type ReviewRating } from '../content/practice/reviewSchedule';
import { byCodeUnits } from '../engine/codeUnitOrder';
import { t } from '../i18n/i18n';
import { lessonLoader, questionLoader } from './contentLoad';
import { fileProblemText } from './fileText';
import type { SliceContext } from './sliceContext';

export interface ReviewActions {
  loadReview(): Promise<void>;
  revealAnswer(id: string): void;
  /** Grades a card (ts-fsrs is loaded on the first grading); resolves once it is saved. */
  gradeReview(id: string, rating: ReviewRating): Promise<void>;
  /** Sets the daily number of new cards (a whole number from 0 to MAX_NEW_PER_DAY). */
  setNewPerDay(n: number): void;
  exportReview(): Promise<string>;
  importReview(text: string): Promise<boolean>;
}

export function reviewActions(ctx: SliceContext<'review'>): ReviewActions {
  const now = () => (ctx.deps.now ? ctx.deps.now() : Date.now());
  const state = () => ctx.get().review;

  return {
    async loadReview() {
      if (state().deckStatus !== 'idle') return;
      ctx.set({ deckStatus: 'loading' });
      // A file that does not load makes no card; the lesson and question checkers report it.
      const [cards, all, bank] = await Promise.all([
        ctx.deps.modules.load('reviewCards'),
        lessonLoader(ctx.deps.lessons, ctx.deps.modules).all(),
        questionLoader(ctx.deps.questions, ctx.deps.modules).all(),
      ]);
      const lessons = [...all].sort((a, b) => a.order - b.order);
      const questions = [...bank.questions];
      questions.sort((a, b) => Number(b.core) - Number(a.core) || byCodeUnits(a.id, b.id));
      const deck = cards.buildDeck(cards.questionCards(questions), cards.lessonCards(lessons));
      ctx.set({ deck, deckStatus: 'ready' });
    },

    revealAnswer: (id) => ctx.set({ revealed: id }),

    async gradeReview(id, rating) {
      const at = now();
      const { gradeCard } = await ctx.deps.modules.load('fsrsGrade');
      const { card, entry } = gradeCard(id, state().cards[id], rating, at);
      ctx.set({
        cards: { ...state().cards, [id]: card },
        history: [...state().history, entry],
        revealed: null,
      });
    },

    setNewPerDay(n) {
      if (!Number.isFinite(n)) return;
      ctx.set({ newPerDay: Math.min(MAX_NEW_PER_DAY, Math.max(0, Math.round(n))) });
    },

    exportReview: async () =>
      exportReview({ cards: state().cards, history: state().history }, now()),

    async importReview(text) {
      const r = importReview(text);
      if (!r.ok) {
        ctx.set({ importMessage: fileProblemText('review', r.problem) });
        return false;
      }
      const merged = mergeReview({ cards: state().cards, history: state().history }, r.data);
      const n = Object.keys(r.data.cards).length;
      ctx.set({
        ...merged,
        importMessage: t('state.review.imported', { n }),
      });
      return true;
    },
  };
}
