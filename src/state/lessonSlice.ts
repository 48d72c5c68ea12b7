// The lesson slice: the lesson list, the open lesson, the learner's progress (persisted) and the
// last "Check my SQL" report. Traces it runs are shown in the shared player.
import type { Lesson } from '../content/lessons/lesson';
import type { AnswerReport, CheckProgress } from '../content/check/lessonCheck';
import {
  emptyProgress,
  exportProgress,
  importProgress,
  mergeProgress,
  type LessonProgress,
} from '../content/files/progressFile';
import type { Difference } from '../engine/differ/search';
import type { Outcome, Scenario, Trace } from '../engine/types';
import { t } from '../i18n/i18n';
import { lessonLoader } from './contentLoad';
import type { LessonSummary } from './deps';
import { lessonExplorer } from './lessonExplore';
import { learnerSql, resolveLessonSql, withLessonSql } from '../content/lessons/lessonSql';
import { fileProblemText } from './fileText';
import type { SliceContext } from './sliceContext';
import type { LessonSql } from './traceSource';

export { learnerSql } from '../content/lessons/lessonSql';
export type { LessonSummary } from './deps';

export interface LessonState {
  /** Every lesson, sorted by order; loaded on first visit. */
  index: LessonSummary[];
  indexStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** Formatted issues of lesson files that did not load. */
  indexIssues: string[];
  openId: string | null;
  lesson: Lesson | null;
  /** The scenario the player shows, and the SQL it runs with. */
  view: { scenario: string; sql: LessonSql } | null;
  /** The learner asked to see the open lesson's solution, so it may run on its timelines. */
  solutionAsked: boolean;
  checking: boolean;
  /** How far the running check has come (null when none runs). */
  checkProgress: CheckProgress | null;
  report: AnswerReport | null;
  /**
   * The report's generated timeline that tells the learner's SQL from the solution, run with each
   * (the solution's run without its SQL), and where they part (a run-order index). Null when the
   * report has none.
   */
  difference: { mine: Trace; solution: Trace; step: number } | null;
  /** Why the last check could not run (the SQL worker failed), if it could not. */
  checkError: string | null;
  /** Per lesson id. Persisted. */
  progress: Record<string, LessonProgress>;
  /** The answer to the last import, for the UI to show. */
  importMessage: string | null;
}

export interface LessonActions {
  loadLessons(): Promise<void>;
  /**
   * Opens a lesson and shows a timeline of it: the one named, else its first, with the SQL asked
   * for (see `showScenario`); the playhead on `step` when given. The report stays while the same
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
  /**
   * Checks the learner's SQL on every timeline and variant and, when they pass, on every schedule
   * of the exercise's explore: models (through the explorer slice, which shows the progress).
   */
  checkLesson(): Promise<void>;
  /** Shows the report's generated timeline in the player, with the learner's SQL, where the runs part. */
  showLessonDifference(): void;
  revealHint(): void;
  setPrediction(step: number, outcome: Outcome): void;
  submitPredictions(): void;
  resetLesson(): void;
  exportProgress(): string;
  importProgress(text: string): boolean;
}

