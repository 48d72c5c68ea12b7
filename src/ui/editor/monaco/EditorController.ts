// One Monaco editor and a model per tab (so each tab keeps its own undo history and cursor). The
// store's text is the truth: edits go out through `onEdit`, outside changes (reset, another tab)
// come back in through `update` as undoable edits, a run of them with nothing typed here between
// as one (another tab's typing arrives key by key; one Undo takes all of it back, not one key).
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { t } from '../../../i18n/i18n';
import { YAML_TAB } from '../../../state/yamlTab';
import type { EditStart } from '../CodeView';
import type { MarkerSpec } from '../markers';
import type { EditorTab, TabContents } from '../tabs';
import { changedSpan, sameSql } from '../typedValue';
import { monaco, pageTheme } from './setup';

type Model = Monaco.editor.ITextModel;

export interface EditorHandlers {
  onEdit(tab: string, value: string): void;
  onRun(): void;
}

const OPTIONS: Monaco.editor.IStandaloneEditorConstructionOptions = {
  automaticLayout: true,
  minimap: { enabled: false },
  wordWrap: 'on',
  wrappingIndent: 'indent',
  scrollBeyondLastLine: false,
  fontSize: 14,
  tabSize: 2,
  padding: { top: 8, bottom: 8 },
  fixedOverflowWidgets: true,
  lineNumbersMinChars: 3,
  renderLineHighlightOnlyWhenFocus: true,
  // Tab moves the focus on, as everywhere on the page (Ctrl+M switches it to typing a tab).
  tabFocusMode: true,
  // Suggestions pop up with none chosen, so Enter after `:payload` starts a new line. The learner
  // chooses one with the arrow keys (or Ctrl+Space), and only then Enter or Tab accepts it.
  suggest: { selectionMode: 'never' },
  acceptSuggestionOnEnter: 'on',
};

