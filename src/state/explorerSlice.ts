// The explorer slice: "is this SQL safe on every schedule?" for the scenario in the editor (or a
// lesson's exercise), run on the explorer's worker with progress and cancel. Never persisted.
import type { ExploreResult } from '../engine/explore/explore';
import type { ExploreProgress } from '../engine/explore/explorer';
import type { Scenario } from '../engine/types';
import type { SliceContext } from './sliceContext';

export type ExplorerStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export interface ExplorerState {
  status: ExplorerStatus;
  /** What was explored (an example's name, or a lesson's exercise); another subject's result is stale. */
  subject: string | null;
  progress: ExploreProgress | null;
  result: ExploreResult | null;
  /** Why the search could not run or finish, one message per line. */
  messages: string[];
  /** The scenario text explored, when it was the editor's (so a later edit can be pointed out). */
  text: string | null;
}

/** What to explore: a parsed scenario, or scenario text (default: the editor's). */
export interface ExploreTarget {
  subject: string;
  scenario?: Scenario;
  text?: string;
}

export interface ExplorerActions {
  /** Tries every schedule of the target's model; a new search cancels the one before. */
  exploreSchedules(target?: ExploreTarget): Promise<void>;
  /** Stops the search (its worker is terminated). */
  cancelExplore(): void;
  /** Loads the counterexample into the editor, runs it and puts the playhead on the violation. */
  openCounterexample(): Promise<void>;
  /**
   * Shows the counterexample's run in the player, playhead on the violation, leaving the editor
   * alone (a lesson's exercise, whose editor holds the learner's SQL, uses this).
   */
  showCounterexample(): void;
  clearExplore(): void;
}

export function initialExplorer(): ExplorerState {
  return { status: 'idle', subject: null, progress: null, result: null, messages: [], text: null };
}

export function explorerActions(ctx: SliceContext<'explorer'>): ExplorerActions {
  let latest = 0;
  return {
    async exploreSchedules(target) {
      const mine = ++latest;
      const { editor } = ctx.get();
      const subject = target?.subject ?? editor.draftKey ?? 'draft';
      const fail = (messages: string[]) => {
        if (mine === latest) ctx.set({ status: 'error', messages });
      };
      const text = target?.scenario ? null : (target?.text ?? editor.text);
      ctx.set({
        status: 'running',
        subject,
        progress: null,
        result: null,
        messages: [],
        text,
      });
      const explorer = ctx.deps.explorer;
      if (!explorer) return fail(['The schedule explorer is not available here.']);
      let scenario = target?.scenario;
      if (!scenario) {
        const { formatIssue, parseScenarioYaml } = await import('../engine');
        const file = editor.file;
        const parsed = parseScenarioYaml(text ?? '', file);
        if (!parsed.ok) return fail(['Fix the scenario first:', ...parsed.issues.map(formatIssue)]);
        scenario = parsed.scenario;
      }
      try {
        const outcome = await explorer.explore(scenario, (progress) => {
          if (mine === latest) ctx.set({ progress });
        });
        if (mine !== latest) return;
        if (outcome.kind === 'done') {
          const r = outcome.result;
          if (r.verdict === 'invalid') return fail([r.summary]);
          ctx.set({ status: 'done', result: r });
        } else if (outcome.kind === 'cancelled') ctx.set({ status: 'cancelled' });
        else fail([outcome.message]);
      } catch (e) {
        fail([e instanceof Error ? e.message : String(e)]);
      }
    },
    cancelExplore() {
      if (ctx.get().explorer.status !== 'running') return;
      // The worker's own reply (cancelled) settles the search; this only stops it.
      ctx.deps.explorer?.cancel();
    },
    async openCounterexample() {
      const cx = ctx.get().explorer.result?.counterexample;
      if (!cx) return;
      const { actions } = ctx.get();
      // Same SQL, same model: the verdict is still this text's.
      ctx.set({ text: cx.yaml });
      actions.setText(cx.yaml);
      await actions.runDraft();
      const trace = ctx.get().player.trace;
      if (trace?.violations[0]) actions.seek(trace.violations[0].step);
    },
    showCounterexample() {
      const cx = ctx.get().explorer.result?.counterexample;
      if (!cx) return;
      const subject = ctx.get().explorer.subject ?? 'draft';
      ctx.actions().show(cx.trace, {
        source: { kind: 'counterexample', subject },
        step: cx.violation.step,
      });
    },
    clearExplore() {
      latest++;
      ctx.deps.explorer?.cancel();
      ctx.set(initialExplorer());
    },
  };
}
