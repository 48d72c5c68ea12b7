// The Monaco editor, shared by the workbench, the lesson page and the studio. Imported only when
// editing starts (CodeEditor.tsx, useEditing.ts: it is most of the app's weight), through
// MonacoEditor.tsx or, on a Chinese page, MonacoEditor.zh.ts; the code view stays on screen while
// it loads, and a plain text box stands in if it fails.
import { useEffect, useRef } from 'react';
import type { Trace } from '../../engine/types';
import type { EditStart } from './CodeView';
import { schemaOf } from './completion';
import type { MarkerSpec } from './markers';
import { EditorController } from './monaco/EditorController';
import { setCompletionTables } from './monaco/sqlCompletion';
import type { EditorTab, TabContents } from './tabs';

export interface MonacoEditorProps {
  /** Identifies the document set (an example, a lesson): a new key starts fresh models. */
  docKey: string | null;
  tabs: EditorTab[];
  /** The open tab; always one of `tabs`. */
  tab: string;
  contents: TabContents;
  markers: Record<string, MarkerSpec[]>;
  /** What the open tab's code is, for screen readers ("SQL of the commit action"). */
  label: string;
  /** Why the open tab cannot be edited, or null when it can. */
  readOnlyWhy: string | null;
  /** The last run, whose tables and columns feed completion. */
  trace: Trace | null;
  onEdit(tab: string, value: string): void;
  onRun(): void;
  /** Where the learner started editing: the cursor goes there (and the key they typed). */
  start?: EditStart | null;
}

export default function MonacoEditor(props: MonacoEditorProps) {
  const { docKey, tabs, tab, contents, markers, label, readOnlyWhy, trace } = props;
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<EditorController | null>(null);
  // The handlers change identity with the parent's renders; the controller reads the latest.
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    if (!host.current) return;
    const c = new EditorController(host.current, {
      onEdit: (t, value) => handlers.current.onEdit(t, value),
      onRun: () => handlers.current.onRun(),
    });
    controller.current = c;
    return () => {
      controller.current = null;
      c.dispose();
    };
  }, []);

  useEffect(() => {
    controller.current?.update(docKey, tabs, contents);
    controller.current?.show(tab);
  }, [docKey, tabs, contents, tab]);

  useEffect(() => controller.current?.setMarkers(markers), [markers]);

  useEffect(() => controller.current?.setLabel(label), [label]);

  useEffect(() => {
    controller.current?.setReadOnly(readOnlyWhy !== null, readOnlyWhy ?? '');
  }, [readOnlyWhy]);

  useEffect(() => setCompletionTables(schemaOf(trace)), [trace]);

  // Once, after the first models, markers and read-only state are in: the cursor goes where the
  // learner clicked, or the key they typed is typed.
  const start = useRef(props.start ?? null);
  useEffect(() => {
    if (start.current) controller.current?.focusAt(start.current);
  }, []);

  // `monaco-component`: Monaco's theme sets its colours as CSS variables on that class and on the
  // editor. The context menu is drawn in a shadow root hosted beside the editor, in this element,
  // and inherits them only from here: without it the menu had no background or shadow.
  return <div ref={host} className="monaco-host monaco-component" data-testid="monaco-editor" />;
}
