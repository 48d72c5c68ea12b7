import type { StepTrace } from '../../engine/types';
import { StepRow } from './StepRow';

interface Props {
  steps: StepTrace[];
  /** The step at the playhead (-1: before the first). */
  current: number;
  changes: Map<number, string>;
  onSeek(step: number): void;
}

const COLUMNS = [
  't',
  'actor',
  'action',
  'outcome',
  'changes',
  'token',
  'expected',
  'note',
  'error',
];

/** The timeline as a table, one row per step in run order, the playhead's row marked. */
export function StepsTable({ steps, current, changes, onSeek }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label="Steps" tabIndex={0}>
      <table className="steps" data-testid="steps" data-current={current}>
        <caption>
          Steps in run order (t is database time); choose one to move the playhead there
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
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
