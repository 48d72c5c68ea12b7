// An editor slot: the read-only code view until editing starts, then Monaco, imported only then
// (useEditing.ts says when). While Monaco loads the code stays on screen; if it cannot load, the
// `fallback` (a plain text box) stands in.
import { lazy, Suspense, type ReactNode } from 'react';
import { currentLocale, t, withMessages } from '../../i18n/i18n';
import { once } from '../../state/lazyModule';
import { ErrorBoundary } from '../ErrorBoundary';
import { CodeView } from './CodeView';
import type { MonacoEditorProps } from './MonacoEditorView';
import { useEditing } from './useEditing';

/**
 * Monaco's code, fetched and run once: when editing starts, or ahead of it when the learner comes
 * to Edit (CodeView's `onEditIntent`), which gives its 870 KB a head start of a few hundred
 * milliseconds. A load that fails is forgotten (`once`), so the next try fetches again.
 * On a Chinese page Monaco's own words come with it, and run first (MonacoEditor.zh.ts). Ours
 * (completion, markers) come with the editor's code, the same group in both.
 */
const loadMonaco = once(() =>
  currentLocale() === 'zh-CN'
    ? withMessages('MonacoEditor', import('./MonacoEditor.zh'))
    : withMessages('MonacoEditor', import('./MonacoEditor')),
);

/** Starts loading Monaco; a failure here is the editor's to report, when editing starts. */
const preloadMonaco = () => void loadMonaco().catch(() => undefined);

const MonacoEditor = lazy(loadMonaco);

interface Props extends Omit<MonacoEditorProps, 'start'> {
  /** Shown if Monaco cannot load. */
  fallback: ReactNode;
}

export function CodeEditor({ fallback, ...editor }: Props) {
  const { editing, start, startEditing } = useEditing();
  const { tab, tabs, contents, label, markers, readOnlyWhy, onRun } = editor;
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
  if (!editing) return view(null);
  return (
    <ErrorBoundary what="The code editor (a plain text box stands in)" fallback={fallback}>
      <Suspense
        fallback={
          <>
            {view(t('editor.loading'))}
            <p className="visually-hidden" role="status" data-testid="editor-loading">
              {t('editor.loading')}
            </p>
          </>
        }
      >
        <MonacoEditor {...editor} start={start} />
      </Suspense>
    </ErrorBoundary>
  );
}
