// Run (also Ctrl/Cmd+Enter in the editor) and Reset, with the state of the draft.
import { useActions, useAppStore } from '../../state/useAppStore';
import { t } from '../../i18n/i18n';
import { useShownAfter } from '../useShownAfter';

interface Props {
  /** True when the text differs from the example as shipped. */
  edited: boolean;
}

/** ⌘ on Apple keyboards, Ctrl elsewhere. */
const MOD =
  typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform) ? '⌘' : 'Ctrl';

export function EditorToolbar({ edited }: Props) {
  // A re-run is over in a few milliseconds: saying "Running…" for that long only makes the page
  // lay out and paint twice before the timeline updates (bench: edit_to_timeline).
  const running = useShownAfter(useAppStore((s) => s.player.running));
  const example = useAppStore((s) => s.editor.draftKey);
  const hasDraft = useAppStore((s) => example !== null && s.editor.drafts[example] !== undefined);
  const ready = useAppStore((s) => s.editor.original !== null);
  const { runDraft, resetDraft } = useActions();

  const reset = () => {
    const sure =
      !hasDraft ||
      window.confirm(
        t('editor.reset.confirm', { name: example ?? t('editor.reset.thisScenario') }),
      );
    if (sure) void resetDraft();
  };

  return (
    <div className="editor-toolbar">
      <h2 className="editor-title">{t('editor.title')}</h2>
      <span className="draft-state" data-testid="draft-state" data-edited={edited}>
        {t(edited ? 'editor.state.edited' : 'editor.state.shipped')}
      </span>
      <span className="toolbar-gap" />
      <button
        type="button"
        className="button-primary"
        data-testid="run-draft"
        onClick={() => void runDraft()}
        disabled={!ready}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {t(running ? 'editor.running' : 'editor.run')} <kbd>{MOD}+Enter</kbd>
      </button>
      <button
        type="button"
        data-testid="reset-draft"
        onClick={reset}
        disabled={!hasDraft || running}
      >
        {t('editor.reset')}
      </button>
    </div>
  );
}
