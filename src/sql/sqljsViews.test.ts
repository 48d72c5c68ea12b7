// The snapshot reads again only the tables a unit's compiled program can write: checked against a
// second port that replays the same history and reads every table once, after every unit.
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { SqlPort } from '../engine/types';
import { createSqlJsPort } from './sqljsPort';

const SQL = await initSqlJs();

/** Triggers and a view writing other tables, WITHOUT ROWID, AUTOINCREMENT, a cascade, temp, fts4. */
const SCHEMA = `CREATE TABLE a(id INTEGER PRIMARY KEY, v);
CREATE TABLE b(n INTEGER); INSERT INTO b VALUES (0);
CREATE TABLE w(k TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID; INSERT INTO w VALUES ('x', 0);
CREATE TABLE s(id INTEGER PRIMARY KEY AUTOINCREMENT, v);
CREATE TABLE parent(id INTEGER PRIMARY KEY);
CREATE TABLE child(id INTEGER PRIMARY KEY, p REFERENCES parent(id) ON DELETE CASCADE);
CREATE TABLE u(x UNIQUE);
CREATE TABLE quiet(x); INSERT INTO quiet VALUES (1);
CREATE VIEW va AS SELECT * FROM a;
CREATE TRIGGER ta AFTER INSERT ON a BEGIN UPDATE b SET n = n + 1; END;
CREATE TRIGGER tva INSTEAD OF UPDATE ON va BEGIN UPDATE w SET n = n + 1 WHERE k = 'x'; END;
CREATE TEMP TABLE t(x);
CREATE VIRTUAL TABLE f USING fts4(body);`;

/** Units a step could run: each changes a table in its own way, or fails, or changes nothing. */
const UNITS = [
  'INSERT INTO a(v) VALUES (:x)',
  'UPDATE a SET v = :x WHERE id = :x % 3',
  'DELETE FROM a WHERE id = :x % 4',
  'DELETE FROM a',
  "INSERT OR REPLACE INTO w VALUES ('x', :x)",
  "INSERT INTO w VALUES ('y', :x) ON CONFLICT(k) DO UPDATE SET n = excluded.n",
  'UPDATE va SET v = :x',
  'INSERT INTO s(v) VALUES (:x)',
  'INSERT OR IGNORE INTO parent VALUES (:x % 5)',
  'INSERT OR IGNORE INTO child VALUES (:x, :x % 5)',
  'DELETE FROM parent WHERE id = :x % 5',
  'INSERT INTO t VALUES (:x)',
  "INSERT INTO f(body) VALUES ('word ' || :x)",
  'INSERT INTO u VALUES (:x % 3)',
  'INSERT OR FAIL INTO u VALUES (:x + 100), (:x % 3)',
  'SELECT * FROM a',
  'UPDATE b SET n = n',
  'UPDATE b SET n = n + 1; INSERT INTO t VALUES (:x)',
  'UPDATE b SET n = n + 10; INSERT INTO nope VALUES (1)',
  'UPDATE quiet SET x = x WHERE 0',
];

type Op =
  | { kind: 'run'; sql: string; x: number }
  | { kind: 'savepoint' | 'rollbackTo' | 'release'; name: string };

/**
 * A fresh database with SCHEMA and foreign keys on. The pragma runs twice: its first run is a
 * unit of its own inside the port's savepoint, where SQLite ignores it.
 */
function start(port: SqlPort): void {
  port.reset();
  expect(port.run(SCHEMA, {}).ok).toBe(true);
  for (let k = 0; k < 2; k++) port.run('PRAGMA foreign_keys = ON', {});
  expect(port.run('PRAGMA foreign_keys', {})).toMatchObject({
    value: { results: [{ values: [[1]] }] },
  });
}

function apply(port: SqlPort, op: Op): void {
  if (op.kind === 'run') port.run(op.sql, { ':x': op.x });
  else port[op.kind](op.name);
}

/** A random history of units and savepoints from `seed` (a small linear congruential generator). */
function history(seed: number, length: number): Op[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const open: string[] = [];
  const ops: Op[] = [];
  for (let k = 0; k < length; k++) {
    const pick = next(10);
    if (pick === 0) {
      const name = `s${k}`;
      open.push(name);
      ops.push({ kind: 'savepoint', name });
    } else if (pick === 1 && open.length > 0) {
      const at = next(open.length);
      ops.push({ kind: 'rollbackTo', name: open[at] as string });
      open.length = at + 1;
    } else if (pick === 2 && open.length > 0) {
      const at = next(open.length);
      ops.push({ kind: 'release', name: open[at] as string });
      open.length = at;
    } else ops.push({ kind: 'run', sql: UNITS[next(UNITS.length)] as string, x: next(7) });
  }
  return ops;
}