export class EditorController {
  readonly editor: Monaco.editor.IStandaloneCodeEditor;
  private models = new Map<string, Model>();
  private views = new Map<string, Monaco.editor.ICodeEditorViewState | null>();
  private markers: Record<string, MarkerSpec[]> = {};
  private example: string | null = null;
  private shown: string | null = null;
  private applying = false;
  /** Per model, the text the last outside change left, until an edit is made here. */
  private outsideLeft = new WeakMap<Model, string>();
  /** The popups' closing after a Ctrl+Enter, until it has run. */
  private closing: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: HTMLElement,
    private readonly handlers: EditorHandlers,
  ) {
    this.editor = monaco.editor.create(host, {
      ...OPTIONS,
      ariaLabel: t('editor.monaco.label'),
      theme: pageTheme(),
      model: null,
    });
    // A run changes the page around the editor (on a phone the player above it grows or shrinks):
    // the suggestions close before its result comes, or they would stay where the editor was.
    // They close in a task of their own, just after the key's: once a key's task has changed what
    // is drawn, Chromium holds the page's other tasks (the worker's reply among them) until the
    // next frame is drawn, so closing them in the key's task made the result wait up to a frame.
    this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => {
      handlers.onRun();
      clearTimeout(this.closing);
      this.closing = setTimeout(this.closePopups, 0);
    });
    window.addEventListener('scroll', this.onPageScroll, { capture: true, passive: true });
  }

  /**
   * Closes the suggestions and the hover. With `fixedOverflowWidgets` they are placed once against
   * the viewport, so when the editor moves under them (the page scrolls, or a run changes what is
   * above it) they are left floating over other controls (seen at 390 px: over Run and Reset).
   */
  private readonly closePopups = (): void => {
    // Only what is open: a re-run comes through here, and it should cost nothing more.
    if (this.host.querySelector('.suggest-widget.visible'))
      this.editor.trigger('fencelab', 'hideSuggestWidget', null);
    if (this.host.querySelector('.monaco-hover:not(.hidden)'))
      this.editor.trigger('fencelab', 'editor.action.hideHover', null);
  };

  /** A scroll of the page, or of a box around the editor, but not of the editor's own parts. */
  private readonly onPageScroll = (event: Event): void => {
    if (event.target instanceof Node && this.host.contains(event.target)) return;
    this.closePopups();
  };

  /**
   * Brings the models in line with the store: a fresh set for another example, a model for each
   * new tab, none for tabs that went away, and the text of every model.
   */
  update(example: string | null, tabs: EditorTab[], contentOf: TabContents): void {
    if (example !== this.example) {
      this.dropModels();
      this.example = example;
    }
    const ids = new Set(tabs.map((t) => t.id));
    for (const [id, model] of this.models) {
      if (!ids.has(id)) {
        if (this.shown === id) this.show(YAML_TAB);
        model.dispose();
        this.models.delete(id);
      }
    }
    for (const t of tabs) {
      const model = this.models.get(t.id) ?? this.createModel(t, contentOf(t.id));
      const want = contentOf(t.id);
      if (want === null) continue;
      const have = model.getValue();
      const same = t.language === 'yaml' ? have === want : sameSql(have, want);
      if (!same) this.replaceFromOutside(model, want);
    }
  }

  /**
   * An outside change, as one undoable edit with the outside changes just before it when nothing
   * was edited here since: that edit is undone first, and the run's whole change made as one.
   */
  private replaceFromOutside(model: Model, value: string): void {
    if (this.outsideLeft.get(model) === model.getValue() && model.canUndo()) {
      this.applying = true;
      try {
        void model.undo();
      } finally {
        this.applying = false;
      }
    }
    this.replace(model, value);
    this.outsideLeft.set(model, model.getValue());
  }

  /** Shows one tab's model, keeping the cursor and scroll of the tab it leaves. */
  show(tab: string): void {
    const model = this.models.get(tab);
    if (!model || this.shown === tab) return;
    if (this.shown !== null) this.views.set(this.shown, this.editor.saveViewState());
    this.editor.setModel(model);
    const view = this.views.get(tab);
    if (view) this.editor.restoreViewState(view);
    this.shown = tab;
    this.describe();
  }

  /**
   * Puts the cursor at a place and the focus in the editor (unless `start.focus` is false), then
   * types what the learner typed.
   */
  focusAt(start: EditStart): void {
    const model = this.editor.getModel();
    const have = model?.getValue() ?? null;
    if (model && this.shown !== null && start.text !== undefined && sameSql(have, start.text)) {
      // What was typed in the interim box, as one edit Undo takes back; and a blank typed at the
      // end there, which the scenario's text did not keep.
      if (start.before !== undefined && start.before !== start.text) {
        this.applying = true;
        try {
          model.setValue(start.before);
        } finally {
          this.applying = false;
        }
        this.replace(model, start.text);
        this.markModel(this.shown, model);
        this.describe();
      } else if (have !== start.text) this.replace(model, start.text);
    }
    const position = { lineNumber: start.line, column: start.column };
    this.editor.setPosition(position);
    this.editor.revealPositionInCenterIfOutsideViewport(position);
    if (start.focus === false) return;
    this.editor.focus();
    if (start.typed) this.editor.trigger('keyboard', 'type', { text: start.typed });
  }

  /** What the editor is called for screen readers: which tab's code it edits. */
  setLabel(label: string): void {
    this.editor.updateOptions({ ariaLabel: label });
  }

  /** SQL tabs cannot be edited while the YAML is broken: they write into it. */
  setReadOnly(readOnly: boolean, why: string): void {
    this.editor.updateOptions({ readOnly, readOnlyMessage: { value: why } });
  }

  /**
   * Marks each tab with the last run's markers. A run without any, after one without any, marks
   * nothing: most re-runs, and the models have none to move or clear (it cost each re-run's
   * reply about half a millisecond, #31).
   */
  setMarkers(byTab: Record<string, MarkerSpec[]>): void {
    const none = (m: Record<string, MarkerSpec[]>) => Object.values(m).every((l) => l.length === 0);
    if (none(byTab) && none(this.markers)) return;
    this.markers = byTab;
    this.applyMarkers();
  }

  dispose(): void {
    clearTimeout(this.closing);
    window.removeEventListener('scroll', this.onPageScroll, { capture: true });
    this.editor.dispose();
    this.dropModels();
  }

  private createModel(tab: EditorTab, content: string | null): Model {
    const uri = monaco.Uri.from({
      scheme: 'fencelab',
      path: `/${this.example ?? 'scenario'}/${tab.id}.${tab.language}`,
    });
    monaco.editor.getModel(uri)?.dispose();
    const model = monaco.editor.createModel(content ?? '', tab.language, uri);
    model.updateOptions({ tabSize: 2, insertSpaces: true });
    model.onDidChangeContent(() => {
      if (this.applying) return;
      this.outsideLeft.delete(model);
      this.handlers.onEdit(tab.id, model.getValue());
    });
    this.models.set(tab.id, model);
    this.markModel(tab.id, model);
    return model;
  }

  /**
   * Replaces a model's text as one undoable edit, without echoing it back to the store. The edit
   * spans only what differs, so that markers and Undo's cursor stay put around it.
   */
  private replace(model: Model, value: string): void {
    this.applying = true;
    try {
      const { from, to, text } = changedSpan(model.getValue(), value);
      const start = model.getPositionAt(from);
      const end = model.getPositionAt(to);
      const range = {
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      };
      model.pushStackElement();
      model.pushEditOperations([], [{ range, text }], () => null);
      model.pushStackElement();
    } finally {
      this.applying = false;
    }
  }

  /**
   * Sets a model's markers. Only when the markers change (a run) or the model is new: Monaco moves
   * markers along with later edits, and setting them again would snap them back.
   */
  private markModel(tab: string, model: Model): void {
    const lines = model.getLineCount();
    const line = (n: number) => Math.min(Math.max(1, n), lines);
    monaco.editor.setModelMarkers(
      model,
      'fencelab',
      (this.markers[tab] ?? []).map((m) => ({
        severity:
          m.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
        message: m.message,
        source: tab === YAML_TAB ? t('editor.marker.source') : 'SQLite',
        startLineNumber: line(m.startLineNumber),
        startColumn: m.startColumn,
        endLineNumber: line(m.endLineNumber),
        endColumn: m.endColumn ?? model.getLineMaxColumn(line(m.endLineNumber)),
      })),
    );
  }

  private applyMarkers(): void {
    for (const [tab, model] of this.models) this.markModel(tab, model);
    this.describe();
  }

  /** Mirrors what the editor shows into data-* attributes, for tests and for styling. */
  private describe(): void {
    const model = this.shown === null ? null : this.models.get(this.shown);
    const markers = model ? monaco.editor.getModelMarkers({ resource: model.uri }) : [];
    const errors = markers.filter((m) => m.severity === monaco.MarkerSeverity.Error);
    this.host.dataset.tab = this.shown ?? '';
    this.host.dataset.errors = String(errors.length);
    this.host.dataset.errorLines = [...new Set(errors.map((m) => m.startLineNumber))].join(' ');
  }

  private dropModels(): void {
    for (const model of this.models.values()) model.dispose();
    this.models.clear();
    this.views.clear();
    this.shown = null;
  }
}
