import type { StepTrace } from '../../../engine/types';
import { writeTarget } from '../../../engine/timeline';
import { t } from '../../../i18n/i18n';
import { formatValue } from '../formatValue';
import { OutcomeBadge } from './OutcomeBadge';
import { FindingText } from '../findings/FindingText';
import { ErrorText } from './ErrorText';
import { messageParts } from '../messageParts';

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
  const facts = [
    ...(s.token !== null ? [t('player.card.token', { token: formatValue(s.token) })] : []),
    ...(table ? [t('player.card.writes', { table })] : []),
    t('player.card.rowsChanged', { n: s.changes }),
  ];
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
          {t('player.card.head', { n: s.i + 1, at: s.at, actor: s.actor, action: s.do })}
        </strong>{' '}
        {s.outcome && <OutcomeBadge outcome={s.outcome} />}
      </p>
      {changed && <p className="changed-tag">{t('player.changed', { changed })}</p>}
      {s.sql !== null && <p className="step-card-facts">{facts.join(' · ')}</p>}
      {s.boundSql !== null && (
        <pre className="step-card-sql" data-testid="step-card-sql">
          {s.boundSql.trim()}
        </pre>
      )}
      {s.error !== null && (
        <p className="step-card-error">
          {messageParts('player.card.error', {
            error: <ErrorText facts={s.errorFacts} english={s.error} />,
          })}
        </p>
      )}
      {s.violations.map((v) => (
        <p key={v.rule} className="step-card-violation" data-rule={v.rule}>
          ⚠ <strong>{v.rule}</strong>: <FindingText finding={v} />
        </p>
      ))}
      {s.note && <p className="step-card-note">{s.note}</p>}
    </div>
  );
}
