import { describe, expect, it } from 'vitest';
import { copyResult, keepable, sameParams } from './sqljsBase';

describe('what a run kept in one transaction may run', () => {
  it('keeps plain reads and writes', () => {
    expect(keepable("UPDATE jobs SET fence = fence + 1 WHERE id = :job AND state = 'ready'")).toBe(
      true,
    );
    expect(keepable('CREATE TABLE t(x); INSERT INTO t VALUES (1)')).toBe(true);
  });

  it.each([
    ['SELECT changes()'],
    ['SELECT "changes"()'],
    ['SELECT CHANGES/**/()'],
    ['SELECT total_changes()'],
    ['INSERT INTO t VALUES (last_insert_rowid())'],
    ['PRAGMA foreign_keys = ON'],
    ['pragma recursive_triggers=1'],
    ['INSERT OR ROLLBACK INTO t VALUES (1)'],
    ["CREATE TRIGGER tr BEFORE INSERT ON t BEGIN SELECT RAISE(ROLLBACK, 'no'); END"],
    ['CREATE TABLE c(p REFERENCES p(id) DEFERRABLE INITIALLY DEFERRED)'],
  ])('does not keep %s', (sql) => {
    expect(keepable(sql)).toBe(false);
  });
});

describe('the kept schema run', () => {
  it('tells parameter sets apart by name and value', () => {
    expect(sameParams({ ':job': 'j', ':ttl': 3 }, { ':ttl': 3, ':job': 'j' })).toBe(true);
    expect(sameParams({ ':job': 'j' }, { ':job': 'k' })).toBe(false);
    expect(sameParams({ ':job': 'j' }, { ':job': 'j', ':ttl': 3 })).toBe(false);
    expect(sameParams({ ':a': 1 }, { ':b': 1 })).toBe(false);
    expect(sameParams({ ':b': new Uint8Array([1]) }, { ':b': new Uint8Array([1]) })).toBe(true);
    expect(sameParams({ ':b': new Uint8Array([1]) }, { ':b': new Uint8Array([2]) })).toBe(false);
  });

  it('hands out a copy the caller can change', () => {
    const kept = {
      changes: 1,
      schemaChanged: true,
      results: [{ columns: ['x'], values: [[1]], total: 1 }],
    };
    const copy = copyResult(kept);
    copy.results[0]?.values[0]?.push(2);
    copy.results[0]?.columns.push('y');
    expect(kept.results[0]).toEqual({ columns: ['x'], values: [[1]], total: 1 });
    expect(copy).not.toBe(kept);
  });
});
