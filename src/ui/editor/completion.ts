// What the SQL tabs offer to complete: tables and columns of the live schema (from the last run's
// snapshots) and the parameters every step binds. Pure: the Monaco adapter maps these to items.
import type { TableSnapshot, Trace } from '../../engine/types';
import { byCodeUnits } from '../../engine/codeUnitOrder';
import { t, type MessageKey } from '../../i18n/i18n';

export interface TableInfo {
  name: string;
  columns: string[];
}

export type CompletionKind = 'table' | 'column' | 'parameter';

export interface CompletionSpec {
  label: string;
  kind: CompletionKind;
  /** One line beside the label. */
  detail: string;
  /** Shown when the item is selected. */
  documentation: string;
}

/**
 * The parameters bound at every step (see the scenario contract), with the message that says what
 * each holds (read when completions are made, so in the page's language).
 */
export const PARAMETER_DOCS: Readonly<Record<string, MessageKey>> = {
  ':job': 'editor.param.job',
  ':worker': 'editor.param.worker',
  ':now': 'editor.param.now',
  ':local_now': 'editor.param.localNow',
  ':ttl': 'editor.param.ttl',
  ':token': 'editor.param.token',
  ':payload': 'editor.param.payload',
  ':key': 'editor.param.key',
};

/**
 * Every table a run saw, in name order, with the union of its columns: the tables after the schema
 * and any a step created later.
 */
export function schemaOf(trace: Trace | null): TableInfo[] {
  if (!trace) return [];
  const byName = new Map<string, string[]>();
  const note = (t: TableSnapshot) => {
    const cols = byName.get(t.name) ?? [];
    for (const c of t.columns) if (!cols.includes(c)) cols.push(c);
    byName.set(t.name, cols);
  };
  trace.initial.forEach(note);
  for (const step of trace.steps) step.tables.forEach(note);
  return [...byName.entries()]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([name, columns]) => ({ name, columns }));
}

function parameters(): CompletionSpec[] {
  return Object.entries(PARAMETER_DOCS).map(([label, doc]) => ({
    label,
    kind: 'parameter',
    detail: t('editor.completion.parameter'),
    documentation: t(doc),
  }));
}

function columnsOf(tables: TableInfo[]): CompletionSpec[] {
  const owners = new Map<string, string[]>();
  for (const t of tables)
    for (const c of t.columns) owners.set(c, [...(owners.get(c) ?? []), t.name]);
  return [...owners.entries()].map(([label, of]) => ({
    label,
    kind: 'column',
    detail: t('editor.completion.column', { tables: of.join(t('editor.list.separator')) }),
    documentation: t('editor.completion.columnDoc', {
      tables: of.map((name) => `\`${name}\``).join(t('editor.list.and')),
    }),
  }));
}

/**
 * The completions for the word being typed, given the text of its line before that word: after a
 * `:` only the parameters; after `table.` only that table's columns; otherwise tables, columns
 * and parameters.
 */
export function completionsAt(tables: TableInfo[], before: string): CompletionSpec[] {
  if (before.endsWith(':')) return parameters();
  const qualified = /([A-Za-z_][A-Za-z0-9_]*)\.$/.exec(before);
  if (qualified) {
    const table = tables.find((t) => t.name.toLowerCase() === qualified[1]?.toLowerCase());
    return table ? columnsOf([table]) : [];
  }
  const tableItems: CompletionSpec[] = tables.map((table) => ({
    label: table.name,
    kind: 'table',
    detail: t('editor.completion.table'),
    documentation: t('editor.completion.tableDoc', {
      name: table.name,
      columns: table.columns.join(t('editor.list.separator')),
    }),
  }));
  return [...tableItems, ...columnsOf(tables), ...parameters()];
}
