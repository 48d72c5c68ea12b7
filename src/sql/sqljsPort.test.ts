import { describe, expect, it } from 'vitest';
import { ok, port, tableOf } from '../testing/port';

const rowsOf = (name: string) => tableOf(name)?.rows;

describe('the sql.js port', () => {
  it('counts and snapshots changes to a WITHOUT ROWID table, which the update hook misses', () => {
    port.reset();
    ok(
      "CREATE TABLE j(id TEXT PRIMARY KEY, state TEXT) WITHOUT ROWID; INSERT INTO j VALUES ('r', 'ready')",
    );
    port.snapshot();
    const claim = "UPDATE j SET state = 'running' WHERE id = :id RETURNING state";
    expect(ok(claim, { ':id': 'r' }).changes).toBe(1);
    expect(rowsOf('j')).toEqual([['r', 'running']]);
    expect(ok(claim, { ':id': 'x' }).changes).toBe(0);
  });

  it('counts a DELETE without WHERE, which SQLite truncates without the hook', () => {
    port.reset();
    ok('CREATE TABLE log(x); INSERT INTO log VALUES (1), (2)');
    port.snapshot();
    expect(ok('DELETE FROM log').changes).toBe(2);
    expect(rowsOf('log')).toEqual([]);
  });

  it('re-reads a table changed by a trigger of a write to another table', () => {
    port.reset();
    ok(
      'CREATE TABLE a(x); CREATE TABLE b(n); INSERT INTO b VALUES (0); CREATE TRIGGER tr AFTER INSERT ON a BEGIN UPDATE b SET n = n + 1; END',
    );
    port.snapshot();
    ok('INSERT INTO a VALUES (1)');
    expect(rowsOf('b')).toEqual([[1]]);
  });

  it('shares the snapshot of a table nothing changed', () => {
    port.reset();
    ok('CREATE TABLE a(x); CREATE TABLE b(y); INSERT INTO a VALUES (1); INSERT INTO b VALUES (1)');
    const before = port.snapshot();
    ok('UPDATE a SET x = 2');
    const after = port.snapshot();
    expect(after[1]).toBe(before[1]);
    expect(after[0]).not.toBe(before[0]);
    expect(port.snapshot()).toBe(after);
  });

  it('rolls back a multi-statement unit that fails, and names the failing statement', () => {
    port.reset();
    ok('CREATE TABLE t(x); INSERT INTO t VALUES (1)');
    const sql = 'UPDATE t SET x = 5;\n  INSERT INTO nope VALUES (1)';
    for (let k = 0; k < 2; k++) {
      const r = port.run(sql, {});
      expect(r).toEqual({
        ok: false,
        error: { message: 'no such table: nope', statement: 1, offset: sql.indexOf('INSERT') },
      });
      expect(rowsOf('t')).toEqual([[1]]);
    }
  });

  it('undoes everything since a savepoint, and the snapshot follows though the update hook does not', () => {
    port.reset();
    ok('CREATE TABLE t(x); INSERT INTO t VALUES (1)');
    port.snapshot();
    port.savepoint('s0');
    ok('UPDATE t SET x = 2');
    expect(rowsOf('t')).toEqual([[2]]);
    port.rollbackTo('s0');
    expect(rowsOf('t')).toEqual([[1]]);
    ok('UPDATE t SET x = 3');
    port.release('s0');
    expect(rowsOf('t')).toEqual([[3]]);
  });

  it('nests savepoints, and rolling back to an outer one closes the inner ones', () => {
    port.reset();
    ok('CREATE TABLE t(x); INSERT INTO t VALUES (1)');
    port.savepoint('outer');
    ok('UPDATE t SET x = 2');
    port.savepoint('inner');
    ok('UPDATE t SET x = 3');
    port.snapshot();
    port.rollbackTo('outer');
    expect(rowsOf('t')).toEqual([[1]]);
    expect(() => port.release('inner')).toThrow(/no savepoint named inner/);
    port.release('outer');
  });

  it('rolls back a table made after the savepoint, and a multi-statement step inside it', () => {
    port.reset();
    ok('CREATE TABLE a(x)');
    port.snapshot();
    port.savepoint('s');
    ok('CREATE TABLE b(y); INSERT INTO b VALUES (1); INSERT INTO a VALUES (1)');
    expect(port.snapshot().map((t) => t.name)).toEqual(['a', 'b']);
    port.rollbackTo('s');
    expect(port.snapshot()).toEqual([{ name: 'a', columns: ['x'], rows: [], total: 0 }]);
    port.release('s');
  });

  it('refuses a savepoint name that is not a plain identifier', () => {
    port.reset();
    expect(() => port.savepoint('x; DROP TABLE t')).toThrow(/not a plain identifier/);
  });

  it('holds the lock of every database it opens (the bench compares with the same pragma)', () => {
    for (let k = 0; k < 2; k++) {
      port.reset();
      expect(ok('PRAGMA locking_mode').results[0]?.values).toEqual([['exclusive']]);
    }
  });

  it('runs a one-statement script on a fresh database as it ran the first time', () => {
    const sql = '  -- the count\n  UPDATE t SET x = x + 1 RETURNING x';
    port.reset();
    ok('CREATE TABLE t(x); INSERT INTO t VALUES (1)');
    expect(ok(sql).results[0]?.values).toEqual([[2]]);
    port.reset();
    expect(port.run(sql, {})).toEqual({
      ok: false,
      error: { message: 'no such table: t', statement: 0, offset: sql.indexOf('UPDATE') },
    });
    ok('CREATE TABLE t(x); INSERT INTO t VALUES (5)');
    expect(ok(sql)).toEqual({
      changes: 1,
      results: [{ columns: ['x'], values: [[6]], total: 1 }],
      schemaChanged: false,
    });
    expect(ok(sql).results[0]?.values).toEqual([[7]]);
  });
});
