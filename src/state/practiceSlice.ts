// The practice slice: the question bank, one practice round (answer, timer, reveal, self-grade,
// follow-ups) and a mock interview of several rounds. Times come from deps.now, so tests set them.
// A practice round's self-grade is saved to the review slice's schedule when the learner says so.
// Its state is in practiceState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import { followUpAt } from '../content/practice/followUps';
import { questionLoader } from './contentLoad';
import { coreQuestion, mockPlan } from './practicePlan';
import { RATING_OF_GRADE, reviewCardOf, type SavedGrade } from './practiceGrade';
import type { SliceContext } from './sliceContext';
import { keptWith, sameRound } from './practiceKept';
import { type Grade, type RoundPlace, type Round, type TimerSettings } from './practiceState';

export interface PracticeActions {
  /** Loads every question (and the titles). */
  loadQuestions(): Promise<void>;
  /** Loads the titles only. */
  loadBank(): Promise<void>;
  /**
   * What the practice page's address asks for (`?question=<id>`): that question, keeping the
   * round (and the answer typed) when it is the one already open. None, or an unknown id: the
   * round already open, else the bank's core question. Opened as chooseQuestion does.
   */
  openQuestion(questionId: string | null): Promise<void>;
  /**
   * This question, once it is loaded (the picker, the random draw): the round kept for it (where
   * it was left, answer and all), else a new one.
   */
  chooseQuestion(questionId: string): Promise<void>;
  /** A new round of a loaded question, whatever round is kept for it ("Start again"). */
  startRound(questionId: string): void;
  setRoundAnswer(place: RoundPlace, text: string): void;
  revealRound(place: RoundPlace): void;
  gradeRound(place: RoundPlace, grade: Grade): void;
  /** Saves the practice round's self-grade to the review schedule (once per round). */
  saveGrade(): Promise<void>;
  toggleKeyPoint(place: RoundPlace, label: string): void;
  /** The practice round moves to a follow-up of the current item (child `index`). */
  askFollowUp(index: number): void;
  setTimer(patch: Partial<TimerSettings>): void;
  /** A mock interview of these questions, each followed by up to `followUps` ladder steps. */
  startMock(questionIds: string[], followUps: number): void;
  /** Records the current mock round (revealing it if need be) and starts the next. */
  nextMockRound(): void;
  endMock(): void;
}

