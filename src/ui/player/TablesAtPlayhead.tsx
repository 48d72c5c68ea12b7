import type { Trace } from '../../engine/types';
import { selectStep } from '../../state/playerSelectors';
import { useAppStore } from '../../state/useAppStore';
import { SnapshotTable } from './SnapshotTable';
import { changedCells, removedRows } from './tableDiff';

interface Props {
  trace: Trace;
}

/** Every table as it is at the playhead, with the cells the current step changed highlighted. */
export function TablesAtPlayhead({ trace }: Props) {
  const step = useAppStore(selectStep);
  const current = trace.steps[step];
  const tables = current?.tables ?? trace.initial;
  const before = step <= 0 ? trace.initial : (trace.steps[step - 1]?.tables ?? trace.initial);
  return (
    <section
      className="tables-now"
      aria-labelledby="tables-heading"
      data-testid="tables-at-playhead"
      data-step={step}
    >
      <h3 id="tables-heading">
        {current
          ? `Tables after step ${step + 1} (t=${current.at})`
          : 'Tables before the first step'}
      </h3>
      {current && (
        <p className="tables-hint">
          Cells this step changed are <span className="cell-changed-sample">marked</span>, with what
          they held before.
        </p>
      )}
      <div className="snapshots">
        {tables.map((t) => {
          const old = before.find((b) => b.name === t.name);
          return (
            <SnapshotTable
              key={t.name}
              table={t}
              changes={current ? changedCells(old, t) : undefined}
              removed={current ? removedRows(old, t) : 0}
            />
          );
        })}
      </div>
    </section>
  );
}
