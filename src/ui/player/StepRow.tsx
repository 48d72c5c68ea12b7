import type { StepTrace } from '../../engine/types';
import { formatValue } from './formatValue';
import { OutcomeBadge } from './OutcomeBadge';

interface Props {
  step: StepTrace;
}

/** One step of the timeline; its data-* attributes mirror what it shows, for tests. */
export function StepRow({ step }: Props) {
  const rules = step.violations.map((v) => v.rule).join(' ');
  return (
    <tr
      data-testid="step-row"
      data-step={step.i}
      data-at={step.at}
      data-actor={step.actor}
      data-do={step.do}
      data-outcome={step.outcome ?? 'none'}
      data-token={formatValue(step.token)}
      data-met={step.met === null ? 'none' : String(step.met)}
      data-violation={rules || undefined}
      className={rules ? 'has-violation' : undefined}
    >
      <td className="num">{step.at}</td>
      <td>{step.actor}</td>
      <td>
        <code>{step.do}</code>
      </td>
      <td>
        <OutcomeBadge outcome={step.outcome} />
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
        {step.error}
      </td>
    </tr>
  );
}

function Expectation({ expect, met }: Pick<StepTrace, 'expect' | 'met'>) {
  if (expect === null) return null;
  return (
    <span className={met === false ? 'expect expect-missed' : 'expect'}>
      {expect}{' '}
      <span className="met" data-testid="step-met" data-met={String(met)}>
        {met ? '✓ met' : '✗ not met'}
      </span>
    </span>
  );
}
