// Which cells of a table one step changed, and what they held before. Pure.
import type { SqlValue, TableSnapshot } from '../../../engine/types';

/** A changed cell's earlier value; `undefined` when the row (or the column) is new. */
export interface CellChange {
  was: SqlValue | undefined;
}

/** Key of a cell in the maps below. */
export const cellKey = (row: number, col: number) => `${row}:${col}`;

/**
 * The cells of `after` that differ from `before`, rows matched by position (rowid order) and
 * columns by name. Unchanged tables share the same object in a trace, which is the fast path.
 */
export function changedCells(
  before: TableSnapshot | undefined,
  after: TableSnapshot,
): Map<string, CellChange> {
  const out = new Map<string, CellChange>();
  if (before === after) return out;
  const colIn = (name: string) => before?.columns.indexOf(name) ?? -1;
  after.rows.forEach((row, r) => {
    const old = before?.rows[r];
    row.forEach((v, c) => {
      const k = colIn(after.columns[c] ?? '');
      const was = old && k >= 0 ? old[k] : undefined;
      if (was === undefined || !sameValue(was, v)) out.set(cellKey(r, c), { was });
    });
  });
  return out;
}

/** How many rows a step removed from a table (0 when it removed none). */
export function removedRows(before: TableSnapshot | undefined, after: TableSnapshot): number {
  return Math.max(0, (before?.total ?? 0) - after.total);
}

function sameValue(a: SqlValue | undefined, b: SqlValue): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}
