// The violations of each run of a comparison, one list per version.
import { t } from '../../i18n/i18n';
import type { CompareSide } from '../../state/compareState';
import { FindingText } from '../player/findings/FindingText';

interface Props {
  a: CompareSide;
  b: CompareSide;
}

export function CompareViolations({ a, b }: Props) {
  return (
    <div className="compare-violations">
      {(['a', 'b'] as const).map((side) => {
        const { label, trace } = side === 'a' ? a : b;
        return (
          <section key={side} data-testid={`compare-violations-${side}`}>
            <h3>
              <span className={`side side-${side}`}>{side.toUpperCase()}</span>{' '}
              {t('compare.violations.heading')}
              <span className="visually-hidden"> {t('compare.violations.under', { label })}</span>
            </h3>
            {trace.violations.length === 0 ? (
              <p className="safe">{t('compare.violations.none')}</p>
            ) : (
              <ul className="violations">
                {trace.violations.map((v) => (
                  <li key={`${v.step}-${v.rule}`} data-rule={v.rule} data-step={v.step}>
                    <strong>{v.rule}</strong>: <FindingText finding={v} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
