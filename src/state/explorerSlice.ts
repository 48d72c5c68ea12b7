// The explorer slice: "is this SQL safe on every schedule?" for the scenario in the editor (or a
// lesson's exercise), run on the explorer's worker with progress and cancel. Never persisted.
// Its state is in explorerState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import type { ExploreResult } from '../engine/explore/explore';
import type { Scenario } from '../engine/types';
import { t } from '../i18n/i18n';
import type { EstimateTrack } from './exploreEstimate';
import type { ModuleLoader } from './modules';
import type { SliceContext } from './sliceContext';
import { issueLine } from '../i18n/issueText';
import { type ExploreEnd, initialExplorer } from './explorerState';

/** What to explore: a parsed scenario, or scenario text (default: the editor's). */
export interface ExploreTarget {
  subject: string;
  scenario?: Scenario;
  text?: string;
  /** Check my SQL searches through the explorer too; by default the panel asked. */
  by?: 'panel' | 'check';
}

export interface ExplorerActions {
  /**
   * Tries every schedule of the target's model; a new search cancels the one before. Returns how
   * the search ended (what the slice now shows, or that a newer search replaced it).
   */
  exploreSchedules(target?: ExploreTarget): Promise<ExploreEnd>;
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

/**
 * The result with its counterexample's title and notes in the page's language: the same result
 * when the engine's English already reads so (the YAML library loads only when it does not). The
 * explorer's words load with the search's answer, not with the first page.
 */
async function inPageLanguage(r: ExploreResult, modules: ModuleLoader): Promise<ExploreResult> {
  const cx = r.counterexample;
  if (!cx) return r;
  const { counterexampleWords } = await modules.load('explorerText');
  const worded = counterexampleWords(cx);
  if (!worded) return r;
  const { scenarioToYaml } = await modules.load('scenarioYaml');
  return { ...r, counterexample: { ...cx, ...worded, yaml: scenarioToYaml(worded.scenario) } };
}

export function explorerActions(ctx: SliceContext<'explorer'>): ExplorerActions {
  // The host's clock, for the rate and the estimate (the engine reads none).
  const now = () => ctx.deps.now?.() ?? Date.now();
  return {
    async exploreSchedules(target) {
      const call = ctx.calls.begin('search');
      const replaced: ExploreEnd = { kind: 'replaced' };
      const { editor } = ctx.get();
      const subject = target?.subject ?? editor.draftKey ?? 'draft';
      const fail = (messages: string[]): ExploreEnd => {
        if (!call.current()) return replaced;
        ctx.set({ status: 'error', messages });
        return { kind: 'failed', messages };
      };
      const text = target?.scenario ? null : (target?.text ?? editor.text);
      ctx.set({
        status: 'running',
        subject,
        progress: null,
        estimate: null,
        result: null,
        messages: [],
        text,
        by: target?.by ?? 'panel',
      });
      const explorer = ctx.deps.explorer;
      if (!explorer) return fail([t('explorer.unavailable')]);
      let scenario = target?.scenario;
      if (!scenario) {
        const { parseScenarioYaml } = await ctx.deps.modules.load('engine');
        if (!call.current()) return replaced;
        const parsed = parseScenarioYaml(text ?? '', editor.file);
        if (!parsed.ok) return fail([t('explorer.fixFirst'), ...parsed.issues.map(issueLine)]);
        scenario = parsed.scenario;
      }
      let track: EstimateTrack | null = null;
      try {
        // The estimate's arithmetic loads with the search, not with the first page.
        const { nextEstimate, stateBound } = await ctx.deps.modules.load('exploreEstimate');
        const bound = stateBound(scenario);
        const outcome = await explorer.explore(scenario, (progress) => {
          if (!call.current()) return;
          track = nextEstimate(track, { ...progress, at: now() }, bound);
          ctx.set({ progress, estimate: track.estimate });
        });
        if (!call.current()) return replaced;
        if (outcome.kind === 'done') {
          const r = outcome.result;
          if (r.verdict === 'invalid') {
            const { exploreSummary } = await ctx.deps.modules.load('explorerText');
            if (!call.current()) return replaced;
            const messages = [exploreSummary(r)];
            ctx.set({ status: 'error', messages, result: r });
            return { kind: 'failed', messages };
          }
          const result = await inPageLanguage(r, ctx.deps.modules);
          if (!call.current()) return replaced;
          ctx.set({ status: 'done', result });
          return { kind: 'done', result };
        }
        if (outcome.kind === 'cancelled') {
          ctx.set({ status: 'cancelled' });
          return { kind: 'cancelled' };
        }
        return fail([t('explorer.runaway', { ms: String(outcome.timeLimitMs) })]);
      } catch (e) {
        return fail([e instanceof Error ? e.message : String(e)]);
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
      ctx.calls.supersede('search');
      ctx.deps.explorer?.cancel();
      ctx.set(initialExplorer());
    },
  };
}
