// The studio slice: the scenario an instructor is building (as a lane-and-step model), its YAML,
// undo and redo, the selected step, and drafts autosaved on the device. Every edit re-runs the
// engine and puts the trace in the player. The YAML parser loads on first use, as in runText.
import type { InputIssue } from '../engine/yamlSource';
import * as edits from '../content/studioModel';
import type { StudioModel, StudioStep } from '../content/studioModel';
import { BEFORE_START } from './playback';
import type { SliceContext } from './sliceContext';

export interface StudioDraft {
  id: string;
  title: string;
  /** The scenario's YAML. */
  text: string;
  /** When it was last saved, in ms since 1970. */
  savedAt: number;
}

export interface StudioState {
  model: StudioModel;
  /** The YAML pane: the model's YAML, or what the author is typing (then maybe invalid). */
  text: string;
  /** Issues of the text (or of the model), as the CLI words them; empty when valid. */
  issues: InputIssue[];
  past: StudioModel[];
  future: StudioModel[];
  selected: string | null;
  /** The draft this session saves into. */
  draftId: string | null;
  /** Persisted: every draft on this device. */
  drafts: Record<string, StudioDraft>;
  /** A plain message for the author (a damaged link, a file that is not a scenario). */
  notice: string | null;
}

export type ScenarioFields = Partial<
  Pick<StudioModel, 'title' | 'ttl' | 'job' | 'clockSkew' | 'schema'>
>;

export interface StudioActions {
  /** Runs the model on screen (the studio page opening). */
  studioOpen(): Promise<void>;
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
  /** Opens a share fragment in the learner's view (the playground's editor and player). */
  openSharedLink(hash: string): Promise<boolean>;
  studioSetNotice(notice: string | null): void;
  /** Leaving the studio: the playground opens its own example again. */
  studioClose(): void;
}

const MAX_UNDO = 100;

export function initialStudio(): StudioState {
  return {
    model: edits.emptyModel(),
    text: '',
    issues: [],
    past: [],
    future: [],
    selected: null,
    draftId: null,
    drafts: {},
    notice: null,
  };
}

const loadYaml = () => import('../content/studioYaml');

