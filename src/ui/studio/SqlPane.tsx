// The SQL of each action the scenario runs, in Monaco (loaded lazily, as on the workbench). An
// action left at its reference SQL stays out of the file; editing it writes it into `sql:`.
import { lazy, Suspense, useMemo, useState } from 'react';
import { actionSqlOf } from '../../content/scenarioText';
import { scenarioOfModel } from '../../content/studioModel';
import { sqlActionsOf } from '../../content/scenarioText';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { EditorBoundary } from '../editor/EditorBoundary';
import type { EditorTab } from '../editor/tabs';
import '../editor/editor.css';

const MonacoEditor = lazy(() => import('../editor/MonacoEditor'));
const NO_MARKERS = {};

export function SqlPane() {
  const model = useAppStore((s) => s.studio.model);
  const trace = useAppStore(selectTrace);
  const actions = useActions();
  const names = useMemo(() => sqlActionsOf(scenarioOfModel(model)), [model]);
  const key = names.join(',');
  const tabs = useMemo<EditorTab[]>(
    () =>
      key
        .split(',')
        .filter(Boolean)
        .map((a) => ({ id: a, label: a, language: 'sql' })),
    [key],
  );
  const [chosen, setChosen] = useState('');
  const tab = tabs.some((t) => t.id === chosen) ? chosen : (tabs[0]?.id ?? '');
  const sql = model.sql;
  const contents = useMemo(() => (t: string) => actionSqlOf({ sql }, t).replace(/\n$/, ''), [sql]);
  if (tabs.length === 0)
    return <p className="studio-hint">Add a step to edit the SQL its action runs.</p>;
  const onEdit = (t: string, value: string) => {
    if (value.trim() === actionSqlOf({ sql: {} }, t).trim())
      return void actions.studioSetSql(t, '');
    void actions.studioSetSql(t, value);
  };
  return (
    <div className="studio-sql" data-testid="studio-sql">
      <div className="editor-tabs" role="tablist" aria-label="SQL per action">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            className="editor-tab"
            data-tab={t.id}
            onClick={() => setChosen(t.id)}
          >
            {t.label}
            {sql[t.id] !== undefined ? ' •' : ''}
          </button>
        ))}
      </div>
      <div className="editor-panel" role="tabpanel" aria-label={`SQL of ${tab}`}>
        <EditorBoundary
          fallback={
            <textarea
              aria-label={`SQL of ${tab}`}
              spellCheck={false}
              value={contents(tab)}
              onChange={(e) => onEdit(tab, e.target.value)}
            />
          }
        >
          <Suspense fallback={<p role="status">Loading the code editor…</p>}>
            <MonacoEditor
              docKey="studio"
              tabs={tabs}
              tab={tab}
              contents={contents}
              markers={NO_MARKERS}
              readOnlyWhy={null}
              trace={trace}
              onEdit={onEdit}
              onRun={() => undefined}
            />
          </Suspense>
        </EditorBoundary>
      </div>
    </div>
  );
}
