// The final tables of both runs in one grid: a cell that differs shows A's value and B's.
import type { CellDiff, TableDiff } from './traceDiff';

interface Props {
  tables: TableDiff[];
}

export function CompareTables({ tables }: Props) {
  return (
    <section aria-labelledby="compare-tables-heading">
      <h3 id="compare-tables-heading">Final tables</h3>
      {tables.map((t) => (
        <div
          key={t.name}
          className="table-scroll"
          role="region"
          aria-label={`Table ${t.name}, A and B`}
          tabIndex={0}
        >
          <table
            className="snapshot compare-table"
            data-testid="compare-table"
            data-table={t.name}
            data-differs={t.differs}
          >
            <caption>
              <code>{t.name}</code> {t.differs ? '(differs)' : '(same)'}
            </caption>
            <thead>
              <tr>
                {t.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((row, r) => (
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
        <span className="side side-a">A</span> {cell.a ?? '(none)'}
      </span>
      <span className="cell-side">
        <span className="side side-b">B</span> {cell.b ?? '(none)'}
      </span>
    </td>
  );
}
