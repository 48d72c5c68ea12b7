// The completion provider of the SQL tabs, registered once for the `sql` language. It reads the
// schema of the last run, which the editor updates after every run.
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { completionsAt, type CompletionKind, type TableInfo } from '../completion';

let tables: TableInfo[] = [];
let registered = false;

/** The tables the next completions offer (from the last run's snapshots). */
export function setCompletionTables(next: TableInfo[]): void {
  tables = next;
}

export function registerSqlCompletion(monaco: typeof Monaco): void {
  if (registered) return;
  registered = true;
  const kinds: Record<CompletionKind, Monaco.languages.CompletionItemKind> = {
    table: monaco.languages.CompletionItemKind.Struct,
    column: monaco.languages.CompletionItemKind.Field,
    parameter: monaco.languages.CompletionItemKind.Variable,
  };
  monaco.languages.registerCompletionItemProvider('sql', {
    triggerCharacters: [':', '.'],
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const line = model.getLineContent(position.lineNumber);
      const before = line.slice(0, word.startColumn - 1);
      // A parameter's `:` is part of what the item replaces, so `:to` completes to `:token`.
      const startColumn = before.endsWith(':') ? word.startColumn - 1 : word.startColumn;
      const range = {
        startLineNumber: position.lineNumber,
        endLineNumber: position.lineNumber,
        startColumn,
        endColumn: word.endColumn,
      };
      return {
        suggestions: completionsAt(tables, before).map((item, k) => ({
          label: item.label,
          // Keep the order given: tables, columns, then the parameters in the contract's order.
          sortText: String(k).padStart(4, '0'),
          kind: kinds[item.kind],
          detail: item.detail,
          documentation: { value: item.documentation },
          insertText: item.label,
          range,
        })),
      };
    },
  });
}
