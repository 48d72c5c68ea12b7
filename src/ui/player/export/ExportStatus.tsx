import { t } from '../../../i18n/i18n';

export type ExportFormat = 'svg' | 'png' | 'gif';

/** The formats as people name them (the same in every language). */
export const FORMAT_NAMES: Record<ExportFormat, string> = { svg: 'SVG', png: 'PNG', gif: 'GIF' };

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy'; format: ExportFormat; progress: number }
  | { kind: 'done'; name: string }
  | { kind: 'cancelled' }
  /** `reason` is said for people; `detail` is the browser's own words (shown as code). */
  | { kind: 'failed'; format: ExportFormat; reason: string | null; detail: string | null };

interface Props {
  state: ExportState;
  onCancel(): void;
}

/** What the export is doing: its progress (the GIF, with Cancel), the file saved, or why not. */
export function ExportStatus({ state, onCancel }: Props) {
  const percent = state.kind === 'busy' ? Math.round(state.progress * 100) : 0;
  const message =
    state.kind === 'busy' && state.format !== 'gif'
      ? t('player.export.making', { format: FORMAT_NAMES[state.format] })
      : state.kind === 'done'
        ? t('player.export.saved', { name: state.name })
        : state.kind === 'cancelled'
          ? t('player.export.cancelled')
          : '';
  return (
    <>
      <span className="export-status" role="status" data-testid="export-status">
        {message}
      </span>
      {state.kind === 'busy' && state.format === 'gif' && (
        <span className="export-progress-row">
          <span
            className="export-progress"
            role="progressbar"
            aria-label={t('player.export.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid="export-progress"
          >
            <span className="export-progress-bar" style={{ width: `${percent}%` }} />
          </span>
          <span className="export-progress-text">{t('player.export.progress', { percent })}</span>
          <button type="button" onClick={onCancel} data-testid="export-cancel">
            {t('player.export.cancel')}
          </button>
        </span>
      )}
      {state.kind === 'failed' && (
        <p className="export-error" role="alert" data-testid="export-error">
          {t('player.export.failed', { format: FORMAT_NAMES[state.format] })}
          {state.reason && <> {state.reason}</>}
          {state.detail && (
            <>
              {' '}
              <code>{state.detail}</code>
            </>
          )}
        </p>
      )}
    </>
  );
}
