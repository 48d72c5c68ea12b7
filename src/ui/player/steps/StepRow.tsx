import type { StepTrace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { formatValue } from '../formatValue';
import { OutcomeBadge } from './OutcomeBadge';
import { ErrorText } from './ErrorText';

interface Props {
  step: StepTrace;
  /** At the playhead. */
  current: boolean;
  /** At or before the playhead. */
  done: boolean;
  /** `"rejected → accepted"` when the outcome changed at the last re-run. */
  changed: string | null;
  onSeek(step: number): void;
}

/** One step of the timeline; its data-* attributes mirror what it shows, for tests. */
export function StepRow({ step, current, done, changed, onSeek }: Props) {
  const rules = step.violations.map((v) => v.rule).join(' ');
  const classes = [rules && 'has-violation', current && 'is-current', !done && 'is-ahead'];
  return (
    <tr
      aria-current={current ? 'step' : undefined}
      onClick={() => onSeek(step.i)}
      data-testid="step-row"
      data-step={step.i}
      data-at={step.at}
      data-actor={step.actor}
      data-do={step.do}
      data-outcome={step.outcome ?? 'none'}
      data-token={formatValue(step.token)}
      data-met={step.met === null ? 'none' : String(step.met)}
      data-violation={rules || undefined}
      data-changed={changed ?? undefined}
      data-current={current}
      className={classes.filter(Boolean).join(' ') || undefined}
    >
      <td className="num">
        <button
          type="button"
          className="step-go"
          onClick={(e) => {
            e.stopPropagation();
            onSeek(step.i);
          }}
          aria-label={t('player.row.go', { n: step.i + 1, at: step.at })}
        >
          {step.at}
          {step.waited && `→${step.waited.until}`}
        </button>
      </td>
      <td>{step.actor}</td>
      <td>
        <code>{step.do}</code>
      </td>
      <td>
        <OutcomeBadge outcome={step.outcome} />
        {changed && (
          <span className="changed-tag" data-testid="step-changed">
            {t('player.changed', { changed })}
          </span>
        )}
        {step.violations.map((v, k) => (
          <span
            key={`${k}-${v.rule}`}
            className="violation-tag"
            data-testid="step-violation"
            data-rule={v.rule}
          >
            ⚠ {v.rule}
          </span>
        ))}
      </td>
      <td className="num">{step.outcome === null ? '' : step.changes}</td>
      <td className="num" data-testid="step-token">
        {step.token === null ? '' : formatValue(step.token)}
      </td>
      <td className="nowrap">
        <Expectation expect={step.expect} met={step.met} />
      </td>
      <td className="note">{step.note}</td>
      <td className="error" data-testid="step-error">
        {step.error !== null && <ErrorText facts={step.errorFacts} english={step.error} />}
      </td>
    </tr>
  );
}

function Expectation({ expect, met }: Pick<StepTrace, 'expect' | 'met'>) {
  if (expect === null) return null;
  return (
    <span className={met === false ? 'expect expect-missed' : 'expect'}>
      {t(`outcome.${expect}`)}{' '}
      <span className="met" data-testid="step-met" data-met={String(met)}>
        {t(met ? 'player.row.met' : 'player.row.notMet')}
      </span>
    </span>
  );
}
