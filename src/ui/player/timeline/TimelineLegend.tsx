import { t } from '../../../i18n/i18n';
import './timeline.css';

/**
 * What the marks of the timeline mean, drawn with the same shapes, patterns and colours. `waits`:
 * the trace has lock waits (a PostgreSQL recording), whose mark is then explained too.
 */
export function TimelineLegend({ waits = false }: { waits?: boolean }) {
  return (
    <ul className="tl-legend" aria-label={t('player.legend.label')}>
      <li>
        <span className="swatch swatch-hold" aria-hidden="true" />
        {t('player.legend.hold')}
      </li>
      <li>
        <span className="swatch swatch-belief" aria-hidden="true" />
        {t('player.legend.belief')}
      </li>
      <li>
        <span className="swatch swatch-stale" aria-hidden="true" />
        {t('player.legend.stale')}
      </li>
      <li>
        <span className="swatch swatch-pause" aria-hidden="true" />
        {t('player.legend.pause')}
      </li>
      {waits && (
        <li data-testid="legend-wait">
          <span className="swatch swatch-wait" aria-hidden="true" />
          {t('player.legend.wait')}
        </li>
      )}
      <li>
        <span className="legend-mark legend-landed" aria-hidden="true">
          ✓
        </span>
        {t('player.legend.landed')}
      </li>
      <li>
        <span className="legend-mark legend-refused" aria-hidden="true">
          ✗
        </span>
        {t('player.legend.refused')}
      </li>
      <li>
        <span className="legend-mark legend-error" aria-hidden="true">
          !
        </span>
        {t('player.legend.error')}
      </li>
      <li>
        <span className="legend-violation">{t('player.legend.rule')}</span>{' '}
        {t('player.legend.violation')}
      </li>
    </ul>
  );
}
