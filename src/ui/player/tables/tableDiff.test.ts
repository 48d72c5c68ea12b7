import { describe, expect, it } from 'vitest';
import type { TableSnapshot } from '../../../engine/types';
import { cellKey, changedCells, removedRows } from './tableDiff';

const jobs = (rows: TableSnapshot['rows']): TableSnapshot => ({
  name: 'jobs',
  columns: ['id', 'owner', 'fence'],
  rows,
  total: rows.length,
});

describe('changed cells', () => {
  it('are the cells whose value differs, with what they held before', () => {
    const before = jobs([['r', 'A', 1]]);
    const after = jobs([['r', 'B', 2]]);
    const changes = changedCells(before, after);
    expect([...changes.keys()]).toEqual([cellKey(0, 1), cellKey(0, 2)]);
    expect(changes.get(cellKey(0, 1))).toEqual({ was: 'A' });
  });

  it('are none for the very same snapshot, and every cell of a new row', () => {
    const t = jobs([['r', 'A', 1]]);
    expect(changedCells(t, t).size).toBe(0);
    const grown = changedCells(
      t,
      jobs([
        ['r', 'A', 1],
        ['s', null, 0],
      ]),
    );
    expect([...grown.keys()]).toEqual([cellKey(1, 0), cellKey(1, 1), cellKey(1, 2)]);
    expect(grown.get(cellKey(1, 1))).toEqual({ was: undefined });
  });

  it('compare NULLs and blobs by value', () => {
    const blob = (b: number) => new Uint8Array([b]);
    const before = jobs([['r', null, blob(1)]]);
    expect(changedCells(before, jobs([['r', null, blob(1)]])).size).toBe(0);
    expect(changedCells(before, jobs([['r', null, blob(2)]])).size).toBe(1);
  });

  it('count removed rows', () => {
    expect(
      removedRows(
        jobs([
          ['r', 'A', 1],
          ['s', 'B', 2],
        ]),
        jobs([['r', 'A', 1]]),
      ),
    ).toBe(1);
    expect(removedRows(undefined, jobs([]))).toBe(0);
  });
});
