// The player's "Export figure" button until its menu has loaded: the same button, which loads the
// menu (ExportMenu.tsx, with its words) when the learner first opens it, or points at it or
// focuses it, and then hands over to it, open where it was asked to open. A page that never
// exports never fetches the menu (#31).
import { Suspense, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { t, withMessages } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/useAppStore';
import { lazyNamed } from '../../lazyNamed';
import type { ExportFormat } from './ExportStatus';
import './exportMenu.css';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['svg', 'png', 'gif'];

/** The "Export figure" button, closed or open: the same before and after the menu has loaded. */
export function ExportTrigger(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="export-button"
      aria-haspopup="menu"
      data-testid="export-menu"
      {...props}
    >
      {t('player.export.button')}
      <span className="export-caret" aria-hidden="true" />
    </button>
  );
}

const loadMenu = () => withMessages('ExportMenu', import('./ExportMenu'));
const ExportMenu = lazyNamed(loadMenu, 'ExportMenu');

export function ExportButton() {
  const trace = useAppStore((s) => s.player.trace);
  /** Undefined until the learner opens the menu; then the item it opens at. */
  const [wanted, setWanted] = useState<number | undefined>(undefined);
  if (!trace || trace.steps.length === 0) return null;

  const want = (at: number) => {
    void loadMenu();
    setWanted((w) => w ?? at);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    want(e.key === 'ArrowDown' ? 0 : EXPORT_FORMATS.length - 1);
  };
  const button = (
    <div className="export" data-testid="export" data-state="idle">
      <ExportTrigger
        aria-expanded={false}
        onClick={() => want(0)}
        onKeyDown={onKey}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      />
    </div>
  );
  if (wanted === undefined) return button;
  return (
    <Suspense fallback={button}>
      <ExportMenu openAt={wanted} />
    </Suspense>
  );
}
