// The lesson slice: the lesson list, the open lesson and the learner's progress (persisted).
// "Check my SQL" is the workbook slice's (workbookSlice.ts), which tells this one when an exercise
// is solved. Traces it runs are shown in the shared player.
// Its state is in lessonState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import {
  emptyProgress,
  exportProgress,
  hasOwnSql,
  importProgress,
  mergeProgress,
  type LessonProgress,
} from '../content/files/progressFile';
import type { Lesson } from '../content/lessons/lesson';
import type { Outcome } from '../engine/types';
import { sentenceGap, t } from '../i18n/i18n';
import { lessonLoader } from './contentLoad';
import { resolveLessonSql, withLessonSql } from '../content/lessons/lessonSql';
import { fileProblemText } from './fileText';
import type { SliceContext } from './sliceContext';
import type { LessonSql, TraceSource } from './traceSource';
import { clearCheckOf } from './workbookState';

export interface LessonActions {
  /**
   * Loads the lesson index, with each lesson's summary when `summaries` asks (the lesson list;
   * a lesson page shows only its neighbours' titles).
   */
  loadLessons(options?: { summaries?: boolean }): Promise<void>;
  /**
   * Opens a lesson and shows a timeline of it: the one named when the lesson has it, else its
   * first, with the SQL asked for (see `showScenario`); the playhead on `step` when given. The report stays while the same
   * lesson stays open.
   */
  openLesson(
    id: string,
    view?: { timeline: string | null; sql: LessonSql | null; step?: number | null },
  ): Promise<void>;
  /**
   * Runs one of the lesson's timelines in the player. An exercise timeline runs with the SQL
   * asked for — the starter, the learner's, or the solution once solved or asked to see — and
   * without a choice the starter until the learner has edited, then theirs. Other scenarios run
   * as written. Switching the SQL on the same timeline marks the outcomes that changed.
   */
  showScenario(id: string, sql: LessonSql | null, step?: number | null): Promise<void>;
  /** The learner asked to see the solution: it may now run on the exercise's timelines. */
  askSolution(): void;
  setLessonSql(action: string, sql: string): void;
  /** Checks the open lesson's exercise with the learner's SQL (the workbook slice does it). */
  checkLesson(): Promise<void>;
  /** The workbook's word on a check of lesson `id`: solved when it passed. */
  lessonChecked(id: string, passed: boolean): void;
  revealHint(): void;
  setPrediction(step: number, outcome: Outcome): void;
  submitPredictions(): void;
  resetLesson(): void;
  exportProgress(): Promise<string>;
  importProgress(text: string): Promise<boolean>;
}

