// The SQL workbench's editor: a tab for the scenario's YAML and one per action, Run and Reset, and
// what the last run changed. The code shows read-only until editing starts, then in Monaco (see
// useEditing.ts); a plain text box stands in if Monaco cannot load.
import { useMemo } from 'react';
import { t } from '../../i18n/i18n';
import { YAML_TAB } from '../../state/yamlTab';
import { selectSelected, selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { CodeEditor } from './CodeEditor';
import { EditorTabs, tabPanelId, tabId } from './EditorTabs';
import { EditorToolbar } from './EditorToolbar';
import { markersByTab } from './markers';
import { PlainEditor } from './PlainEditor';
import { RunSummary } from './RunSummary';
import { editedTabs, editorTabs, scenarioContents, tabSqlOf } from './tabs';
import './editor.css';

export function EditorPane() {
  const scenario = useAppStore((s) => s.editor.scenario);
  const original = useAppStore((s) => s.editor.original);
  const text = useAppStore((s) => s.editor.text);
  const issues = useAppStore((s) => s.editor.issues);
  const chosen = useAppStore((s) => s.editor.tab);
  const trace = useAppStore(selectTrace);
  const example = useAppStore(selectSelected);
  const actions = useActions();
  const contents = useMemo(() => scenarioContents(text), [text]);

  const tabs = useMemo(() => editorTabs(scenario), [scenario]);
  const tab = tabs.some((x) => x.id === chosen) ? chosen : YAML_TAB;
  const markers = useMemo(() => markersByTab(trace, issues), [trace, issues]);
  const edited = useMemo(() => editedTabs(original, text, tabs), [original, text, tabs]);
  // Any action will do: null means the YAML does not parse, so no SQL tab can write into it.
  const sqlLocked = useMemo(() => tabSqlOf(text, 'read') === null, [text]);

  return (
    <div className="editor-pane" data-testid="editor-pane">
      <EditorToolbar edited={edited.size > 0} />
      <EditorTabs tabs={tabs} active={tab} markers={markers} edited={edited} />
      <div
        className="editor-panel"
        role="tabpanel"
        id={tabPanelId}
        aria-labelledby={tabId(tab)}
        data-testid="editor-panel"
      >
        <CodeEditor
          label={tab === YAML_TAB ? t('editor.yamlLabel') : t('editor.sqlOf', { action: tab })}
          fallback={<PlainEditor tab={tab} sqlLocked={sqlLocked} markers={markers[tab]} failed />}
          docKey={example}
          tabs={tabs}
          tab={tab}
          contents={contents}
          markers={markers}
          readOnlyWhy={tab !== YAML_TAB && sqlLocked ? t('editor.locked') : null}
          trace={trace}
          onEdit={(which, value) =>
            which === YAML_TAB ? actions.setText(value) : actions.setActionSql(which, value)
          }
          onRun={() => void actions.runDraft()}
        />
      </div>
      <RunSummary />
    </div>
  );
}
