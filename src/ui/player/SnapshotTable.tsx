import type { TableSnapshot } from '../../engine/types';
import { formatValue } from './formatValue';

interface Props {
  table: TableSnapshot;
}

/** Every row of one database table, as it was at one moment. */
export function SnapshotTable({ table }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label={`Table ${table.name}`} tabIndex={0}>
      <table className="snapshot" data-testid="final-table" data-table={table.name}>
        <caption>
          <code>{table.name}</code>
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
                (no rows)
              </td>
            </tr>
          )}
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((v, c) => (
                <td key={c} className={v === null ? 'null' : undefined}>
                  {formatValue(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
