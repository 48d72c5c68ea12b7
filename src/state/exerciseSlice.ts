// The exercise slice: a shared exercise opened from its link (`/exercise#x=…`), the learner's
// predictions and SQL ("Check my SQL" is the workbook slice's). Never persisted: the link is the
// exercise, and a reload starts it over. Traces it runs are shown in the shared player.
// Its state is in exerciseState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import type { SharedExercise } from '../content/links/exerciseLink';
import { own, withEntry } from '../engine/names';
import type { Outcome, Scenario } from '../engine/types';
import type { SliceContext } from './sliceContext';
import type { ExerciseSql } from './traceSource';
import { exerciseKeyOf, keptWith } from './exerciseKept';
import { initialExercise, type ExerciseState } from './exerciseState';
import { clearCheckOf } from './workbookState';

export interface ExerciseActions {
  /**
   * Opens an exercise link and shows its scenario with the starter, behind the prediction veil.
   * The same fragment again keeps the learner's work; another starts afresh.
   */
  openExercise(hash: string): Promise<void>;
  /** Runs the scenario in the player with the starter or the learner's SQL. */
  showExercise(sql: ExerciseSql): Promise<void>;
  /** The learner's SQL for an editable action (other actions are not theirs to change). */
  setExerciseSql(action: string, sql: string): void;
  setExercisePrediction(step: number, outcome: Outcome): void;
  /** Ends the prediction (or skips it): the outcomes show, on the starter's run. */
  submitExercisePredictions(): Promise<void>;
  /** Checks the open exercise with the learner's SQL (the workbook slice does it). */
  checkExercise(): Promise<void>;
  /** The learner's SQL back to the starter; the report goes. */
  resetExerciseSql(): void;
}

/** The scenario with the learner's SQL over its editable actions. */
export function withLearnerSql(ex: SharedExercise, sql: Record<string, string>): Scenario {
  let merged = withEntry(ex.scenario.sql);
  for (const action of ex.edit) merged = withEntry(merged, action, own(sql, action) ?? '');
  return { ...ex.scenario, sql: merged };
}

export function exerciseActions(ctx: SliceContext<'exercise'>): ExerciseActions {
  const state = () => ctx.get().exercise;
  const open = () => {
    const { exercise, hash } = state();
    return exercise && hash !== null ? { exercise, hash } : null;
  };

  const clearCheck = (hash: string, options?: { others: boolean }) =>
    clearCheckOf(ctx, { kind: 'link', hash }, options);
  const now = () => (ctx.deps.now ? ctx.deps.now() : Date.now());
  /** The learner's work now, kept for this exercise too (a reload comes back to it). */
  const work = (patch: Partial<Pick<ExerciseState, 'sql' | 'predictions' | 'predicted'>>) => {
    const o = open();
    if (!o) return;
    const next = { ...state(), ...patch };
    const kept = keptWith(
      next.kept,
      exerciseKeyOf(o.hash),
      { sql: next.sql, predictions: next.predictions, predicted: next.predicted, savedAt: now() },
      o.exercise.starter,
    );
    ctx.set({ ...patch, kept });
  };

  return {
    async openExercise(hash) {
      const s = state();
      if (s.hash === hash && s.status !== 'idle') {
        // Back on the same exercise after another page ran the player: show it again.
        const shown = ctx.get().player.source;
        if (s.status === 'ready' && !(shown?.kind === 'exercise' && shown.hash === hash))
          await this.showExercise(s.view ?? 'starter');
        return;
      }
      // A link decoded after a later one was asked for is dropped.
      const call = ctx.calls.begin('open');
      ctx.set({ ...initialExercise(), kept: s.kept, hash, status: 'opening' });
      clearCheck(hash, { others: true });
      const [{ decodeExerciseFragment }, { exerciseLinkProblemText }] = await Promise.all([
        ctx.deps.modules.load('exerciseLink'),
        ctx.deps.modules.load('linkText'),
      ]);
      if (!call.current()) return;
      const r = decodeExerciseFragment(hash);
      if (!r.ok) {
        ctx.set({ status: 'error', problem: exerciseLinkProblemText(r.error) });
        return;
      }
      // The work kept for this exercise comes back: its SQL (of the actions it still edits) and
      // its predictions.
      const kept = Object.hasOwn(state().kept, exerciseKeyOf(hash))
        ? state().kept[exerciseKeyOf(hash)]
        : undefined;
      const { starter } = r.exercise;
      const sql = Object.fromEntries(
        Object.entries(starter).map(([a, text]) => [a, kept?.sql[a] ?? text]),
      );
      ctx.set({
        status: 'ready',
        exercise: r.exercise,
        sql,
        predictions: kept?.predictions ?? {},
        predicted: kept?.predicted ?? false,
      });
      await this.showExercise('starter');
    },

    async showExercise(sql) {
      const o = open();
      if (!o) return;
      const scenario =
        sql === 'starter' ? o.exercise.scenario : withLearnerSql(o.exercise, state().sql);
      ctx.set({ view: sql });
      await ctx.actions().runAndShow(scenario, {
        source: { kind: 'exercise', hash: o.hash, sql },
        // Switching between the starter and the learner's SQL marks the outcomes that changed.
        compare: (shown) => shown.kind === 'exercise' && shown.hash === o.hash,
      });
    },

    setExerciseSql(action, sql) {
      const o = open();
      if (!o || !o.exercise.edit.includes(action)) return;
      work({ sql: { ...state().sql, [action]: sql } });
    },

    setExercisePrediction(step, outcome) {
      if (!open() || state().predicted) return;
      work({ predictions: { ...state().predictions, [String(step)]: outcome } });
    },

    async submitExercisePredictions() {
      if (!open()) return;
      work({ predicted: true });
      // The truth to compare with is the starter's run: show it if another is on screen.
      const source = ctx.get().player.source;
      if (!(
        source?.kind === 'exercise' &&
        source.sql === 'starter' &&
        source.hash === state().hash
      ))
        await this.showExercise('starter');
    },

    async checkExercise() {
      const o = open();
      if (o) await ctx.actions().checkWorkbook({ kind: 'link', hash: o.hash });
    },

    resetExerciseSql() {
      const o = open();
      if (!o) return;
      work({ sql: { ...o.exercise.starter } });
      clearCheck(o.hash);
    },
  };
}