export function studioActions(ctx: SliceContext, ticket: () => () => boolean): StudioActions {
  const now = () => ctx.deps.now?.() ?? 0;
  const st = () => ctx.get().studio;

  /** Validates and runs the model's YAML; the player shows the trace, the studio the issues. */
  async function runModel(text: string): Promise<void> {
    const isCurrent = ticket();
    const { parseScenarioYaml } = await import('../engine/parseScenario');
    if (!isCurrent()) return;
    const parsed = parseScenarioYaml(text, 'studio.scenario.yaml');
    if (!parsed.ok) return ctx.setStudio({ issues: parsed.issues });
    ctx.setStudio({ issues: [] });
    ctx.setPlayer({ running: true, selected: null });
    try {
      const trace = await ctx.deps.run(parsed.scenario);
      if (!isCurrent()) return;
      // The playhead at the end: an author sees every outcome of the edit at once.
      ctx.setPlayer({
        status: 'ready',
        running: false,
        trace,
        previous: null,
        changed: [],
        error: null,
        step: trace.steps.length - 1,
      });
    } catch (e) {
      if (!isCurrent()) return;
      const message = e instanceof Error ? e.message : String(e);
      ctx.setPlayer({
        status: 'error',
        running: false,
        error: { kind: 'run', messages: [message] },
      });
    }
  }

  function save(text: string, model: StudioModel): Record<string, StudioDraft> {
    const s = st();
    const id = s.draftId ?? `d${now().toString(36)}${Object.keys(s.drafts).length}`;
    const drafts = { ...s.drafts, [id]: { id, title: model.title, text, savedAt: now() } };
    ctx.setStudio({ draftId: id, drafts });
    return drafts;
  }

  /** Makes a model current: undo history, YAML text, autosave, run. */
  async function commit(model: StudioModel, history = true): Promise<void> {
    const s = st();
    if (model === s.model) return;
    const { toYaml } = await loadYaml();
    const text = toYaml(model);
    const past = history ? [...s.past, s.model].slice(-MAX_UNDO) : s.past;
    const future = history ? [] : s.future;
    const selected = model.steps.some((x) => x.id === s.selected) ? s.selected : null;
    ctx.setStudio({ model, text, past, future, selected, notice: null });
    save(text, model);
    await runModel(text);
  }

  /** Starts a fresh session (a new draft) on a model. */
  async function start(model: StudioModel, draftId: string | null): Promise<void> {
    const { toYaml } = await loadYaml();
    const text = toYaml(model);
    ctx.setStudio({ model, text, past: [], future: [], selected: null, draftId, issues: [] });
    ctx.setPlayer({ status: 'loading', trace: null, step: BEFORE_START, error: null });
    await runModel(text);
  }

  const edit = (f: (m: StudioModel) => StudioModel) => commit(f(st().model));

  return {
    async studioOpen() {
      const s = st();
      const { toYaml } = await loadYaml();
      const text = s.text || toYaml(s.model);
      ctx.setStudio({ text });
      ctx.setPlayer({ status: 'loading', trace: null, step: BEFORE_START, error: null });
      await runModel(text);
    },
    studioNew: () => start(edits.emptyModel(), null),
    studioAddWorker: () => edit((m) => edits.addWorker(m)),
    studioRenameWorker: (from, to) => edit((m) => edits.renameWorker(m, from, to)),
    studioRemoveWorker: (name) => edit((m) => edits.removeWorker(m, name)),
    async studioAddStep(actor, at, action) {
      const { model, id } = edits.addStep(st().model, actor, at, action);
      ctx.setStudio({ selected: id });
      await commit(model);
      ctx.setStudio({ selected: id });
    },
    studioMoveStep: (id, at) => edit((m) => edits.moveStep(m, id, at)),
    studioUpdateStep: (id, patch) => edit((m) => edits.updateStep(m, id, patch)),
    studioRemoveStep: (id) => edit((m) => edits.removeStep(m, id)),
    studioSetFields: (patch) => edit((m) => ({ ...m, ...patch })),
    studioSetSql: (action, sql) => edit((m) => edits.setSql(m, action, sql)),
    studioSelectStep: (id) => ctx.setStudio({ selected: id }),
    async studioSetText(text) {
      // Synchronously, so the text box keeps its caret while the parser loads.
      ctx.setStudio({ text });
      const { fromYaml, mergeText, toYaml } = await loadYaml();
      if (st().text !== text) return;
      const r = fromYaml(text, 'studio.scenario.yaml');
      if (!r.ok) return ctx.setStudio({ issues: r.issues });
      const s = st();
      const model = mergeText(s.model, r.model);
      const changed = toYaml(model) !== toYaml(s.model);
      ctx.setStudio({
        text,
        issues: [],
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
      ctx.setStudio({ past: s.past.slice(0, -1), future: [s.model, ...s.future] });
      await commit(prev, false);
    },
    async studioRedo() {
      const s = st();
      const next = s.future[0];
      if (!next) return;
      ctx.setStudio({ past: [...s.past, s.model], future: s.future.slice(1) });
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
        const { formatIssue } = await import('../engine/yamlSource');
        ctx.setStudio({
          notice: `This is not a valid scenario: ${r.issues.map(formatIssue).join('; ')}`,
        });
        return false;
      }
      ctx.setStudio({ notice: null });
      await start(r.model, null);
      return true;
    },
    async studioOpenDraft(id) {
      const draft = st().drafts[id];
      if (!draft) return;
      const { fromYaml, toYaml } = await loadYaml();
      const r = fromYaml(draft.text);
      if (r.ok) return start(r.model, id);
      // A draft saved while its text was invalid: keep the text, show its issues.
      ctx.setStudio({ draftId: id, past: [], future: [], model: edits.emptyModel() });
      ctx.setStudio({ text: draft.text || toYaml(edits.emptyModel()), issues: r.issues });
    },
    studioDeleteDraft(id) {
      const drafts = { ...st().drafts };
      delete drafts[id];
      ctx.setStudio({ drafts, draftId: st().draftId === id ? null : st().draftId });
    },
    async studioOpenLink(hash) {
      const { decodeShareFragment } = await import('../content/shareLink');
      const r = decodeShareFragment(hash);
      if (!r.ok) {
        ctx.setStudio({ notice: r.error.message });
        return false;
      }
      const { modelOf } = edits;
      ctx.setStudio({ notice: null });
      await start(modelOf(r.scenario), null);
      return true;
    },
    async openSharedLink(hash) {
      // Loading at once, so the playground does not open its default example meanwhile.
      const isCurrent = ticket();
      ctx.setPlayer({ selected: null, status: 'loading', trace: null, step: BEFORE_START });
      const { decodeShareFragment } = await import('../content/shareLink');
      if (!isCurrent()) return false;
      const r = decodeShareFragment(hash);
      if (!r.ok) {
        const error = { kind: 'link' as const, messages: [r.error.message] };
        ctx.setPlayer({ status: 'error', error });
        return false;
      }
      ctx.setEditor({ original: r.yaml, text: r.yaml, scenario: r.scenario, issues: [] });
      try {
        const trace = await ctx.deps.run(r.scenario);
        if (!isCurrent()) return true;
        ctx.setPlayer({ status: 'ready', trace, previous: null, changed: [], error: null });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        ctx.setPlayer({ status: 'error', error: { kind: 'run', messages: [message] } });
      }
      return true;
    },
    studioSetNotice: (notice) => ctx.setStudio({ notice }),
    studioClose: () => ctx.setPlayer({ status: 'idle', trace: null, selected: null }),
  };
}
