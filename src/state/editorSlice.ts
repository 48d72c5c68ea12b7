// The editor slice: the scenario text being edited (drafts persist per example), its issues, the
// tab, and what the text is of (its source, shown by the player when it runs).
import type { InputIssue } from '../engine/yamlSource';
import type { ScenarioResult } from '../engine/parseScenario';
import type { Scenario } from '../engine/types';
import type { StepChoice } from './playerSlice';
import type { SliceContext } from './sliceContext';
import type { TraceSource } from './traceSource';
import { YAML_TAB } from './yamlTab';
import { textEditText } from './fileText';
import { issueLine } from '../i18n/issueText';
import type { LatestCall } from './latestCall';
import { parseAhead } from './parseAhead';

export interface EditorState {
  /** The learner's text per example, kept only while it differs from the file. Persisted. */
  drafts: Record<string, string>;
  /** What the text is of: the player shows its run with this source. */
  source: TraceSource | null;
  /** The file its messages name (an example's path), or null. */
  file: string | null;
  /** The key its draft is kept under (an example's name), or null when it keeps none (a link). */
  draftKey: string | null;
  /** The text as shipped (or as the link carried it). */
  original: string | null;
  /** The text in the editor: the draft, else the original. */
  text: string;
  /** The last valid parse of `text` (its SQL tabs), kept while the text is invalid. */
  scenario: Scenario | null;
  /** Issues of the last parse, shown as markers in the YAML tab. */
  issues: InputIssue[];
  /** `yaml`, or the action whose SQL tab is open. */
  tab: string;
  /** Why the last SQL-tab edit could not be applied, if it could not. */
  editError: string | null;
}

export interface EditorLoad {
  original: string;
  source: TraceSource;
  file: string | null;
  draftKey: string | null;
}

export interface EditorActions {
  /** Puts a scenario's text in the editor (the learner's draft of it, when there is one). */
  editorLoad(load: EditorLoad): void;
  /** Replaces the scenario text (the YAML tab) and keeps it as the draft. */
  setText(text: string): void;
  /** Writes one action's SQL into the scenario text (a SQL tab). */
  setActionSql(action: string, sql: string): Promise<void>;
  /**
   * Parses the text and runs it in the player. Invalid text leaves the last trace on screen and
   * puts the issues where the editor shows them. Unless `fresh`, changed outcomes are marked.
   * `checked` is the text's scenario when the caller has just validated it (a share link): the
   * text is then not parsed again.
   */
  runDraft(options?: {
    fresh?: boolean;
    step?: StepChoice;
    call?: LatestCall;
    checked?: { text: string; scenario: Scenario };
  }): Promise<void>;
  /** Drops the draft and runs the text as shipped. */
  resetDraft(): Promise<void>;
  setTab(tab: string): void;
}

export function initialEditor(): EditorState {
  return {
    drafts: {},
    source: null,
    file: null,
    draftKey: null,
    original: null,
    text: '',
    scenario: null,
    issues: [],
    tab: YAML_TAB,
    editError: null,
  };
}

export function editorActions(ctx: SliceContext<'editor'>): EditorActions {
  const ahead = parseAhead(ctx.deps);
  const keep = (text: string) => {
    const { drafts, original, draftKey, file } = ctx.get().editor;
    ahead.schedule(text, file);
    if (draftKey === null) return ctx.set({ text, editError: null });
    const next = { ...drafts };
    if (text === original) delete next[draftKey];
    else next[draftKey] = text;
    ctx.set({ text, drafts: next, editError: null });
  };
  const actions: EditorActions = {
    editorLoad({ original, source, file, draftKey }) {
      void ctx.deps.modules.load('scenarioText');
      const draft = draftKey === null ? undefined : ctx.get().editor.drafts[draftKey];
      ctx.set({
        source,
        file,
        draftKey,
        original,
        text: typeof draft === 'string' ? draft : original,
        scenario: null,
        issues: [],
        editError: null,
      });
    },
    setText: keep,
    async setActionSql(action, sql) {
      // Synchronous once loaded (editorLoad loads it), so a keystroke changes the text in the
      // same event and a controlled editor keeps its caret.
      const { modules } = ctx.deps;
      const { setActionSql } = modules.now('scenarioText') ?? (await modules.load('scenarioText'));
      const edit = setActionSql(ctx.get().editor.text, action, sql);
      if (edit.ok) keep(edit.text);
      else ctx.set({ editError: textEditText(edit.problem) });
    },
    async runDraft({ fresh = false, step, call, checked } = {}) {
      const { text, file, source } = ctx.get().editor;
      if (source === null) return;
      const run = call ?? ctx.actions().beginRun();
      const parse = async (): Promise<ScenarioResult> => {
        // The parser (yaml + zod) loads on first use, which keeps the first chunk small.
        const { parseScenarioYaml } = await ctx.deps.modules.load('engine');
        return parseScenarioYaml(text, file);
      };
      // Already parsed (by the caller, or ahead in idle time): the run goes out in this task.
      const ready: ScenarioResult | null =
        checked?.text === text ? { ok: true, scenario: checked.scenario } : ahead.take(text, file);
      const parsed = ready ?? (await parse());
      if (!run.current() || ctx.get().editor.source !== source) return;
      const player = ctx.actions();
      if (!parsed.ok) {
        ctx.set({ issues: parsed.issues });
        player.fail('parse', parsed.issues.map(issueLine), source, !fresh);
        return;
      }
      const options = {
        source,
        call: run,
        compare: !fresh,
        ...(step === undefined ? {} : { step }),
      };
      // Posted to the worker first: the editor's render of the new scenario overlaps the run.
      const shown = player.runAndShow(parsed.scenario, options);
      ctx.set({ issues: [], scenario: parsed.scenario });
      await shown;
    },
    async resetDraft() {
      const { original } = ctx.get().editor;
      if (original === null) return;
      keep(original);
      await actions.runDraft();
    },
    setTab: (tab) => ctx.set({ tab }),
  };
  return actions;
}