export function lessonActions(ctx: SliceContext<'lesson'>): LessonActions {
  // The app's lessons are pre-built JSON: the index at once, each lesson when it is opened.
  const lessons = lessonLoader(ctx.deps.lessons, ctx.deps.modules);
  const now = () => (ctx.deps.now ? ctx.deps.now() : Date.now());
  const state = () => ctx.get().lesson;
  const progressOf = (id: string) => state().progress[id] ?? emptyProgress();
  const update = (id: string, patch: Partial<LessonProgress>) => {
    const current = progressOf(id);
    const status = current.status === 'not-started' ? 'in-progress' : current.status;
    ctx.set({ progress: { ...state().progress, [id]: { ...current, status, ...patch } } });
  };
  const open = () => {
    const { lesson } = state();
    return lesson ? { lesson, id: lesson.id } : null;
  };
  /**
   * A learner with SQL of their own will run and check it: meanwhile the SQL worker starts, the
   * checker's code loads, and the checker's worker makes the solution's runs of this lesson's
   * check, once per lesson.
   */
  let warmed: string | null = null;
  const warmChecker = (lesson: Lesson) => {
    if (warmed === lesson.id) return;
    warmed = lesson.id;
    ctx.deps.warmRun?.();
    const explorer = ctx.deps.explorer;
    if (!explorer?.warm) return;
    ctx.deps.modules.load('lessonCheck').then(
      ({ solutionAhead }) => {
        // Only for the lesson still open: another one has been warmed for since.
        if (warmed === lesson.id) explorer.warm?.(solutionAhead(lesson) ?? undefined);
      },
      () => explorer.warm?.(),
    );
  };

  const clearCheck = (id: string, options?: { others: boolean }) =>
    clearCheckOf(ctx, { kind: 'lesson', id }, options);

  return {
    async loadLessons(options = {}) {
      const withSummaries = options.summaries === true;
      const s = state();
      if (s.indexStatus === 'ready' && (s.indexSummaries || !withSummaries)) return;
      if (s.indexStatus === 'loading' && !withSummaries) return;
      if (s.indexStatus !== 'ready') ctx.set({ indexStatus: 'loading' });
      const { summaries, issues } = await lessons.index(withSummaries);
      // An index without the summaries, arriving after one with them, keeps them.
      if (!withSummaries && state().indexSummaries) return;
      ctx.set({
        index: summaries,
        indexIssues: issues,
        indexStatus: 'ready',
        indexSummaries: withSummaries,
      });
    },

    async openLesson(id, view) {
      // A lesson that arrives after a later call was made is not shown.
      const call = ctx.calls.begin('open');
      const lesson = await lessons.lesson(id);
      // A lesson the build gave its neighbours shows them itself: the index, and every other
      // lesson's title with it, is fetched only for one loaded from YAML (neighbours.ts).
      if (lesson && !lesson.neighbours) await this.loadLessons();
      if (!call.current()) return;
      if (!lesson) {
        ctx.set({ openId: id, lesson: null, view: null });
        clearCheck(id, { others: true });
        return;
      }
      if (state().openId !== id || state().lesson !== lesson) {
        ctx.set({ openId: id, lesson, view: null, solutionAsked: false });
        clearCheck(id, { others: true });
      }
      if (hasOwnSql(progressOf(id))) warmChecker(lesson);
      const first = lesson.scenarios[0]?.id ?? lesson.exercise.scenario;
      // A timeline the lesson does not have (an old link, a typo) opens the first one instead.
      const asked = view?.timeline;
      const known =
        asked !== undefined &&
        asked !== null &&
        [...lesson.scenarios, ...lesson.exercise.variants].some((s) => s.id === asked);
      if (known) await this.showScenario(asked, view?.sql ?? null, view?.step);
      else await this.showScenario(first, null);
    },

    async showScenario(scenarioId, asked, step) {
      const o = open();
      if (!o) return;
      const entry =
        o.lesson.scenarios.find((s) => s.id === scenarioId) ??
        o.lesson.exercise.variants.find((s) => s.id === scenarioId);
      if (!entry) return;
      const progress = state().progress[o.id];
      const sql = resolveLessonSql(o.lesson, progress, scenarioId, asked, state().solutionAsked);
      const scenario = withLessonSql(o.lesson, progress, entry.scenario, sql);
      ctx.set({ view: { scenario: scenarioId, sql } });
      const options = {
        source: { kind: 'lesson', lesson: o.id, timeline: scenarioId, sql } as const,
        // Switching the SQL on the same timeline (starter, yours, solution) marks what changed.
        compare: (shown: TraceSource) =>
          shown.kind === 'lesson' && shown.lesson === o.id && shown.timeline === scenarioId,
        ...(step === undefined || step === null ? {} : { step }),
      };
      // Run at build time with the SQL a first visit opens (the starter, or as written; never a
      // learner's): shown at once, without the SQL worker. A run on its way must not land over it.
      const built = o.lesson.builtTrace;
      if (built && built.timeline === scenarioId && built.sql === sql) {
        ctx.actions().beginRun();
        ctx.actions().show(built.trace, options);
        return;
      }
      await ctx.actions().runAndShow(scenario, options);
    },

    askSolution() {
      if (open()) ctx.set({ solutionAsked: true });
    },

    setLessonSql(action, sql) {
      const o = open();
      if (!o) return;
      warmChecker(o.lesson);
      const mine = { ...progressOf(o.id).sql };
      if (sql === o.lesson.exercise.starter[action]) delete mine[action];
      else mine[action] = sql;
      update(o.id, { sql: mine });
    },

    async checkLesson() {
      const o = open();
      if (o) await ctx.actions().checkWorkbook({ kind: 'lesson', id: o.id });
    },

    lessonChecked(id, passed) {
      if (passed) update(id, { status: 'solved', solvedAt: progressOf(id).solvedAt ?? now() });
      else update(id, {});
    },

    revealHint() {
      const o = open();
      if (!o) return;
      const hints = Math.min(progressOf(o.id).hints + 1, o.lesson.exercise.hints.length);
      update(o.id, { hints });
    },

    setPrediction(step, outcome) {
      const o = open();
      if (!o) return;
      update(o.id, { predictions: { ...progressOf(o.id).predictions, [String(step)]: outcome } });
    },

    submitPredictions() {
      const o = open();
      if (o) update(o.id, { predicted: true });
    },

    resetLesson() {
      const o = open();
      if (!o) return;
      const was = progressOf(o.id);
      const fresh = {
        ...emptyProgress(),
        status: was.status === 'solved' ? 'solved' : 'not-started',
        solvedAt: was.solvedAt,
      };
      ctx.set({
        solutionAsked: false,
        progress: { ...state().progress, [o.id]: fresh as LessonProgress },
      });
      clearCheck(o.id);
    },

    exportProgress: async () => exportProgress(state().progress, now()),

    async importProgress(text) {
      const r = importProgress(text);
      if (!r.ok) {
        ctx.set({ importMessage: fileProblemText('progress', r.problem) });
        return false;
      }
      const n = Object.keys(r.lessons).length;
      const { progress, keptHere } = mergeProgress(state().progress, r.lessons);
      const imported = t('state.lesson.imported', { n });
      ctx.set({
        progress,
        importMessage:
          keptHere === 0
            ? imported
            : `${imported}${sentenceGap()}${t('state.lesson.importKeptHere', { n: keptHere })}`,
      });
      return true;
    },
  };
}
