// A tab per action and its SQL: read-only until editing starts, then in Monaco (see useEditing.ts;
// a plain text box if it cannot load). The lesson page and the studio use it; the workbench's
// EditorPane adds the YAML tab around it.
import { useId, useState } from 'react';
import type { Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { CodeEditor } from './CodeEditor';
import { hasErrors, type MarkerSpec } from './markers';
import { MarkerList } from './MarkerList';
import type { EditorTab, TabContents } from './tabs';
import { useTypedValue } from './typedValue';
import './editor.css';

interface Props {
  /** A new key starts fresh editor models (another lesson, the studio). */
  docKey: string;
  tabs: EditorTab[];
  contents: TabContents;
  markers: Record<string, MarkerSpec[]>;
  trace: Trace | null;
  /** What the tab list is called, for screen readers. */
  label: string;
  /** Marks a tab's label (e.g. edited), or nothing. */
  mark?(tab: string): string;
  onEdit(tab: string, value: string): void;
  /** Ctrl/Cmd+Enter. */
  onRun(): void;
}

export function ActionSqlEditor(props: Props) {
  const { tabs, contents, markers, label, mark, onEdit, onRun } = props;
  const [chosen, setChosen] = useState('');
  const problems = useId();
  const tab = tabs.some((x) => x.id === chosen) ? chosen : (tabs[0]?.id ?? '');
  const sqlOf = t('editor.sqlOf', { action: tab });
  const [plain, typed] = useTypedValue(contents(tab) ?? '', tab, true);
  return (
    <>
      <div className="editor-tabs" role="tablist" aria-label={label}>
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={x.id === tab}
            className="editor-tab"
            data-testid="action-tab"
            data-tab={x.id}
            onClick={() => setChosen(x.id)}
          >
            {x.label}
            {mark?.(x.id) ?? ''}
          </button>
        ))}
      </div>
      <div className="editor-panel" role="tabpanel" aria-label={sqlOf}>
        <CodeEditor
          {...props}
          tab={tab}
          readOnlyWhy={null}
          label={sqlOf}
          fallback={
            <div className="plain-editor">
              <textarea
                aria-label={sqlOf}
                aria-describedby={markers[tab]?.length ? problems : undefined}
                aria-invalid={hasErrors(markers[tab]) || undefined}
                data-testid="plain-sql"
                spellCheck={false}
                value={plain}
                onChange={(e) => {
                  typed(e.target.value);
                  onEdit(tab, e.target.value);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                    e.preventDefault();
                    onRun();
                  }
                }}
              />
              <MarkerList id={problems} markers={markers[tab]} />
            </div>
          }
        />
      </div>
    </>
  );
}
