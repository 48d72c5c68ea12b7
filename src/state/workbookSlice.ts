// The workbook slice: "Check my SQL" for whatever exercise is being worked, a lesson's or a
// shared link's, keyed by which it is. One check, one report, one difference to show, one
// progress bar and one way a newer check (or another exercise) supersedes an older one. What is
// being worked (the lesson and its progress, the link and its SQL) stays with the lesson and
// exercise slices; this one reads it and tells the lesson slice when its exercise is solved.
// Its state is in workbookState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import type { AnswerReport } from '../content/check/lessonCheck';
import type { Lesson } from '../content/lessons/lesson';
import type { SharedExercise } from '../content/links/exerciseLink';
import { learnerSql } from '../content/lessons/lessonSql';
import type { Difference } from '../engine/differ/search';
import type { Scenario, Trace } from '../engine/types';
import { t } from '../i18n/i18n';
import { compileErrorsOf } from './compileErrors';
import { lessonExplorer } from './lessonExplore';
import type { SliceContext } from './sliceContext';
import {
  type WorkbookKey,
  sameWorkbook,
  type DifferenceRuns,
  initialWorkbook,
} from './workbookState';

export interface WorkbookActions {
  /**
   * Checks the learner's SQL of the exercise `key` names (it must be the one open): every
   * timeline and variant, the generated timelines and, for a lesson, every schedule of its
   * explore: models. A new check clears the old report at once.
   */
  checkWorkbook(key: WorkbookKey): Promise<void>;
  /** Shows the report's generated timeline in the player, with the learner's SQL, where the runs part. */
  showWorkbookDifference(): void;
  /**
   * Forgets the check of `key` (its SQL was reset), or with `others` a check of another exercise
   * of key's kind (another lesson, another link, opened): a check in flight is dropped. A check of
   * the other kind stays: a lesson's report waits while a shared exercise is open, and back.
   */
  clearWorkbook(key: WorkbookKey, options?: { others?: boolean }): void;
}

export function workbookActions(ctx: SliceContext<'workbook'>): WorkbookActions {
  const state = () => ctx.get().workbook;
  /** The exercise `key` names, if it is the one open. */
  const openOf = (
    key: WorkbookKey,
  ): { kind: 'lesson'; lesson: Lesson } | { kind: 'link'; exercise: SharedExercise } | null => {
    const { lesson, exercise } = ctx.get();
    if (key.kind === 'lesson')
      return lesson.openId === key.id && lesson.lesson
        ? { kind: 'lesson', lesson: lesson.lesson }
        : null;
    return exercise.hash === key.hash && exercise.exercise
      ? { kind: 'link', exercise: exercise.exercise }
      : null;
  };

  return {
    async checkWorkbook(key) {
      const open = openOf(key);
      if (!open) return;
      const call = ctx.calls.begin('check');
      const mineNow = () => call.current() && openOf(key) !== null;
      const run = (s: Scenario) => ctx.deps.run(s, call.signal);
      ctx.set({ ...initialWorkbook(), key, checking: true });
      try {
        let report: AnswerReport;
        let difference: DifferenceRuns | null = null;
        if (open.kind === 'lesson') {
          const { lesson } = open;
          const { checkAnswer } = await ctx.deps.modules.load('lessonCheck');
          const progress = ctx.get().lesson.progress[lesson.id];
          report = await checkAnswer(lesson, learnerSql(lesson, progress), run, {
            explore: lessonExplorer(ctx, lesson.id),
            differ: ctx.deps.explorer?.differ?.bind(ctx.deps.explorer),
            onProgress: (checkProgress) => {
              if (mineNow()) ctx.set({ checkProgress });
            },
          });
          if (!mineNow()) return;
          const found = report.generated?.difference;
          if (found) difference = await differenceRuns(lesson, found, run);
        } else {
          const { checkSharedExercise } = await ctx.deps.modules.load('exerciseCheck');
          const checked = await checkSharedExercise(open.exercise, ctx.get().exercise.sql, run);
          report = checked.report;
          const step = report.generated?.difference?.parting.step;
          if (checked.mine && step !== undefined) difference = { mine: checked.mine, step };
        }
        if (!mineNow()) return;
        ctx.set({ report, difference, checking: false, checkProgress: null });
        // What tells the SQL apart is shown at once: the shortest timeline, or the shortest schedule.
        if (difference) this.showWorkbookDifference();
        else if (report.schedules.some((x) => x.verdict === 'unsafe'))
          ctx.actions().showCounterexample();
        if (key.kind === 'lesson') ctx.actions().lessonChecked(key.id, report.passed);
        // SQL that does not compile: the learner's run goes on screen, which says so and marks it.
        const broken = report.timelines.find((tl) => compileErrorsOf(tl.trace).length > 0);
        if (broken)
          await (key.kind === 'lesson'
            ? ctx.actions().showScenario(broken.id, 'mine')
            : ctx.actions().showExercise('mine'));
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

    showWorkbookDifference() {
      const { key, difference: d } = state();
      if (!key || !d || !openOf(key)) return;
      ctx.actions().show(d.mine, {
        source:
          key.kind === 'lesson'
            ? { kind: 'counterexample', subject: `lesson:${key.id}:generated` }
            : { kind: 'exercise', hash: key.hash, sql: 'mine' },
        step: d.step,
      });
    },

    clearWorkbook(key, { others = false } = {}) {
      const held = state().key;
      if (held === null || held.kind !== key.kind) return;
      if (sameWorkbook(held, key) === others) return;
      ctx.calls.supersede('check');
      ctx.set(initialWorkbook());
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
): Promise<DifferenceRuns> {
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