export function initialLesson(): LessonState {
  return {
    index: [],
    indexStatus: 'idle',
    indexIssues: [],
    openId: null,
    lesson: null,
    view: null,
    solutionAsked: false,
    checking: false,
    checkProgress: null,
    report: null,
    difference: null,
    checkError: null,
    progress: {},
    importMessage: null,
  };
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
  /** A learner with SQL of their own will check it: the checker's worker gets ready meanwhile. */
  let warmed = false;
  const warmChecker = () => {
    if (warmed) return;
    warmed = true;
    ctx.deps.explorer?.warm?.();
  };

  return {
    async loadLessons() {
      if (state().indexStatus === 'ready' || state().indexStatus === 'loading') return;
      ctx.set({ indexStatus: 'loading' });
      const { summaries, issues } = await lessons.index();
      ctx.set({ index: summaries, indexIssues: issues, indexStatus: 'ready' });
    },

    async openLesson(id, view) {
      // A lesson that arrives after a later call was made is not shown.
      const call = ctx.calls.begin('open');
      const [, lesson] = await Promise.all([this.loadLessons(), lessons.lesson(id)]);
      if (!call.current()) return;
      if (!lesson) {
        ctx.set({
          openId: id,
          lesson: null,
          report: null,
          difference: null,
          checkError: null,
          view: null,
        });
        return;
      }
      if (state().openId !== id || state().lesson !== lesson) {
        const fresh = {
          report: null,
          difference: null,
          checkError: null,
          view: null,
          solutionAsked: false,
        };
        ctx.set({ openId: id, lesson, ...fresh });
      }
      if (Object.keys(progressOf(id).sql).length > 0) warmChecker();
      const first = lesson.scenarios[0]?.id ?? lesson.exercise.scenario;
      const timeline = view?.timeline ?? first;
      await this.showScenario(timeline, view?.timeline ? view.sql : null, view?.step);
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
      await ctx.actions().runAndShow(scenario, {
        source: { kind: 'lesson', lesson: o.id, timeline: scenarioId, sql },
        // Switching the SQL on the same timeline (starter, yours, solution) marks what changed.
        compare: (shown) =>
          shown.kind === 'lesson' && shown.lesson === o.id && shown.timeline === scenarioId,
        ...(step === undefined || step === null ? {} : { step }),
      });
    },

    askSolution() {
      if (open()) ctx.set({ solutionAsked: true });
    },

    setLessonSql(action, sql) {
      const o = open();
      if (!o) return;
      warmChecker();
      const mine = { ...progressOf(o.id).sql };
      if (sql === o.lesson.exercise.starter[action]) delete mine[action];
      else mine[action] = sql;
      update(o.id, { sql: mine });
    },

    async checkLesson() {
      const o = open();
      if (!o) return;
      // A new check clears the old report at once: what shows is never the last SQL's verdict,
      // and an older check still running never lands over it.
      const call = ctx.calls.begin('check');
      const mineNow = () => call.current() && state().openId === o.id;
      const run = (s: Scenario) => ctx.deps.run(s, call.signal);
      ctx.set({
        checking: true,
        checkError: null,
        report: null,
        difference: null,
        checkProgress: null,
      });
      try {
        const { checkAnswer } = await ctx.deps.modules.load('lessonCheck');
        const report = await checkAnswer(o.lesson, learnerSql(o.lesson, progressOf(o.id)), run, {
          explore: lessonExplorer(ctx, o.id),
          differ: ctx.deps.explorer?.differ?.bind(ctx.deps.explorer),
          onProgress: (checkProgress) => {
            if (mineNow()) ctx.set({ checkProgress });
          },
        });
        if (!mineNow()) return;
        const found = report.generated?.difference;
        const difference = found ? await differenceRuns(o.lesson, found, run) : null;
        if (!mineNow()) return;
        ctx.set({ report, difference, checking: false, checkProgress: null });
        // What tells the SQL apart is shown at once: the shortest timeline, or the shortest schedule.
        if (difference) this.showLessonDifference();
        else if (report.schedules.some((x) => x.verdict === 'unsafe'))
          ctx.actions().showCounterexample();
        if (report.passed) {
          const p = progressOf(o.id);
          update(o.id, { status: 'solved', solvedAt: p.solvedAt ?? now() });
        } else update(o.id, {});
      } catch (e) {
        // The SQL worker failed (or the checker could not load): say so where the report goes.
        if (!mineNow()) return;
        const why = e instanceof Error ? e.message : String(e);
        ctx.set({
          checking: false,
          checkProgress: null,
          checkError: t('state.lesson.checkFailed', { why }),
        });
      }
    },

    showLessonDifference() {
      const o = open();
      const d = state().difference;
      if (!o || !d) return;
      ctx.actions().show(d.mine, {
        source: { kind: 'counterexample', subject: `lesson:${o.id}:generated` },
        step: d.step,
      });
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
        report: null,
        solutionAsked: false,
        progress: { ...state().progress, [o.id]: fresh as LessonProgress },
      });
    },

    exportProgress: () => exportProgress(state().progress, now()),

    importProgress(text) {
      const r = importProgress(text);
      if (!r.ok) {
        ctx.set({ importMessage: fileProblemText('progress', r.problem) });
        return false;
      }
      const n = Object.keys(r.lessons).length;
      ctx.set({
        progress: mergeProgress(state().progress, r.lessons),
        importMessage: t('state.lesson.imported', { n }),
      });
      return true;
    },
  };
}

/**
 * The generated timeline run with the learner's SQL and with the solution's, for the player and
 * the side-by-side report; the solution's run keeps no SQL text of the edited actions, so the
 * page cannot show the solution before the learner asks for it.
 */
async function differenceRuns(
  lesson: Lesson,
  d: Difference,
  run: (s: Scenario) => Promise<Trace>,
): Promise<{ mine: Trace; solution: Trace; step: number }> {
  const { solution: sql, edit } = lesson.exercise;
  const [mine, solution] = await Promise.all([
    run(d.scenario),
    run({ ...d.scenario, sql: { ...d.scenario.sql, ...sql } }),
  ]);
  const hidden = new Set(edit);
  const steps = solution.steps.map((s) =>
    hidden.has(s.do) ? { ...s, sql: null, boundSql: null, params: null } : s,
  );
  return { mine, solution: { ...solution, steps }, step: d.parting.step };
}
