import type { TableSnapshot } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { formatValue } from '../formatValue';
import { cellKey, type CellChange } from './tableDiff';

interface Props {
  table: TableSnapshot;
  /** Cells the step at the playhead changed, with their earlier values. */
  changes?: Map<string, CellChange>;
  /** Rows the step removed, if any. */
  removed?: number;
}

/** Every row of one database table, as it was at one moment, with the cells just changed marked. */
export function SnapshotTable({ table, changes, removed = 0 }: Props) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={t('player.snapshot.label', { name: table.name })}
      tabIndex={0}
    >
      <table className="snapshot" data-testid="state-table" data-table={table.name}>
        <caption>
          <code>{table.name}</code>
          {removed > 0 && (
            <span className="removed-rows"> {t('player.snapshot.removed', { n: removed })}</span>
          )}
        </caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length || 1} className="empty">
                {t('player.snapshot.empty')}
              </td>
            </tr>
          )}
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((v, c) => {
                const change = changes?.get(cellKey(r, c));
                const classes = [v === null ? 'null' : '', change ? 'cell-changed' : '']
                  .join(' ')
                  .trim();
                return (
                  <td
                    key={c}
                    className={classes || undefined}
                    data-changed={change ? 'true' : undefined}
                    data-was={
                      change
                        ? change.was === undefined
                          ? t('player.snapshot.new')
                          : t('player.snapshot.was', { value: formatValue(change.was) })
                        : undefined
                    }
                  >
                    {formatValue(v)}
                  </td>
                );
              })}
            </tr>
          ))}
          {table.total > table.rows.length && (
            <tr data-testid="more-rows">
              <td colSpan={table.columns.length || 1} className="empty">
                {t('player.snapshot.more', {
                  n: table.total - table.rows.length,
                  shown: table.rows.length,
                })}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
