// The Monaco editor of the workbench. Loaded lazily (it is most of the app's weight): EditorPane
// shows a loading state meanwhile, and a plain text box if this chunk fails to load.
import { useEffect, useRef } from 'react';
import { YAML_TAB } from '../../state/editorSlice';
import { selectSelected, selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { schemaOf } from './completion';
import type { MarkerSpec } from './markers';
import { EditorController } from './monaco/EditorController';
import { setCompletionTables } from './monaco/sqlCompletion';
import type { EditorTab } from './tabs';

interface Props {
  tabs: EditorTab[];
  /** The open tab; always one of `tabs`. */
  tab: string;
  markers: Record<string, MarkerSpec[]>;
  /** True when SQL tabs cannot be edited (the YAML they write into is broken). */
  sqlLocked: boolean;
}

const LOCKED = 'Fix the YAML first: the SQL tabs edit the scenario text.';

export default function MonacoEditor({ tabs, tab, markers, sqlLocked }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<EditorController | null>(null);
  const example = useAppStore(selectSelected);
  const text = useAppStore((s) => s.editor.text);
  const trace = useAppStore(selectTrace);
  const actions = useActions();

  useEffect(() => {
    if (!host.current) return;
    const c = new EditorController(host.current, {
      onEdit: (t, value) =>
        t === YAML_TAB ? actions.setText(value) : actions.setActionSql(t, value),
      onRun: () => void actions.runDraft(),
    });
    controller.current = c;
    return () => {
      controller.current = null;
      c.dispose();
    };
  }, [actions]);

  useEffect(() => {
    controller.current?.update(example, tabs, text);
    controller.current?.show(tab);
  }, [example, tabs, text, tab]);

  useEffect(() => controller.current?.setMarkers(markers), [markers]);

  useEffect(() => {
    controller.current?.setReadOnly(tab !== YAML_TAB && sqlLocked, LOCKED);
  }, [tab, sqlLocked]);

  useEffect(() => setCompletionTables(schemaOf(trace)), [trace]);

  return <div ref={host} className="monaco-host" data-testid="monaco-editor" />;
}
