// The player's "Export figure" menu: the timeline at the playhead as SVG or PNG, or the whole run
// as an animated GIF. It loads, with its words, when the learner first opens it (ExportButton.tsx
// stands in for it until then); each format's code (and the GIF encoder) is fetched with import()
// when its item is first chosen.
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { selectStep } from '../../../state/playerSelectors';
import { StoreContext, useAppStore } from '../../../state/useAppStore';
import type { ExportJob, ExportResult } from './job';
import { EXPORT_FORMATS, ExportTrigger } from './ExportButton';
import { ExportStatus, type ExportFormat, type ExportState } from './ExportStatus';
import './exportMenu.css';

interface Exporter {
  exportFigure(job: ExportJob): Promise<ExportResult>;
  saveFile(result: ExportResult): void;
}

const LOADERS: Record<ExportFormat, () => Promise<Exporter>> = {
  svg: () => import('./svgExport'),
  png: () => import('./pngExport'),
  gif: () => import('./gifExport'),
};

const FORMATS: readonly ExportFormat[] = EXPORT_FORMATS;

const LABELS: Record<ExportFormat, MessageKey> = {
  svg: 'player.export.svg',
  png: 'player.export.png',
  gif: 'player.export.gif',
};

const isNamed = (e: unknown, name: string) => e instanceof Error && e.name === name;

interface Props {
  /** The item the menu opens at as it first shows (the learner opened it before it loaded). */
  openAt?: number | undefined;
}

export function ExportMenu({ openAt: first }: Props) {
  const store = useContext(StoreContext);
  const trace = useAppStore((s) => s.player.trace);
  const [open, setOpen] = useState(first !== undefined);
  const [active, setActive] = useState(first ?? 0);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const running = useRef<AbortController | null>(null);
  const id = useId();

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  if (!store || !trace || trace.steps.length === 0) return null;
  const busy = state.kind === 'busy';

  const openAt = (k: number) => {
    if (busy) return;
    setActive(k);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    openAt(e.key === 'ArrowDown' ? 0 : FORMATS.length - 1);
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = FORMATS.length - 1;
    const to: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key === 'Tab') setOpen(false);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (Object.hasOwn(to, e.key)) {
      e.preventDefault();
      setActive(to[e.key] ?? 0);
    }
  };

  const run = async (format: ExportFormat) => {
    close();
    const shown = store.getState().player.trace;
    if (!shown) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'busy', format, progress: 0 });
    const job: ExportJob = {
      scope: rootRef.current?.closest('[data-testid="trace"]') ?? document,
      title: shown.title,
      step: selectStep(store.getState()),
      playhead: {
        steps: shown.steps.length,
        current: () => selectStep(store.getState()),
        seek: (i) => store.getState().actions.seek(i),
        pause: () => store.getState().actions.pause(),
        unchanged: () => store.getState().player.trace === shown,
      },
      signal: controller.signal,
      onProgress: (done, total) =>
        setState((s) => (s.kind === 'busy' ? { ...s, progress: total > 0 ? done / total : 0 } : s)),
    };
    try {
      let exporter: Exporter;
      try {
        exporter = await LOADERS[format]();
      } catch {
        setState({ kind: 'failed', format, reason: t('player.export.error.load'), detail: null });
        return;
      }
      const result = await exporter.exportFigure(job);
      if (controller.signal.aborted) throw new DOMException('cancelled', 'AbortError');
      exporter.saveFile(result);
      setState({ kind: 'done', name: result.name });
    } catch (e) {
      if (isNamed(e, 'AbortError')) setState({ kind: 'cancelled' });
      else if (isNamed(e, 'ExportError'))
        setState({ kind: 'failed', format, reason: (e as Error).message, detail: null });
      else
        setState({
          kind: 'failed',
          format,
          reason: null,
          detail: String((e as Error)?.message ?? e),
        });
    } finally {
      if (running.current === controller) running.current = null;
      // The progress row (and its Cancel button) goes away: focus stays in the menu's place.
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    }
  };

  return (
    <div className="export" ref={rootRef} data-testid="export" data-state={state.kind}>
      <ExportTrigger
        ref={buttonRef}
        id={`${id}-button`}
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-disabled={busy || undefined}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKey}
      />
      {open && (
        <div
          className="menu export-list"
          role="menu"
          id={`${id}-menu`}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
        >
          {FORMATS.map((format, k) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="export-item"
              tabIndex={k === active ? 0 : -1}
              ref={(el) => {
                itemRefs.current[k] = el;
              }}
              data-testid={`export-${format}`}
              onClick={() => void run(format)}
              onMouseEnter={() => setActive(k)}
            >
              {t(LABELS[format])}
            </button>
          ))}
        </div>
      )}
      <ExportStatus
        state={state}
        onCancel={() => {
          running.current?.abort();
          buttonRef.current?.focus();
        }}
      />
    </div>
  );
}
