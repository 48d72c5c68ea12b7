// The lesson slice: the lesson list, the open lesson, the learner's progress (persisted) and the
// last "Check my SQL" report. Traces it runs are shown in the shared player.
import type { Lesson } from '../content/lesson';
import type { AnswerReport } from '../content/lessonCheck';
import {
  emptyProgress,
  exportProgress,
  importProgress,
  mergeProgress,
  type LessonProgress,
} from '../content/progressFile';
import type { Outcome, Scenario } from '../engine/types';
import { changedOutcomes } from './runText';
import type { SliceContext } from './sliceContext';

export interface LessonSummary {
  id: string;
  title: string;
  order: number;
  summary: string;
  prerequisites: string[];
}

export interface LessonState {
  /** Every lesson, sorted by order; loaded on first visit. */
  index: LessonSummary[];
  indexStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** Formatted issues of lesson files that did not load. */
  indexIssues: string[];
  openId: string | null;
  lesson: Lesson | null;
  /** The scenario the player shows, and whether it runs with the learner's SQL. */
  view: { scenario: string; mine: boolean } | null;
  checking: boolean;
  report: AnswerReport | null;
  /** Per lesson id. Persisted. */
  progress: Record<string, LessonProgress>;
  /** The answer to the last import, for the UI to show. */
  importMessage: string | null;
}

export interface LessonActions {
  loadLessons(): Promise<void>;
  openLesson(id: string): Promise<void>;
  /** Runs one of the lesson's scenarios in the player, as written or with the learner's SQL. */
  showScenario(id: string, mine: boolean): Promise<void>;
  setLessonSql(action: string, sql: string): void;
  checkLesson(): Promise<void>;
  revealHint(): void;
  setPrediction(step: number, outcome: Outcome): void;
  submitPredictions(): void;
  resetLesson(): void;
  /** The player stops showing a lesson's timeline (leaving the lesson). */
  closeLessonView(): void;
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
    checking: false,
    report: null,
    progress: {},
    importMessage: null,
  };
}

/** The SQL the learner is working on: their edits over the starter. */
export function learnerSql(
  lesson: Lesson,
  progress: LessonProgress | undefined,
): Record<string, string> {
  return { ...lesson.exercise.starter, ...(progress?.sql ?? {}) };
}

export function lessonActions(ctx: SliceContext): LessonActions {
  const loaded = new Map<string, Lesson>();
  const now = () => (ctx.deps.now ? ctx.deps.now() : Date.now());
  const state = () => ctx.get().lesson;
  const progressOf = (id: string) => state().progress[id] ?? emptyProgress();
  const update = (id: string, patch: Partial<LessonProgress>) => {
    const current = progressOf(id);
    const status = current.status === 'not-started' ? 'in-progress' : current.status;
    ctx.setLesson({ progress: { ...state().progress, [id]: { ...current, status, ...patch } } });
  };
  const open = () => {
    const { lesson } = state();
    return lesson ? { lesson, id: lesson.id } : null;
  };

  return {
    async loadLessons() {
      if (state().indexStatus === 'ready' || state().indexStatus === 'loading') return;
      ctx.setLesson({ indexStatus: 'loading' });
      const [{ loadLesson }, { formatIssue }, files] = await Promise.all([
        import('../content/lesson'),
        import('../engine/yamlSource'),
        ctx.deps.lessons?.files() ?? Promise.resolve([]),
      ]);
      const issues: string[] = [];
      for (const f of files) {
        const r = loadLesson(f.text, f.file);
        if (r.ok) loaded.set(r.lesson.id, r.lesson);
        else issues.push(...r.issues.map(formatIssue));
      }
      const index = [...loaded.values()]
        .sort((a, b) => a.order - b.order)
        .map(({ id, title, order, summary, prerequisites }) => ({
          id,
          title,
          order,
          summary,
          prerequisites,
        }));
      ctx.setLesson({ index, indexIssues: issues, indexStatus: 'ready' });
    },

    async openLesson(id) {
      await this.loadLessons();
      const lesson = loaded.get(id);
      if (!lesson) {
        ctx.setLesson({ openId: id, lesson: null, report: null, view: null });
        return;
      }
      ctx.setLesson({ openId: id, lesson, report: null, view: null });
      await this.showScenario(lesson.scenarios[0]?.id ?? lesson.exercise.scenario, false);
    },

    async showScenario(scenarioId, mine) {
      const o = open();
      if (!o) return;
      const entry =
        o.lesson.scenarios.find((s) => s.id === scenarioId) ??
        o.lesson.exercise.variants.find((s) => s.id === scenarioId);
      if (!entry) return;
      const scenario: Scenario = mine
        ? {
            ...entry.scenario,
            sql: { ...entry.scenario.sql, ...learnerSql(o.lesson, progressOf(o.id)) },
          }
        : entry.scenario;
      ctx.setLesson({ view: { scenario: scenarioId, mine } });
      ctx.setPlayer({ running: true });
      try {
        const trace = await ctx.deps.run(scenario);
        const same = state().view;
        if (state().openId !== o.id || same?.scenario !== scenarioId || same.mine !== mine) return;
        const previous = ctx.get().player.trace;
        const keep = previous?.title === trace.title ? previous : null;
        ctx.setPlayer({
          status: 'ready',
          running: false,
          trace,
          previous: keep,
          changed: changedOutcomes(keep, trace),
          error: null,
        });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        ctx.setPlayer({
          status: 'error',
          running: false,
          error: { kind: 'run', messages: [message] },
        });
      }
    },

    setLessonSql(action, sql) {
      const o = open();
      if (!o) return;
      const mine = { ...progressOf(o.id).sql };
      if (sql === o.lesson.exercise.starter[action]) delete mine[action];
      else mine[action] = sql;
      update(o.id, { sql: mine });
    },

    async checkLesson() {
      const o = open();
      if (!o) return;
      ctx.setLesson({ checking: true });
      const { checkAnswer } = await import('../content/lessonCheck');
      try {
        const report = await checkAnswer(
          o.lesson,
          learnerSql(o.lesson, progressOf(o.id)),
          ctx.deps.run,
        );
        if (state().openId !== o.id) return;
        ctx.setLesson({ report, checking: false });
        if (report.passed) {
          const p = progressOf(o.id);
          update(o.id, { status: 'solved', solvedAt: p.solvedAt ?? now() });
        } else update(o.id, {});
      } catch (e) {
        ctx.setLesson({ checking: false });
        throw e;
      }
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
      ctx.setLesson({
        report: null,
        progress: { ...state().progress, [o.id]: fresh as LessonProgress },
      });
    },

    closeLessonView: () => ctx.setLesson({ view: null }),

    exportProgress: () => exportProgress(state().progress, now()),

    importProgress(text) {
      const r = importProgress(text);
      if (!r.ok) {
        ctx.setLesson({ importMessage: r.message });
        return false;
      }
      const n = Object.keys(r.lessons).length;
      ctx.setLesson({
        progress: mergeProgress(state().progress, r.lessons),
        importMessage: `Imported progress for ${n} lesson${n === 1 ? '' : 's'}.`,
      });
      return true;
    },
  };
}
