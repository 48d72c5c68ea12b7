import { describe, expect, it } from 'vitest';
import { keepEdited, merge3Record, pick3, same } from './tabMerge';

describe('three-way merges of saved work', () => {
  it('keep the side that changed, and mine when both did', () => {
    expect(pick3(1, 1, 2)).toBe(2);
    expect(pick3(1, 3, 1)).toBe(3);
    expect(pick3(1, 3, 2)).toBe(3);
    expect(pick3(1, 3, 2, (_m, t) => t)).toBe(2);
  });

  it('drop a key one side removed and the other left alone, and keep one the other edited', () => {
    const base = { a: 'x', b: 'y' };
    expect(merge3Record(base, { b: 'y' }, { a: 'x', b: 'y' }, keepEdited)).toEqual({ b: 'y' });
    expect(merge3Record(base, { b: 'y' }, { a: 'edited', b: 'y' }, keepEdited)).toEqual({
      a: 'edited',
      b: 'y',
    });
    // A key only the other tab has, this tab never saw: it is theirs.
    expect(merge3Record(base, base, { ...base, c: 'new' }, keepEdited)).toEqual({
      ...base,
      c: 'new',
    });
  });

  it('compare saved data whatever the order of its keys', () => {
    expect(same({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(same([1, 2], [2, 1])).toBe(false);
  });
});
