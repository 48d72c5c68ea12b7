import type { Trace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { selectStep } from '../../../state/playerSelectors';
import { useAppStore } from '../../../state/useAppStore';
import { messageParts } from '../messageParts';
import { SnapshotTable } from './SnapshotTable';
import { changedCells, removedRows } from './tableDiff';
import { PlayerSub } from '../playerHeading';

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
      <PlayerSub id="tables-heading">
        {current
          ? t('player.tables.after', { n: step + 1, at: current.at })
          : t('player.tables.before')}
      </PlayerSub>
      {current && (
        <p className="tables-hint">
          {messageParts('player.tables.hint', {
            marked: <span className="cell-changed-sample">{t('player.tables.marked')}</span>,
          })}
        </p>
      )}
      <div className="snapshots">
        {tables.map((table) => {
          const old = before.find((b) => b.name === table.name);
          return (
            <SnapshotTable
              key={table.name}
              table={table}
              changes={current ? changedCells(old, table) : undefined}
              removed={current ? removedRows(old, table) : 0}
            />
          );
        })}
      </div>
    </section>
  );
}
