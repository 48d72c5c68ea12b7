// Two runs side by side: a summary, the outcome of every step under each version (differences
// highlighted), the violations of each, and the final tables.
import { useMemo } from 'react';
import { sentenceGap, t } from '../../i18n/i18n';
import type { CompareSide } from '../../state/compareState';
import { CompareTables } from './CompareTables';
import { CompareViolations } from './CompareViolations';
import { diffTraces, type StepDiff } from './traceDiff';
// Here, not only in ComparePanel: a lesson's check report shows the two runs too.
import './compare.css';

interface Props {
  a: CompareSide;
  b: CompareSide;
  /** The step (run-order index) where the two runs part, marked with `partsLabel`. */
  parting?: { step: number; label: string };
}

const safety = (safe: boolean) => t(safe ? 'compare.safe' : 'compare.unsafe');

export function CompareResult({ a, b, parting }: Props) {
  const diff = useMemo(() => diffTraces(a.trace, b.trace), [a, b]);
  const same = diff.stepsDiffering === 0 && diff.cellsDiffering === 0;
  return (
    <div className="compare-result" data-testid="compare-result">
      <p className="compare-legend">
        <span className="side side-a">A</span> {a.label} · <span className="side side-b">B</span>{' '}
        {b.label}
      </p>
      <p className="compare-summary" data-testid="compare-summary" data-same={same}>
        {same
          ? t('compare.summary.same')
          : t('compare.summary.differ', {
              steps: diff.stepsDiffering,
              cells: diff.cellsDiffering,
            })}
        {sentenceGap()}
        {t('compare.summary.safety', { a: safety(a.trace.safe), b: safety(b.trace.safe) })}
      </p>
      <div
        className="table-scroll"
        role="region"
        aria-label={t('compare.steps.label')}
        tabIndex={0}
      >
        <table className="compare-steps">
          <caption>{t('compare.steps.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">t</th>
              <th scope="col">{t('compare.col.actor')}</th>
              <th scope="col">{t('compare.col.action')}</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
            </tr>
          </thead>
          <tbody>
            {diff.steps.map((s) => (
              <StepPair key={s.i} step={s} parts={parting?.step === s.i ? parting.label : null} />
            ))}
          </tbody>
        </table>
      </div>
      <CompareViolations a={a} b={b} />
      <CompareTables tables={diff.tables} />
    </div>
  );
}

function StepPair({ step, parts }: { step: StepDiff; parts: string | null }) {
  const className = [step.differs ? 'differs' : '', parts ? 'parts' : ''].join(' ').trim();
  return (
    <tr
      className={className || undefined}
      data-testid="compare-step"
      data-step={step.i}
      data-differs={step.differs}
      data-parts={parts !== null}
      aria-label={parts ?? undefined}
      data-a={step.a ?? 'none'}
      data-b={step.b ?? 'none'}
    >
      <td className="num">{step.at}</td>
      <td>
        {step.actor}
        {parts && <span className="compare-parts">{parts}</span>}
      </td>
      <td>
        <code>{step.do}</code>
      </td>
      <Outcome outcome={step.a} rules={step.aRules} />
      <Outcome outcome={step.b} rules={step.bRules} />
    </tr>
  );
}

function Outcome({ outcome, rules }: { outcome: StepDiff['a']; rules: string[] }) {
  return (
    <td>
      <span className={`outcome outcome-${outcome ?? 'none'}`}>
        {outcome === null ? '—' : t(`outcome.${outcome}`)}
      </span>
      {rules.map((r) => (
        <span key={r} className="violation-tag">
          ⚠ {r}
        </span>
      ))}
    </td>
  );
}
