// The port under SQL a hostile or creative author writes: what changed is what SQLite did, the
// state is what SQLite holds, and a step cannot take the transaction out of the engine's hands.
import { describe, expect, it } from 'vitest';
import { ok, port, tableOf as table } from '../testing/port';
import { RESULT_ROW_LIMIT } from './sqljsPort';
import { TABLE_ROW_LIMIT } from './sqljsState';

describe('what a step changed is what SQLite did, not what the text looks like', () => {
  it('counts nothing for a SELECT after a write, even one whose alias reads like a write', () => {
    port.reset();
    ok("CREATE TABLE jobs(id, state); INSERT INTO jobs VALUES (1, 'ready')");
    expect(ok("UPDATE jobs SET state = 'running'").changes).toBe(1);
    expect(ok('SELECT * FROM jobs').changes).toBe(0);
    expect(ok('SELECT state AS "update jobs" FROM jobs').changes).toBe(0);
  });

  it('counts an INSERT written without a space before its quoted table name', () => {
    port.reset();
    ok('CREATE TABLE storage(id)');
    expect(ok('INSERT INTO"storage"(id) VALUES (1)').changes).toBe(1);
    expect(table('storage')?.rows).toEqual([[1]]);
  });

  it('counts the rows an INSTEAD OF trigger changes when a view is updated', () => {
    port.reset();
    ok(
      "CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT); INSERT INTO storage VALUES ('j', 'old');" +
        'CREATE VIEW v AS SELECT * FROM storage;' +
        'CREATE TRIGGER tv INSTEAD OF UPDATE ON v BEGIN UPDATE storage SET body = NEW.body; END',
    );
    expect(ok("UPDATE v SET body = 'new'").changes).toBe(1);
    expect(table('storage')?.rows).toEqual([['j', 'new']]);
  });

  it('sees a write to a WITHOUT ROWID table made by a trigger', () => {
    port.reset();
    ok(
      'CREATE TABLE a(x); CREATE TABLE w(k TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;' +
        "INSERT INTO w VALUES ('k', 0);" +
        'CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE w SET n = n + 1; END',
    );
    const before = port.stateKey();
    port.snapshot();
    expect(ok('INSERT INTO a VALUES (1)').changes).toBe(2);
    expect(table('w')?.rows).toEqual([['k', 1]]);
    expect(port.stateKey()).not.toBe(before);
  });
});

describe('the state is everything SQLite holds', () => {
  it('shows and keys a temporary table, named with temp.', () => {
    port.reset();
    ok('CREATE TABLE jobs(x); CREATE TEMP TABLE flags(open INTEGER); INSERT INTO flags VALUES (0)');
    const before = port.stateKey();
    expect(table('temp.flags')?.rows).toEqual([[0]]);
    ok('UPDATE flags SET open = 2');
    expect(table('temp.flags')?.rows).toEqual([[2]]);
    expect(port.stateKey()).not.toBe(before);
  });

  it('keys the hidden rowids, which decide the rowid of the next insert', () => {
    port.reset();
    ok('CREATE TABLE t(x)');
    port.savepoint('s');
    ok('INSERT INTO t VALUES (1)');
    const first = port.stateKey();
    port.rollbackTo('s');
    ok('INSERT INTO t VALUES (0); INSERT INTO t VALUES (1); DELETE FROM t WHERE x = 0');
    expect(table('t')?.rows).toEqual([[1]]);
    expect(port.stateKey()).not.toBe(first);
    port.release('s');
  });

  it('keys a trigger a step creates, though no row changed', () => {
    port.reset();
    ok('CREATE TABLE t(x)');
    const before = port.stateKey();
    ok('CREATE TRIGGER tr AFTER INSERT ON t BEGIN SELECT 1; END');
    expect(port.stateKey()).not.toBe(before);
  });

  it('puts back the key and the tables of a savepoint after a rollback', () => {
    port.reset();
    ok('CREATE TABLE t(x); INSERT INTO t VALUES (1)');
    const key = port.stateKey();
    const tables = port.snapshot();
    port.savepoint('s');
    ok('UPDATE t SET x = 2');
    expect(port.stateKey()).not.toBe(key);
    port.rollbackTo('s');
    expect(port.stateKey()).toBe(key);
    expect(port.snapshot()).toEqual(tables);
    port.release('s');
  });

  it('tells apart two different tables made in turn after the same savepoint', () => {
    port.reset();
    ok('CREATE TABLE t(x)');
    port.savepoint('s');
    ok('CREATE TABLE a(x)');
    const first = port.stateKey();
    expect(port.snapshot().map((t) => t.name)).toEqual(['a', 't']);
    port.rollbackTo('s');
    ok('CREATE TABLE b(y)');
    expect(port.stateKey()).not.toBe(first);
    expect(port.snapshot().map((t) => t.name)).toEqual(['b', 't']);
    port.release('s');
  });

  it('refuses to roll back past a connection setting a step changed, which no rollback undoes', () => {
    port.reset();
    ok('CREATE TABLE t(x)');
    port.savepoint('s');
    ok('PRAGMA recursive_triggers = 1');
    expect(() => port.rollbackTo('s')).toThrow(/connection setting/);
  });
});

