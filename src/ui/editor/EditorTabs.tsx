// The editor's tab list (WAI-ARIA tabs: arrow keys move between tabs, one tab stop). Each tab says
// whether it differs from the example as shipped and whether the last run found errors in it.
import { useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n/i18n';
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
    const at = tabs.findIndex((x) => x.id === active);
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
      aria-label={t('editor.tabs.label')}
      ref={list}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const errors = hasErrors(markers[tab.id]);
        const isEdited = edited.has(tab.id);
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === active}
            aria-controls={tabPanelId}
            tabIndex={tab.id === active ? 0 : -1}
            className={`editor-tab${tab.language === 'sql' ? ' editor-tab-sql' : ''}`}
            data-testid="editor-tab"
            data-tab={tab.id}
            data-edited={isEdited}
            data-errors={errors}
            onClick={() => setTab(tab.id)}
          >
            {errors && (
              <span className="tab-flag tab-error" aria-hidden="true">
                ⚠
              </span>
            )}
            {tab.label}
            {isEdited && (
              <span className="tab-flag tab-edited" title={t('editor.tab.editedTitle')}>
                <span aria-hidden="true">●</span>
                <span className="visually-hidden"> {t('editor.tab.edited')}</span>
              </span>
            )}
            {errors && <span className="visually-hidden"> {t('editor.tab.errors')}</span>}
          </button>
        );
      })}
    </div>
  );
}
