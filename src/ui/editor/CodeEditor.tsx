// An editor slot: the read-only code view until editing starts, then Monaco, imported only then
// (useEditing.ts says when). While Monaco loads, the code stays on screen, as a plain text box
// once the learner has started editing (InterimEditor.tsx: nothing typed meanwhile is lost), and
// Monaco takes over at the caret when typing pauses. If it cannot load, the `fallback` (a plain
// text box) stands in.
import { useState, type ReactNode } from 'react';
import { currentLocale, t, withMessages } from '../../i18n/i18n';
import { lazyModule, useLazyModuleLoad } from '../../state/lazyModule';
import { ErrorBoundary } from '../ErrorBoundary';
import { CodeView, type EditStart } from './CodeView';
import { InterimEditor } from './InterimEditor';
import type { MonacoEditorProps } from './MonacoEditorView';
import { useEditing } from './useEditing';

/**
 * Monaco's code, fetched and run once: when editing starts, or ahead of it when the learner comes
 * to Edit (CodeView's `onEditIntent`), which gives its 870 KB a head start of a few hundred
 * milliseconds. A load that fails is forgotten (`lazyModule`), so the next try fetches again.
 * On a Chinese page Monaco's own words come with it, and run first (MonacoEditor.zh.ts). Ours
 * (completion, markers) come with the editor's code, the same group in both.
 */
const monaco = lazyModule(() =>
  currentLocale() === 'zh-CN'
    ? withMessages('MonacoEditor', import('./MonacoEditor.zh'))
    : withMessages('MonacoEditor', import('./MonacoEditor')),
);

/** Starts loading Monaco; a failure here is the editor's to report, when editing starts. */
const preloadMonaco = () => void monaco.load().catch(() => undefined);

interface Props extends Omit<MonacoEditorProps, 'start'> {
  /** Shown if Monaco cannot load. */
  fallback: ReactNode;
}

export function CodeEditor({ fallback, ...editor }: Props) {
  const { editing, start, startEditing } = useEditing();
  const { value: loaded, failed } = useLazyModuleLoad(monaco, editing);
  const Editor = loaded?.default;
  const { tab, tabs, contents, label, markers, readOnlyWhy, onRun, onEdit } = editor;
  // Once the interim box has opened, Monaco waits for it to hand over (a pause in typing), and
  // opens with its text at its caret (and without the focus when the box had lost it).
  const [interim, setInterim] = useState(false);
  const [handedOver, setHandedOver] = useState<EditStart | null>(null);
  if (editing && start !== null && !Editor && !failed && !interim) setInterim(true);
  const language = tabs.find((t) => t.id === tab)?.language ?? 'sql';
  const text = contents(tab);
  const view = (note: string | null) => (
    <CodeView
      text={text ?? ''}
      language={language}
      label={label}
      note={note ?? (text === null ? readOnlyWhy : null)}
      markers={markers[tab]}
      onEdit={startEditing}
      onEditIntent={preloadMonaco}
      onRun={onRun}
    />
  );
  const interimBox = (at: EditStart) => (
    <InterimEditor
      text={text}
      tab={tab}
      sql={language === 'sql'}
      label={label}
      readOnlyWhy={readOnlyWhy}
      markers={markers[tab]}
      start={at}
      ready={Editor !== undefined}
      onChange={(value) => onEdit(tab, value)}
      onRun={onRun}
      onHandover={setHandedOver}
    />
  );
  if (!editing) return view(null);
  if (failed) return fallback;
  if (Editor && (!interim || handedOver !== null))
    return (
      <ErrorBoundary what="The code editor (a plain text box stands in)" fallback={fallback}>
        <Editor {...editor} start={handedOver ?? start} />
      </ErrorBoundary>
    );
  // Editing opened by the address (the studio, `?edit=1`): the code view until Monaco comes;
  // editing the learner started: the interim box.
  return (
    <>
      {start === null ? view(t('editor.loading')) : interimBox(start)}
      <p className="visually-hidden" role="status" data-testid="editor-loading">
        {t('editor.loading')}
      </p>
    </>
  );
}
