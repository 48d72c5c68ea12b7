// The review slice: every question of the bank, lesson pitfall and follow-up is a card scheduled
// by ts-fsrs. Schedules and history are persisted.
import type { CardSource } from '../content/reviewCards';
import {
  emptyReview,
  exportReview,
  importReview,
  mergeReview,
  type ReviewData,
} from '../content/reviewFile';
import { gradeCard, type ReviewRating } from '../content/reviewSchedule';
import type { SliceContext } from './sliceContext';

export interface ReviewState extends ReviewData {
  /** Every card, from the lessons and any other source; loaded on first visit. */
  deck: CardSource[];
  deckStatus: 'idle' | 'loading' | 'ready';
  /** The card whose answer is shown. */
  revealed: string | null;
  /** The answer to the last import, for the UI to show. */
  importMessage: string | null;
}

export interface ReviewActions {
  loadReview(): Promise<void>;
  revealAnswer(id: string): void;
  gradeReview(id: string, rating: ReviewRating): void;
  exportReview(): string;
  importReview(text: string): boolean;
}

export function initialReview(): ReviewState {
  return { ...emptyReview(), deck: [], deckStatus: 'idle', revealed: null, importMessage: null };
}

export function reviewActions(ctx: SliceContext<'review'>): ReviewActions {
  const now = () => (ctx.deps.now ? ctx.deps.now() : Date.now());
  const state = () => ctx.get().review;

  return {
    async loadReview() {
      if (state().deckStatus !== 'idle') return;
      ctx.set({ deckStatus: 'loading' });
      const [{ loadLesson }, { loadQuestion }, cards, files, questionFiles] = await Promise.all([
        import('../content/lesson'),
        import('../content/question'),
        import('../content/reviewCards'),
        ctx.deps.lessons?.files() ?? Promise.resolve([]),
        ctx.deps.questions?.files() ?? Promise.resolve([]),
      ]);
      const lessons = files.flatMap((f) => {
        const r = loadLesson(f.text, f.file);
        return r.ok ? [r.lesson] : [];
      });
      lessons.sort((a, b) => a.order - b.order);
      // A file that does not load makes no card; the lesson and question checkers report it.
      const questions = questionFiles.flatMap((f) => {
        const r = loadQuestion(f.text, f.file);
        return r.ok ? [r.question] : [];
      });
      questions.sort((a, b) => Number(b.core) - Number(a.core) || a.id.localeCompare(b.id));
      const deck = cards.buildDeck(cards.questionCards(questions), cards.lessonCards(lessons));
      ctx.set({ deck, deckStatus: 'ready' });
    },

    revealAnswer: (id) => ctx.set({ revealed: id }),

    gradeReview(id, rating) {
      const { card, entry } = gradeCard(id, state().cards[id], rating, now());
      ctx.set({
        cards: { ...state().cards, [id]: card },
        history: [...state().history, entry],
        revealed: null,
      });
    },

    exportReview: () => exportReview({ cards: state().cards, history: state().history }, now()),

    importReview(text) {
      const r = importReview(text);
      if (!r.ok) {
        ctx.set({ importMessage: r.message });
        return false;
      }
      const merged = mergeReview({ cards: state().cards, history: state().history }, r.data);
      const n = Object.keys(r.data.cards).length;
      ctx.set({
        ...merged,
        importMessage: `Imported the schedule of ${n} card${n === 1 ? '' : 's'}.`,
      });
      return true;
    },
  };
}
