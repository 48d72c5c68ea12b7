// The studio slice: the scenario an instructor is building (as a lane-and-step model), its YAML,
// undo and redo, the selected step, and drafts autosaved on the device. Every edit re-runs the
// engine and puts the trace in the player. The YAML parser loads on first use.
// Its state is in studioState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import { t } from '../i18n/i18n';
import * as edits from '../content/studio/studioModel';
import type { StudioModel, StudioStep } from '../content/studio/studioModel';
import type { ExerciseChoice, MadeExercise } from '../content/links/exerciseLink';
import type { Scenario } from '../engine/types';
import type { SliceContext } from './sliceContext';
import { shareExercise } from './studioShare';
import type { TraceSource } from './traceSource';
import { issueLine } from '../i18n/issueText';
import { type StudioDraft, freshModel } from './studioState';

const STUDIO: TraceSource = { kind: 'studio' };

export type ScenarioFields = Partial<
  Pick<StudioModel, 'title' | 'ttl' | 'job' | 'clockSkew' | 'schema'>
>;

export interface StudioActions {
  /**
   * The studio page opening: the draft the address names, else the scenario on screen, else the
   * draft last edited on this device, else a new timeline; then runs it.
   */
  studioOpen(draftId?: string | null): Promise<void>;
  studioNew(): Promise<void>;
  studioAddWorker(): Promise<void>;
  studioRenameWorker(from: string, to: string): Promise<void>;
  studioRemoveWorker(name: string): Promise<void>;
  studioAddStep(actor: string, at: number, action: string): Promise<void>;
  studioMoveStep(id: string, at: number): Promise<void>;
  studioUpdateStep(id: string, patch: Partial<Omit<StudioStep, 'id'>>): Promise<void>;
  studioRemoveStep(id: string): Promise<void>;
  studioSetFields(patch: ScenarioFields): Promise<void>;
  studioSetSql(action: string, sql: string): Promise<void>;
  studioSelectStep(id: string | null): void;
  /** The YAML pane: a valid text becomes the model; an invalid one shows its issues. */
  studioSetText(text: string): Promise<void>;
  studioUndo(): Promise<void>;
  studioRedo(): Promise<void>;
  /** Fills every `expect` from the run on screen. */
  studioRecordExpects(): Promise<void>;
  /** Opens a scenario file's text; false (with a notice) when it is not a valid scenario. */
  studioImport(text: string, file?: string): Promise<boolean>;
  studioOpenDraft(id: string): Promise<void>;
  studioDeleteDraft(id: string): void;
  /** Opens a share fragment in the studio; false (with a notice) when the link is bad. */
  studioOpenLink(hash: string): Promise<boolean>;
  studioSetNotice(notice: string | null): void;
  /**
   * The draft on screen was saved by another tab since this one saved or opened it: shows that
   * save (the newest wins, as in storage), with this tab's version one Undo away, and says so.
   */
  studioFollowSaved(): Promise<void>;
  /**
   * Makes an exercise link of the scenario: the learner edits the chosen actions; the link
   * carries the generated timelines the solution was run on, with its outcomes (studioShare.ts).
   */
  studioShareExercise(scenario: Scenario, choice: ExerciseChoice): Promise<MadeExercise>;
}

const MAX_UNDO = 100;

