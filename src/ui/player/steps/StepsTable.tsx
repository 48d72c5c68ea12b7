import type { StepTrace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { StepRow } from './StepRow';

interface Props {
  steps: StepTrace[];
  /** The step at the playhead (-1: before the first). */
  current: number;
  changes: Map<number, string>;
  onSeek(step: number): void;
}

const columns = () => [
  't',
  t('player.steps.col.actor'),
  t('player.steps.col.action'),
  t('player.steps.col.outcome'),
  t('player.steps.col.changes'),
  t('player.steps.col.token'),
  t('player.steps.col.expected'),
  t('player.steps.col.note'),
  t('player.steps.col.error'),
];

/** The timeline as a table, one row per step in run order, the playhead's row marked. */
export function StepsTable({ steps, current, changes, onSeek }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label={t('player.steps.label')} tabIndex={0}>
      <table className="steps" data-testid="steps" data-current={current}>
        <caption>{t('player.steps.caption')}</caption>
        <thead>
          <tr>
            {columns().map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <StepRow
              key={s.i}
              step={s}
              current={s.i === current}
              done={s.i <= current}
              changed={changes.get(s.i) ?? null}
              onSeek={onSeek}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