export function practiceActions(ctx: SliceContext<'practice'>): PracticeActions {
  const now = () => (ctx.deps.now ? ctx.deps.now() : Date.now());
  const state = () => ctx.get().practice;
  // The app's bank is pre-built JSON; tests give YAML files, checked as they load.
  const bank = questionLoader(ctx.deps.questions, ctx.deps.modules);
  /** A self-grade is being saved (grading waits for ts-fsrs on the first one). */
  let saving = false;
  const fresh = (questionId: string, path: number[]): Round => ({
    questionId,
    path,
    answer: '',
    startedAt: now(),
    usedMs: null,
    grade: null,
    covered: [],
  });
  const roundAt = (place: RoundPlace) =>
    place === 'practice' ? state().round : (state().mock?.round ?? null);
  /** The practice round on screen, kept for its question too (a reload comes back to it). */
  const showRound = (round: Round, saved: SavedGrade | null) => {
    ctx.set({ round, saved, kept: keptWith(state().kept, { round, saved }) });
  };
  const patchRound = (place: RoundPlace, patch: (r: Round) => Partial<Round>) => {
    const r = roundAt(place);
    if (!r) return;
    const next = { ...r, ...patch(r) };
    if (place === 'practice') showRound(next, state().saved);
    else {
      const mock = state().mock;
      if (mock) ctx.set({ mock: { ...mock, round: next } });
    }
  };
  const revealed = (r: Round): Round =>
    r.usedMs === null ? { ...r, usedMs: Math.max(0, now() - r.startedAt) } : r;
  // One load of the bank, which every caller waits for (the page and the address alike).
  let loading: Promise<void> | null = null;
  let loadingBank: Promise<void> | null = null;
  /** Counts the questions asked for, so that only the last one asked opens. */
  let asked = 0;
  /** Loads one question into `questions` (it may be there already); false when there is none. */
  const ensure = async (id: string): Promise<boolean> => {
    if (state().questions.some((q) => q.id === id)) return true;
    const q = await bank.one(id);
    if (!q) return false;
    const { questions } = state();
    if (!questions.some((x) => x.id === id)) ctx.set({ questions: [...questions, q] });
    return true;
  };

  return {
    loadQuestions() {
      if (state().status === 'ready') return Promise.resolve();
      loading ??= (async () => {
        ctx.set({ status: 'loading' });
        // In the picker's order, as the loader gives them (content/practice/pickerOrder.ts).
        const { questions, issues } = await bank.all();
        const titles = questions.map(({ id, title, core }) => ({ id, title, core }));
        ctx.set({ questions, bank: titles, issues, status: 'ready' });
      })();
      return loading;
    },

    loadBank() {
      if (state().bank) return Promise.resolve();
      loadingBank ??= (async () => {
        const loaded = await bank.summaries();
        if (!state().bank) ctx.set({ bank: loaded.summaries, issues: loaded.issues });
      })();
      return loadingBank;
    },

    async openQuestion(questionId) {
      await ctx.actions().loadBank();
      const titles = state().bank ?? [];
      const { round } = state();
      const named = titles.find((q) => q.id === questionId);
      if (named ? round?.questionId === named.id : round) return;
      const open = named ?? coreQuestion(titles);
      if (open) await ctx.actions().chooseQuestion(open.id);
    },

    async chooseQuestion(questionId) {
      const mine = ++asked;
      try {
        if (!(await ensure(questionId)) || mine !== asked) return;
        const kept = state().kept[questionId];
        const q = state().questions.find((x) => x.id === questionId);
        // A kept follow-up the question no longer has (its file changed since) is not resumed.
        if (kept && q && (kept.round.path.length === 0 || followUpAt(q.followUps, kept.round.path)))
          showRound(kept.round, kept.saved);
        else ctx.actions().startRound(questionId);
      } catch (e) {
        // Not fetched (offline, say): said where the bank's issues are; the page stays usable.
        const why = e instanceof Error ? e.message : String(e);
        ctx.set({ issues: [...state().issues, why] });
      }
    },

    startRound(questionId) {
      if (!state().questions.some((q) => q.id === questionId)) return;
      showRound(fresh(questionId, []), null);
    },

    setRoundAnswer(place, text) {
      patchRound(place, () => ({ answer: text }));
    },

    revealRound(place) {
      patchRound(place, (r) => revealed(r));
    },

    gradeRound(place, grade) {
      if (place === 'practice' && state().saved) return;
      patchRound(place, () => ({ grade }));
    },

    async saveGrade() {
      const r = state().round;
      const q = r && state().questions.find((x) => x.id === r.questionId);
      if (!r || !q || r.usedMs === null || r.grade === null || state().saved || saving) return;
      const card = reviewCardOf(r.questionId, r.path);
      // Saved once: a second click while the first is grading does nothing.
      saving = true;
      try {
        await ctx.actions().gradeReview(card, RATING_OF_GRADE[r.grade]);
      } finally {
        saving = false;
      }
      const entry = ctx.get().review.history.at(-1);
      if (entry?.card !== card) return;
      const followUp = r.path.length > 0;
      const saved: SavedGrade = {
        card,
        grade: r.grade,
        ticked: followUp ? 0 : q.keyPoints.filter((k) => r.covered.includes(k.label)).length,
        keyPoints: followUp ? 0 : q.keyPoints.length,
        at: entry.at,
        due: entry.due,
      };
      // The round graded may have been left while ts-fsrs loaded: its kept copy says so then.
      const { round: shown, kept } = state();
      const left = kept[r.questionId];
      if (shown && sameRound(shown, r)) showRound(shown, saved);
      else if (left && sameRound(left.round, r))
        ctx.set({ kept: { ...kept, [r.questionId]: { ...left, saved } } });
    },

    toggleKeyPoint(place, label) {
      patchRound(place, (r) => ({
        covered: r.covered.includes(label)
          ? r.covered.filter((l) => l !== label)
          : [...r.covered, label],
      }));
    },

    askFollowUp(index) {
      const r = state().round;
      const q = r && state().questions.find((x) => x.id === r.questionId);
      if (!r || !q || !followUpAt(q.followUps, [...r.path, index])) return;
      showRound(fresh(r.questionId, [...r.path, index]), null);
    },

    setTimer(patch) {
      const next = { ...state().timer, ...patch };
      const seconds = Math.round(next.seconds);
      next.seconds = Number.isFinite(seconds) ? Math.min(3600, Math.max(10, seconds)) : 120;
      ctx.set({ timer: next });
    },

    startMock(questionIds, followUps) {
      const plan = mockPlan(state().questions, questionIds, Math.max(0, followUps));
      const first = plan[0];
      if (!first) return;
      ctx.set({
        mock: { plan, done: [], round: fresh(first.questionId, first.path) },
      });
    },

    nextMockRound() {
      const mock = state().mock;
      if (!mock?.round) return;
      const done = [...mock.done, revealed(mock.round)];
      const next = mock.plan[done.length];
      ctx.set({
        mock: { ...mock, done, round: next ? fresh(next.questionId, next.path) : null },
      });
    },

    endMock() {
      ctx.set({ mock: null });
    },
  };
}