export function studioActions(ctx: SliceContext<'studio'>): StudioActions {
  const loadYaml = () => ctx.deps.modules.load('studioYaml');
  const now = () => ctx.deps.now?.() ?? 0;
  const st = () => ctx.get().studio;

  /** Validates and runs the model's YAML; the player shows the trace, the studio the issues. */
  async function runModel(text: string): Promise<void> {
    const { parseScenarioYaml, refusedIssues } = await ctx.deps.modules.load('parseScenario');
    if (st().text !== text) return;
    const parsed = parseScenarioYaml(text, 'studio.scenario.yaml');
    if (!parsed.ok) return ctx.set({ issues: parsed.issues });
    ctx.set({ issues: [] });
    // The playhead at the end: an author sees every outcome of the edit at once.
    const trace = await ctx.actions().runAndShow(parsed.scenario, { source: STUDIO, step: 'end' });
    // SQL a step may not run is invalid input, as the CLI says, located in the text (the run
    // finds it: it is SQLite's own compilation).
    if (!trace || st().text !== text) return;
    const refused = refusedIssues(trace, parsed.scenario, text, 'studio.scenario.yaml');
    if (refused.length > 0) ctx.set({ issues: refused });
  }

  /** When the draft on screen was saved as this tab shows it (by this tab, or before it opened). */
  let seen: number | null = null;

  function save(text: string, model: StudioModel): Record<string, StudioDraft> {
    const s = st();
    const id = s.draftId ?? `d${now().toString(36)}${Object.keys(s.drafts).length}`;
    seen = now();
    const drafts = { ...s.drafts, [id]: { id, title: model.title, text, savedAt: seen } };
    ctx.set({ draftId: id, drafts, lastDraftId: id });
    return drafts;
  }

  /** Makes a model current: undo history, YAML text, autosave, run. */
  async function commit(model: StudioModel, history = true): Promise<void> {
    const s = st();
    if (model === s.model) return;
    const { toYamlKeeping } = await loadYaml();
    // Into the author's own text, so their comments and layout stay (keptText.ts).
    const text = toYamlKeeping(st().text, model);
    const past = history ? [...s.past, s.model].slice(-MAX_UNDO) : s.past;
    const future = history ? [] : s.future;
    const selected = model.steps.some((x) => x.id === s.selected) ? s.selected : null;
    ctx.set({
      model,
      text,
      past,
      future,
      selected,
      notice: null,
      noticeInfo: false,
      textBroken: false,
    });
    save(text, model);
    await runModel(text);
  }

  /**
   * Starts a session on a model: a new one (draftId null) or a saved draft's. `text` is the YAML
   * as the author wrote it (a draft's or a file's, comments and layout kept); absent, the model's.
   */
  async function start(
    model: StudioModel,
    draftId: string | null,
    written?: string,
  ): Promise<void> {
    // The session is the new one at once, so that an edit made while the YAML writer loads goes
    // into it (and into its own draft) instead of being written over once it is here.
    const typed = st().text;
    ctx.set({
      model,
      past: [],
      future: [],
      selected: null,
      draftId,
      issues: [],
      textBroken: false,
    });
    if (draftId !== null) ctx.set({ lastDraftId: draftId });
    seen = draftId === null ? null : (st().drafts[draftId]?.savedAt ?? null);
    const text = written ?? (await loadYaml()).toYaml(model);
    if (st().text !== typed) return;
    ctx.set({ text });
    ctx.actions().showLoading(STUDIO);
    await runModel(text);
  }

  // While the text does not read, the lanes and forms wait: their edit would write over it.
  const edit = (f: (m: StudioModel) => StudioModel) =>
    st().textBroken ? Promise.resolve() : commit(f(st().model));

  /** Shows the new timeline built ahead (StoreDeps.freshStudio); false when it does not apply. */
  async function openFresh(): Promise<boolean> {
    const s = st();
    if (s.text || !ctx.deps.freshStudio || !edits.isEmptyModel(s.model)) return false;
    const call = ctx.actions().showLoading(STUDIO);
    // A chunk that cannot load (offline before the app was cached) leaves it to the parser.
    const built = await ctx.deps.freshStudio(s.model.title).catch(() => null);
    // An edit (or New, or a draft) made meanwhile is what the studio shows.
    if (!built || !call.current() || st().text || st().model !== s.model) return false;
    ctx.set({ text: built.text, issues: [], textBroken: false });
    ctx.actions().show(built.trace, { source: STUDIO, step: 'end' });
    return true;
  }

  const actions: StudioActions = {
    async studioOpen(draftId) {
      const s = st();
      // The address names a draft, else the one on screen goes on, else the last one edited.
      const wanted = draftId ?? (s.text ? null : s.lastDraftId);
      if (wanted !== null && wanted !== s.draftId && Object.hasOwn(s.drafts, wanted))
        return actions.studioOpenDraft(wanted);
      // The address caught up with the draft on screen: nothing to open again.
      if (wanted !== null && wanted === s.draftId && ctx.get().player.source?.kind === 'studio')
        return;
      if (await openFresh()) return;
      const { toYaml } = await loadYaml();
      // Read after the wait: an edit (or New) made meanwhile is what the studio shows.
      const now = st();
      const text = now.text || toYaml(now.model);
      ctx.set({ text });
      ctx.actions().showLoading(STUDIO);
      await runModel(text);
    },
    studioNew: () => start(freshModel(), null),
    studioAddWorker: () => edit((m) => edits.addWorker(m)),
    studioRenameWorker: (from, to) => edit((m) => edits.renameWorker(m, from, to)),
    studioRemoveWorker: (name) => edit((m) => edits.removeWorker(m, name)),
    async studioAddStep(actor, at, action) {
      if (st().textBroken) return;
      const { model, id } = edits.addStep(st().model, actor, at, action);
      ctx.set({ selected: id });
      await commit(model);
      ctx.set({ selected: id });
    },
    studioMoveStep: (id, at) => edit((m) => edits.moveStep(m, id, at)),
    studioUpdateStep: (id, patch) => edit((m) => edits.updateStep(m, id, patch)),
    studioRemoveStep: (id) => edit((m) => edits.removeStep(m, id)),
    studioSetFields: (patch) => edit((m) => ({ ...m, ...patch })),
    studioSetSql: (action, sql) => edit((m) => edits.setSql(m, action, sql)),
    studioSelectStep: (id) => ctx.set({ selected: id }),
    async studioSetText(text) {
      // Synchronously, so the text box keeps its caret while the parser loads.
      ctx.set({ text });
      const { fromYaml, mergeText, toYaml } = await loadYaml();
      if (st().text !== text) return;
      const r = fromYaml(text, 'studio.scenario.yaml');
      if (!r.ok) {
        // Saved as typed, so that a reload brings back the text with its issues, not the last
        // valid scenario in its place.
        ctx.set({ issues: r.issues, textBroken: true });
        save(text, st().model);
        return;
      }
      const s = st();
      const model = mergeText(s.model, r.model);
      const changed = toYaml(model) !== toYaml(s.model);
      ctx.set({
        text,
        issues: [],
        textBroken: false,
        model,
        past: changed ? [...s.past, s.model].slice(-MAX_UNDO) : s.past,
        future: changed ? [] : s.future,
      });
      save(text, model);
      await runModel(text);
    },
    async studioUndo() {
      const s = st();
      const prev = s.past[s.past.length - 1];
      if (!prev) return;
      ctx.set({ past: s.past.slice(0, -1), future: [s.model, ...s.future] });
      await commit(prev, false);
    },
    async studioRedo() {
      const s = st();
      const next = s.future[0];
      if (!next) return;
      ctx.set({ past: [...s.past, s.model], future: s.future.slice(1) });
      await commit(next, false);
    },
    async studioRecordExpects() {
      const trace = ctx.get().player.trace;
      if (!trace || st().issues.length > 0) return;
      await edit((m) => edits.recordExpects(m, trace.steps));
    },
    async studioImport(text, file) {
      const { fromYaml } = await loadYaml();
      const r = fromYaml(text, file ?? 'imported.scenario.yaml');
      if (!r.ok) {
        const issues = r.issues.map(issueLine).join(t('state.issues.separator'));
        ctx.set({ notice: t('state.studio.notScenario', { issues }), noticeInfo: false });
        return false;
      }
      ctx.set({ notice: null, noticeInfo: false });
      await start(r.model, null, text);
      return true;
    },
    async studioOpenDraft(id) {
      const draft = st().drafts[id];
      if (!draft) return;
      const { fromYaml, toYaml } = await loadYaml();
      const r = fromYaml(draft.text, 'studio.scenario.yaml');
      if (r.ok) return start(r.model, id, draft.text);
      // A draft saved while its text was invalid: keep the text, show its issues; the lanes and
      // forms wait until it reads.
      seen = draft.savedAt;
      ctx.set({ draftId: id, past: [], future: [], model: freshModel(), textBroken: true });
      ctx.set({ text: draft.text || toYaml(freshModel()), issues: r.issues });
    },
    studioDeleteDraft(id) {
      const drafts = { ...st().drafts };
      delete drafts[id];
      const { draftId, lastDraftId } = st();
      ctx.set({
        drafts,
        draftId: draftId === id ? null : draftId,
        lastDraftId: lastDraftId === id ? null : lastDraftId,
      });
    },
    async studioOpenLink(hash) {
      const [{ decodeShareFragment }, { linkProblemText }] = await Promise.all([
        ctx.deps.modules.load('shareLink'),
        ctx.deps.modules.load('linkText'),
      ]);
      const r = decodeShareFragment(hash);
      if (!r.ok) {
        ctx.set({ notice: linkProblemText(r.error), noticeInfo: false });
        return false;
      }
      const { modelOf } = edits;
      ctx.set({ notice: null, noticeInfo: false });
      await start(modelOf(r.scenario), null);
      return true;
    },
    studioSetNotice: (notice) => ctx.set({ notice, noticeInfo: false }),
    async studioFollowSaved() {
      const s = st();
      const draft = s.draftId === null ? undefined : s.drafts[s.draftId];
      if (!draft || draft.savedAt === seen || draft.text === s.text) return;
      const { fromYaml } = await loadYaml();
      // Only the save still on record, for the draft still on screen, and only once.
      const mine = st();
      if (mine.draftId !== draft.id || mine.drafts[draft.id] !== draft || seen === draft.savedAt)
        return;
      seen = draft.savedAt;
      const r = fromYaml(draft.text, 'studio.scenario.yaml');
      ctx.set({ text: draft.text, notice: t('state.studio.otherTab'), noticeInfo: true });
      if (!r.ok) return ctx.set({ issues: r.issues, textBroken: true });
      const model = r.model;
      ctx.set({
        model,
        issues: [],
        textBroken: false,
        past: [...mine.past, mine.model].slice(-MAX_UNDO),
        future: [],
        selected: model.steps.some((x) => x.id === mine.selected) ? mine.selected : null,
      });
      await runModel(draft.text);
    },
    studioShareExercise: (scenario, choice) => shareExercise(ctx, scenario, choice),
  };
  return actions;
}
