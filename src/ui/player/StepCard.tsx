import type { StepTrace } from '../../engine/types';
import { writeTarget } from '../../engine/timeline';
import { formatValue } from './formatValue';
import { OutcomeBadge } from './OutcomeBadge';

interface Props {
  id: string;
  step: StepTrace;
  changed: string | null;
  /** Where to show it, in pixels inside the timeline box. */
  left: number;
  top: number;
}

/** The details of one step, shown while it is hovered or focused: its SQL as executed and more. */
export function StepCard({ id, step: s, changed, left, top }: Props) {
  const table = writeTarget(s);
  return (
    <div
      id={id}
      className="step-card"
      role="tooltip"
      data-testid="step-card"
      data-step={s.i}
      style={{ left, top }}
    >
      <p className="step-card-head">
        <strong>
          Step {s.i + 1} · t={s.at} · {s.actor} {s.do}
        </strong>{' '}
        {s.outcome && <OutcomeBadge outcome={s.outcome} />}
      </p>
      {changed && <p className="changed-tag">changed: {changed}</p>}
      {s.sql !== null && (
        <p className="step-card-facts">
          {s.token !== null && <>token {formatValue(s.token)} · </>}
          {table ? `writes ${table} · ` : ''}
          {s.changes} row{s.changes === 1 ? '' : 's'} changed
        </p>
      )}
      {s.boundSql !== null && (
        <pre className="step-card-sql" data-testid="step-card-sql">
          {s.boundSql.trim()}
        </pre>
      )}
      {s.error !== null && <p className="step-card-error">Error: {s.error}</p>}
      {s.violations.map((v) => (
        <p key={v.rule} className="step-card-violation" data-rule={v.rule}>
          ⚠ <strong>{v.rule}</strong>: {v.message}
        </p>
      ))}
      {s.note && <p className="step-card-note">{s.note}</p>}
    </div>
  );
}
