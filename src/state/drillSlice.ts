// The drill slice: spot the stale write. The candidate marks each write of a timeline "must be
// rejected" or "may be accepted"; the truth comes from the engine (see engine/drillTruth.ts).
// Its state is in drillState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import type { DrillSource } from '../content/practice/drills';
import type { WriteTruth } from '../engine/drillTruth';
import { runOrder } from '../engine/runOrder';
import type { Scenario, Trace } from '../engine/types';
import { drillTitle } from './drillTitle';
import type { SliceContext } from './sliceContext';
import { issueLine } from '../i18n/issueText';
import { t } from '../i18n/i18n';
import { lessonLoader } from './contentLoad';
import { type DrillStep, initialDrill } from './drillState';

export interface DrillActions {
  /** Builds the drill (generated from its seed, or from the bank), runs it and finds its truth. */
  openDrill(source: DrillSource): Promise<void>;
  markWrite(step: number, mustReject: boolean): void;
  /** Scores the marks against the truth and shows the real timeline in the player. */
  submitDrill(): void;
}

/** Right when the mark equals the truth; an unmarked write is wrong. */
export function scoreDrill(truth: readonly WriteTruth[], marks: Record<string, boolean>) {
  const right = truth.filter((t) => marks[String(t.step)] === t.mustReject).length;
  return { right, total: truth.length };
}

function stepsOf(s: Scenario): DrillStep[] {
  return runOrder(s.steps).map((k, i) => {
    const st = s.steps[k];
    return {
      i,
      at: st?.at ?? 0,
      actor: st?.actor ?? '',
      do: st?.do ?? '',
      until: st?.until ?? null,
    };
  });
}

export function drillActions(ctx: SliceContext<'drill'>): DrillActions {
  const state = () => ctx.get().drill;
  let trace: Trace | null = null;
  // One loader for the slice, so a second drill on a system does not load its lesson again.
  const lessons = lessonLoader(ctx.deps.lessons, ctx.deps.modules);

  return {
    async openDrill(source) {
      const call = ctx.calls.begin('open');
      trace = null;
      ctx.set({ ...initialDrill(), source, status: 'loading' });
      try {
        const [{ generateDrill }, { drillTruth }, { parseScenarioYaml }] = await Promise.all([
          ctx.deps.modules.load('drillGenerator'),
          ctx.deps.modules.load('drillTruth'),
          ctx.deps.modules.load('parseScenario'),
        ]);
        let scenario: Scenario;
        if (source.kind === 'generated') {
          const generated = generateDrill(source.seed, source.level);
          // The generator's title is English and names the seed; the player shows words instead.
          scenario = { ...generated, title: drillTitle(generated, source.level) };
        } else if (source.kind === 'system') {
          const [{ systemDrill }, lesson] = await Promise.all([
            ctx.deps.modules.load('systemDrill'),
            lessons.lesson(source.lesson),
          ]);
          const drill = lesson && systemDrill(lesson, source.seed);
          if (!drill) throw new Error(t('state.content.noLesson', { id: source.lesson }));
          scenario = drill;
        } else {
          const text = await ctx.deps.examples.load(source.name);
          const r = parseScenarioYaml(text, ctx.deps.examples.fileOf(source.name));
          if (!r.ok) throw new Error(r.issues.map(issueLine).join('\n'));
          scenario = r.scenario;
        }
        const run = await ctx.deps.run(scenario, call.signal);
        if (!call.current()) return;
        trace = run;
        ctx.set({
          status: 'ready',
          title: scenario.title,
          steps: stepsOf(scenario),
          truth: drillTruth(run, scenario.ttl),
        });
      } catch (e) {
        if (!call.current()) return;
        ctx.set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
      }
    },

    markWrite(step, mustReject) {
      if (state().submitted) return;
      ctx.set({ marks: { ...state().marks, [String(step)]: mustReject } });
    },

    submitDrill() {
      const s = state();
      if (s.status !== 'ready' || s.submitted || !trace) return;
      ctx.set({ submitted: true, score: scoreDrill(s.truth, s.marks) });
      const drill = s.source ? JSON.stringify(s.source) : 'drill';
      ctx.actions().show(trace, { source: { kind: 'drill', drill } });
    },
  };
}
