// Where the editor draws its squiggles: SQLite errors of the last run in the SQL tabs, the last
// parse's issues in the YAML tab. Pure: plain ranges (1-based, as Monaco counts), no Monaco here.
import type { InputIssue } from '../../engine/yamlSource';
import type { Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { issueField, issueMessage } from '../../i18n/issueText';
import { YAML_TAB } from '../../state/yamlTab';

export interface TextRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  /** Exclusive. `null` means the end of the line (the adapter asks the model for it). */
  endColumn: number | null;
}

export interface MarkerSpec extends TextRange {
  severity: 'error' | 'warning';
  message: string;
}

/** The 1-based line and column of a character offset, clamped to the text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: at - lineStart + 1 };
}

/** Quoted text, comments, or the `;` that ends a statement. */
const STATEMENT_PART = /'(?:[^']|'')*'?|"(?:[^"]|"")*"?|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|;/g;

/** Where the statement that starts at `offset` ends: its `;`, else the end of the script. */
function statementEnd(sql: string, offset: number): number {
  STATEMENT_PART.lastIndex = offset;
  for (let m = STATEMENT_PART.exec(sql); m; m = STATEMENT_PART.exec(sql)) {
    if (m[0] === ';') return m.index;
  }
  return sql.length;
}

/** The name SQLite's message points at: `near "X"`, `no such column: X`, … */
function culpritOf(message: string): string | null {
  const near = /near "([^"]+)"/.exec(message);
  if (near?.[1]) return near[1];
  const missing = /no such (?:column|table|function): ([^\s,;]+)/.exec(message);
  return missing?.[1] ?? null;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the culprit is in the statement: as a word of its own first (`near "id"` is the `id` of
 * `WHERE id`, not the one inside `paid`), in any case, and only then inside a longer word.
 */
function culpritAt(statement: string, culprit: string): number {
  const text = escaped(culprit);
  const tries: RegExp[] = [];
  if (/^\w/.test(culprit) && /\w$/.test(culprit)) {
    const word = `(?<![\\w:@$])${text}(?!\\w)`;
    tries.push(new RegExp(word), new RegExp(word, 'i'));
  }
  tries.push(new RegExp(text), new RegExp(text, 'i'));
  for (const re of tries) {
    const m = re.exec(statement);
    if (m) return m.index;
  }
  return -1;
}

/**
 * The range to mark for a statement that failed: the token SQLite's message names when it can be
 * found inside the failing statement, else the whole statement (trailing blanks left out).
 * `offset` is where the failing statement starts in `sql` (the trace's `errorOffset`).
 */
export function sqlErrorRange(sql: string, offset: number, message: string): TextRange {
  const start = Math.max(0, Math.min(offset, sql.length));
  const end = statementEnd(sql, start);
  const statement = sql.slice(start, end);
  let from = start;
  let to = start + statement.trimEnd().length;
  const culprit = culpritOf(message);
  if (culprit) {
    const at = culpritAt(statement, culprit);
    if (at >= 0) [from, to] = [start + at, start + at + culprit.length];
  }
  if (to <= from) to = Math.min(sql.length, from + 1);
  const a = positionAt(sql, from);
  const b = positionAt(sql, to);
  return {
    startLineNumber: a.line,
    startColumn: a.column,
    endLineNumber: b.line,
    endColumn: b.column,
  };
}

function wholeLine(line: number): TextRange {
  return { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: null };
}

/**
 * Every marker of the last run and parse, by tab (`yaml` or an action name): each SQLite error at
 * its statement in that action's tab (once, naming every step that ran into it), each parse issue
 * at its line of the YAML tab, and a warning at the line of every step that failed.
 */
export function markersByTab(
  trace: Trace | null,
  issues: InputIssue[],
): Record<string, MarkerSpec[]> {
  const out: Record<string, MarkerSpec[]> = {};
  const add = (tab: string, spec: MarkerSpec) => (out[tab] ??= []).push(spec);
  for (const issue of issues) {
    const message = t('editor.marker.issue', {
      field: issueField(issue),
      message: issueMessage(issue),
    });
    add(YAML_TAB, { ...wholeLine(issue.line ?? 1), severity: 'error', message });
  }
  if (trace?.schemaError) {
    add(YAML_TAB, {
      ...wholeLine(1),
      severity: 'error',
      message: t('editor.marker.schema', { error: trace.schemaError }),
    });
  }
  const sqlErrors = new Map<
    string,
    { tab: string; range: TextRange; error: string; who: string[] }
  >();
  for (const step of trace?.steps ?? []) {
    if (step.outcome !== 'error' || step.error === null) continue;
    const who = `t=${step.at} ${step.actor}`;
    if (step.sql !== null) {
      const range = sqlErrorRange(step.sql, step.errorOffset ?? 0, step.error);
      const key = JSON.stringify([step.do, range, step.error]);
      const seen = sqlErrors.get(key);
      if (seen) seen.who.push(who);
      else sqlErrors.set(key, { tab: step.do, range, error: step.error, who: [who] });
    }
    if (step.line !== null) {
      const message = t('editor.marker.stepFailed', { action: step.do, who, error: step.error });
      add(YAML_TAB, { ...wholeLine(step.line), severity: 'warning', message });
    }
  }
  for (const { tab, range, error, who } of sqlErrors.values()) {
    const steps = who.join(t('editor.list.separator'));
    add(tab, {
      ...range,
      severity: 'error',
      message: t('editor.marker.sqlError', { error, who: steps }),
    });
  }
  return out;
}

/** True when a tab has at least one error (warnings do not count). */
export function hasErrors(markers: readonly MarkerSpec[] | undefined): boolean {
  return (markers ?? []).some((m) => m.severity === 'error');
}
