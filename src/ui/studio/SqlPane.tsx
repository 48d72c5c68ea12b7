// The SQL of each action the scenario runs, in Monaco (loaded lazily, as on the workbench). An
// action left at its reference SQL stays out of the file; editing it writes it into `sql:`.
import { useMemo } from 'react';
import { actionSqlOf, sqlActionsOf } from '../../content/studio/scenarioSql';
import { scenarioOfModel } from '../../content/studio/studioModel';
import { t } from '../../i18n/i18n';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { ActionSqlEditor } from '../editor/ActionSqlEditor';
import type { EditorTab } from '../editor/tabs';

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
  const sql = model.sql;
  const contents = useMemo(
    () => (tab: string) => actionSqlOf({ sql }, tab).replace(/\n$/, ''),
    [sql],
  );
  if (tabs.length === 0) return <p className="studio-hint">{t('studio.sql.empty')}</p>;
  const onEdit = (tab: string, value: string) => {
    if (value.trim() === actionSqlOf({ sql: {} }, tab).trim())
      return void actions.studioSetSql(tab, '');
    void actions.studioSetSql(tab, value);
  };
  return (
    <div className="studio-sql" data-testid="studio-sql">
      <ActionSqlEditor
        docKey="studio"
        tabs={tabs}
        contents={contents}
        markers={NO_MARKERS}
        trace={trace}
        label={t('studio.sql.label')}
        mark={(tab) => (sql[tab] !== undefined ? ' •' : '')}
        onEdit={onEdit}
        onRun={() => undefined}
      />
    </div>
  );
}