describe('the snapshot after each unit', () => {
  it('is every table as a fresh read of the same database shows it', () => {
    const port = createSqlJsPort(SQL);
    const fresh = createSqlJsPort(SQL);
    for (let seed = 1; seed <= 16; seed++) {
      const ops = history(seed, 45);
      start(port);
      port.snapshot();
      ops.forEach((op, k) => {
        apply(port, op);
        // Not after every unit: a savepoint or a rollback may then meet views read units ago.
        if ((seed + k) % 3 === 0) return;
        start(fresh);
        for (const earlier of ops.slice(0, k + 1)) apply(fresh, earlier);
        expect(port.snapshot(), `seed ${seed}, after ${JSON.stringify(op)}`).toEqual(
          fresh.snapshot(),
        );
      });
    }
  });

  it('shows what a trigger, a view, a cascade and a virtual table wrote elsewhere', () => {
    const port = createSqlJsPort(SQL);
    start(port);
    const rows = (name: string) => port.snapshot().find((t) => t.name === name)?.rows;
    port.run('INSERT INTO parent VALUES (1)', {});
    port.run('INSERT INTO child VALUES (7, 1)', {});
    for (let k = 1; k <= 2; k++) {
      // Twice: the first run and the prepared one take different paths.
      port.run('INSERT INTO a(v) VALUES (:x)', { ':x': k });
      expect(rows('b')).toEqual([[k]]);
      // The INSTEAD OF trigger runs once for each of the k rows the view shows.
      port.run('UPDATE va SET v = 0', {});
      expect(rows('w')).toEqual([['x', (k * (k + 1)) / 2]]);
    }
    port.run('DELETE FROM parent WHERE id = 1', {});
    expect(rows('child')).toEqual([]);
    port.run("INSERT INTO f(body) VALUES ('hello')", {});
    expect(rows('f')).toEqual([['hello']]);
    port.run('INSERT INTO t VALUES (1)', {});
    expect(rows('temp.t')).toEqual([[1]]);
  });

  it('keeps the snapshot of a table no unit could write, and reads the written one again', () => {
    const port = createSqlJsPort(SQL);
    start(port);
    const before = port.snapshot();
    port.run('UPDATE b SET n = 5', {});
    const after = port.snapshot();
    const at = (tables: typeof before, name: string) => tables.find((t) => t.name === name);
    expect(at(after, 'b')?.rows).toEqual([[5]]);
    expect(at(after, 'quiet')).toBe(at(before, 'quiet'));
    expect(after).not.toBe(before);
  });
});

describe('the column names of a snapshot and a result', () => {
  it('are the ones SQLite gives after a setting renamed them', () => {
    const port = createSqlJsPort(SQL);
    port.reset();
    port.run('CREATE TABLE t(x); INSERT INTO t VALUES (1)', {});
    const names = () => port.snapshot().map((t) => t.columns);
    const read = () => port.run('SELECT * FROM t', {});
    expect(names()).toEqual([['x']]);
    expect(read()).toMatchObject({ value: { results: [{ columns: ['x'] }] } });
    port.run('PRAGMA short_column_names = 0', {});
    port.run('PRAGMA full_column_names = 1', {});
    expect(names()).toEqual([['t.x']]);
    expect(read()).toMatchObject({ value: { results: [{ columns: ['t.x'] }] } });
  });
});

describe('the snapshot after a rollback', () => {
  it('shows what ran before the savepoint though no snapshot was read since', () => {
    const port = createSqlJsPort(SQL);
    start(port);
    const rows = (name: string) => port.snapshot().find((t) => t.name === name)?.rows;
    expect(rows('b')).toEqual([[0]]);
    port.run('UPDATE b SET n = 9', {});
    port.savepoint('s');
    port.run('UPDATE quiet SET x = 2', {});
    expect(rows('quiet')).toEqual([[2]]);
    port.rollbackTo('s');
    expect(rows('quiet')).toEqual([[1]]);
    expect(rows('b')).toEqual([[9]]);
    port.release('s');
  });

  it('shares the tables read when the savepoint opened', () => {
    const port = createSqlJsPort(SQL);
    start(port);
    const before = port.snapshot();
    port.savepoint('s');
    port.run('UPDATE b SET n = 9', {});
    expect(port.snapshot()).not.toBe(before);
    port.rollbackTo('s');
    expect(port.snapshot()).toBe(before);
    port.release('s');
  });
});

describe('a lone prepared statement that fails', () => {
  const cases: Array<[string, string, string]> = [
    ['OR FAIL', 'CREATE TABLE t(x UNIQUE)', 'INSERT OR FAIL INTO t VALUES (:a), (1)'],
    [
      'a column that fails on conflict',
      'CREATE TABLE t(x UNIQUE ON CONFLICT FAIL)',
      'INSERT INTO t VALUES (:a), (1)',
    ],
    [
      'RAISE(FAIL) in a trigger',
      "CREATE TABLE t(x); CREATE TRIGGER r AFTER INSERT ON t WHEN NEW.x = 1 AND (SELECT count(*) FROM t) > 2 BEGIN SELECT RAISE(FAIL, 'no'); END",
      'INSERT INTO t VALUES (:a), (1)',
    ],
  ];
  for (const [what, schema, sql] of cases) {
    it(`undoes what it did before failing, like its first run: ${what}`, () => {
      const port = createSqlJsPort(SQL);
      port.reset();
      expect(port.run(schema, {}).ok).toBe(true);
      expect(port.run(sql, { ':a': 5 }).ok).toBe(true);
      const rows = () => port.snapshot().find((t) => t.name === 't')?.rows;
      expect(rows()).toEqual([[5], [1]]);
      const failed = port.run(sql, { ':a': 6 });
      expect(failed.ok).toBe(false);
      expect(rows()).toEqual([[5], [1]]);
      expect(port.run('SELECT count(*) FROM t', {})).toMatchObject({
        ok: true,
        value: { results: [{ values: [[2]] }] },
      });
    });
  }
});
