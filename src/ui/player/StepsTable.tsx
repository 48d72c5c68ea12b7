import type { StepTrace } from '../../engine/types';
import { StepRow } from './StepRow';

interface Props {
  steps: StepTrace[];
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

/** The timeline as a table, one row per step in run order. */
export function StepsTable({ steps }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label="Timeline" tabIndex={0}>
      <table className="steps" data-testid="steps">
        <caption>Timeline (steps in run order; t is database time)</caption>
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
            <StepRow key={s.i} step={s} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