describe('a step cannot control the transaction', () => {
  const refused = [
    'COMMIT',
    'END',
    'ROLLBACK',
    'BEGIN',
    'BEGIN IMMEDIATE',
    'SAVEPOINT x',
    'RELEASE fencelab_step',
    'ROLLBACK TO fencelab_step',
    '/* comment */ commit /* more */',
    'VACUUM',
    "ATTACH ':memory:' AS other",
    'DETACH other',
  ];
  for (const sql of refused) {
    it(`refuses ${sql} before it runs, and keeps the unit atomic`, () => {
      port.reset();
      ok('CREATE TABLE t(x); INSERT INTO t VALUES (1)');
      const script = `UPDATE t SET x = 2;\n${sql};\nUPDATE t SET x = 3`;
      const r = port.run(script, {});
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.refused).toBe(true);
      expect(r.error.statement).toBe(1);
      const line2 = script.indexOf('\n') + 1;
      expect(r.error.offset).toBeGreaterThanOrEqual(line2);
      expect(r.error.offset).toBeLessThan(line2 + sql.length);
      expect(r.error.message).toMatch(/one atomic unit/);
      expect(table('t')?.rows).toEqual([[1]]);
      // The port is still usable: the engine's own savepoint was not disturbed.
      expect(ok('UPDATE t SET x = 4').changes).toBe(1);
    });
  }

  it('allows a read that only mentions the words', () => {
    port.reset();
    expect(ok('SELECT \'COMMIT\' AS "ROLLBACK"').results[0]?.values).toEqual([['COMMIT']]);
  });
});

describe('integers are exact', () => {
  it('returns and binds integers beyond 2^53 digit for digit', () => {
    port.reset();
    ok(
      'CREATE TABLE t(id INTEGER PRIMARY KEY, fence INTEGER); INSERT INTO t VALUES (1, 9007199254740995)',
    );
    const r = ok('SELECT fence FROM t');
    expect(r.results[0]?.values).toEqual([[9007199254740995n]]);
    expect(
      ok('UPDATE t SET fence = fence + 1 WHERE fence = :f', { ':f': 9007199254740995n }).changes,
    ).toBe(1);
    expect(table('t')?.rows).toEqual([[1, 9007199254740996n]]);
  });

  it('keeps small integers as plain numbers', () => {
    port.reset();
    expect(ok('SELECT 5, 1.5').results[0]?.values).toEqual([[5, 1.5]]);
  });
});

describe('what a step returns to the page is bounded', () => {
  it('keeps the first rows of a large result and counts the rest', () => {
    port.reset();
    const r = ok(
      'WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5000) SELECT n FROM c',
    );
    expect(r.results[0]?.values).toHaveLength(RESULT_ROW_LIMIT);
    expect(r.results[0]?.total).toBe(5000);
  });

  it('keeps the first rows of a large table and counts the rest', () => {
    port.reset();
    ok(
      'CREATE TABLE big(n); WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5000) INSERT INTO big SELECT n FROM c',
    );
    expect(table('big')?.rows).toHaveLength(TABLE_ROW_LIMIT);
    expect(table('big')?.total).toBe(5000);
  });
});

describe('a value too big to make', () => {
  it('ends as an error with SQLite’s words, and the port goes on', () => {
    port.reset();
    for (const sql of [
      'SELECT length(randomblob(2000000000))',
      "SELECT length(printf('%.*c', 2000000000, 'x'))",
      'SELECT length(zeroblob(2000000000))',
    ]) {
      const r = port.run(sql, {});
      expect(r.ok, sql).toBe(false);
      if (!r.ok) expect(r.error.message, sql).toMatch(/too big|out of memory/);
    }
    expect(ok('SELECT 1').results[0]?.values).toEqual([[1]]);
  });
});
