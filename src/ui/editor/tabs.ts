// The editor's tabs: the scenario's YAML, then one per action with SQL. Pure.
import { actionSqlOf, sqlActionsOf } from '../../content/studio/scenarioSql';
import { sqlMapOfText } from '../../content/studio/scenarioText';
import type { Scenario } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { YAML_TAB } from '../../state/yamlTab';
import { sameSql } from './typedValue';

export interface EditorTab {
  /** `yaml`, or the action name. */
  id: string;
  label: string;
  language: 'yaml' | 'sql';
}

/** The tabs of a scenario (only the YAML tab until a first valid parse). */
export function editorTabs(scenario: Scenario | null): EditorTab[] {
  const sql = scenario ? sqlActionsOf(scenario) : [];
  return [
    { id: YAML_TAB, label: t('editor.tab.yaml'), language: 'yaml' },
    ...sql.map((a): EditorTab => ({ id: a, label: a, language: 'sql' })),
  ];
}

/**
 * What a SQL tab shows for an action, given the `sql:` map of the text: its entry, else the
 * reference SQL, without the one line break a YAML block adds.
 */
export function tabSqlFrom(sql: Record<string, string>, action: string): string {
  return actionSqlOf({ sql }, action).replace(/\n$/, '');
}

/** What a SQL tab shows for an action in a scenario text; null while the text is not valid YAML. */
export function tabSqlOf(text: string, action: string): string | null {
  const map = sqlMapOfText(text);
  return map === null ? null : tabSqlFrom(map, action);
}

/**
 * The tabs whose content differs from the example as shipped: the YAML tab when the text differs
 * at all, a SQL tab when that action's SQL does. While the text is not valid YAML, only the YAML
 * tab can tell.
 */
export function editedTabs(original: string | null, text: string, tabs: EditorTab[]): Set<string> {
  const out = new Set<string>();
  if (original === null || original === text) return out;
  out.add(YAML_TAB);
  const now = sqlMapOfText(text);
  const before = sqlMapOfText(original);
  if (now === null || before === null) return out;
  for (const t of tabs) {
    if (t.language !== 'sql') continue;
    if (!sameSql(actionSqlOf({ sql: now }, t.id), actionSqlOf({ sql: before }, t.id)))
      out.add(t.id);
  }
  return out;
}

/** What each tab's model should hold; null when the caller cannot tell (e.g. broken YAML). */
export type TabContents = (tab: string) => string | null;

/** The workbench's tabs: the scenario text, and each action's SQL read from its `sql:` map. */
export function scenarioContents(text: string): TabContents {
  const sql = sqlMapOfText(text);
  return (tab) => (tab === YAML_TAB ? text : sql === null ? null : tabSqlFrom(sql, tab));
}
