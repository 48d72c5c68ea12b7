// The final tables of both runs in one grid: a cell that differs shows A's value and B's.
import { t } from '../../i18n/i18n';
import type { CellDiff, TableDiff } from './traceDiff';

interface Props {
  tables: TableDiff[];
}

export function CompareTables({ tables }: Props) {
  return (
    <section aria-labelledby="compare-tables-heading">
      <h3 id="compare-tables-heading">{t('compare.tables.heading')}</h3>
      {tables.map((table) => (
        <div
          key={table.name}
          className="table-scroll"
          role="region"
          aria-label={t('compare.tables.label', { name: table.name })}
          tabIndex={0}
        >
          <table
            className="snapshot compare-table"
            data-testid="compare-table"
            data-table={table.name}
            data-differs={table.differs}
          >
            <caption>
              <code>{table.name}</code>{' '}
              {t(table.differs ? 'compare.tables.differs' : 'compare.tables.same')}
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
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <Cell key={c} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

function Cell({ cell }: { cell: CellDiff }) {
  if (!cell.differs) return <td className={cell.a === 'NULL' ? 'null' : undefined}>{cell.a}</td>;
  return (
    <td className="cell-differs" data-differs="true" data-a={cell.a ?? ''} data-b={cell.b ?? ''}>
      <span className="cell-side">
        <span className="side side-a">A</span> {cell.a ?? t('compare.tables.none')}
      </span>
      <span className="cell-side">
        <span className="side side-b">B</span> {cell.b ?? t('compare.tables.none')}
      </span>
    </td>
  );
}
