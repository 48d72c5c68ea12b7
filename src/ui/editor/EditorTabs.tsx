// The editor's tab list (WAI-ARIA tabs: arrow keys move between tabs, one tab stop). Each tab says
// whether it differs from the example as shipped and whether the last run found errors in it.
import { useRef, type KeyboardEvent } from 'react';
import { useActions } from '../../state/useAppStore';
import { hasErrors, type MarkerSpec } from './markers';
import type { EditorTab } from './tabs';

interface Props {
  tabs: EditorTab[];
  active: string;
  markers: Record<string, MarkerSpec[]>;
  edited: Set<string>;
}

export const tabPanelId = 'editor-tabpanel';
export const tabId = (tab: string) => `editor-tab-${tab}`;

export function EditorTabs({ tabs, active, markers, edited }: Props) {
  const { setTab } = useActions();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === active);
    const next =
      e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    setTab(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  return (
    <div
      className="editor-tabs"
      role="tablist"
      aria-label="Scenario and SQL of each action"
      ref={list}
      onKeyDown={onKeyDown}
    >
      {tabs.map((t) => {
        const errors = hasErrors(markers[t.id]);
        const isEdited = edited.has(t.id);
        return (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === active}
            aria-controls={tabPanelId}
            tabIndex={t.id === active ? 0 : -1}
            className={`editor-tab${t.language === 'sql' ? ' editor-tab-sql' : ''}`}
            data-testid="editor-tab"
            data-tab={t.id}
            data-edited={isEdited}
            data-errors={errors}
            onClick={() => setTab(t.id)}
          >
            {errors && (
              <span className="tab-flag tab-error" aria-hidden="true">
                ⚠
              </span>
            )}
            {t.label}
            {isEdited && (
              <span className="tab-flag tab-edited" title="edited">
                <span aria-hidden="true">●</span>
                <span className="visually-hidden"> (edited)</span>
              </span>
            )}
            {errors && <span className="visually-hidden"> (has errors)</span>}
          </button>
        );
      })}
    </div>
  );
}
