// The editor slice: the scenario text being edited (drafts persist per example), its issues, the tab.
import type { InputIssue } from '../engine/yamlSource';
import type { Scenario } from '../engine/types';
import { setActionSql } from '../content/scenarioText';
import { runText } from './runText';
import type { SliceContext } from './sliceContext';

export interface EditorState {
  /** The learner's text per example, kept only while it differs from the file. Persisted. */
  drafts: Record<string, string>;
  /** The example's text as shipped. */
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

export interface EditorActions {
  /** Replaces the scenario text (the YAML tab) and keeps it as the draft. */
  setText(text: string): void;
  /** Writes one action's SQL into the scenario text (a SQL tab). */
  setActionSql(action: string, sql: string): void;
  /** Re-runs the current text (Ctrl/Cmd+Enter) and marks the outcomes that changed. */
  runDraft(): Promise<void>;
  /** Drops the draft and runs the example as shipped. */
  resetDraft(): Promise<void>;
  setTab(tab: string): void;
}

export const YAML_TAB = 'yaml';

export function initialEditor(): EditorState {
  return {
    drafts: {},
    original: null,
    text: '',
    scenario: null,
    issues: [],
    tab: YAML_TAB,
    editError: null,
  };
}

export function editorActions(ctx: SliceContext, ticket: () => () => boolean): EditorActions {
  const keep = (text: string) => {
    const { editor, player } = ctx.get();
    const name = player.selected;
    if (name === null) return ctx.setEditor({ text });
    const drafts = { ...editor.drafts };
    if (text === editor.original) delete drafts[name];
    else drafts[name] = text;
    ctx.setEditor({ text, drafts, editError: null });
  };
  return {
    setText: keep,
    setActionSql(action, sql) {
      const edit = setActionSql(ctx.get().editor.text, action, sql);
      if (edit.ok) keep(edit.text);
      else ctx.setEditor({ editError: edit.message });
    },
    runDraft: () => runText(ctx, ticket(), false),
    async resetDraft() {
      const { original } = ctx.get().editor;
      if (original === null) return;
      keep(original);
      await runText(ctx, ticket(), false);
    },
    setTab: (tab) => ctx.setEditor({ tab }),
  };
}
