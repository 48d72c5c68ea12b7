// What SQLite's compiled program for a statement can write, and whether it can fail halfway.
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { compiledFacts } from './statementCheck';

const SQL = await initSqlJs();

function database() {
  const db = new SQL.Database();
  db.exec(`CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, fence INTEGER);
    CREATE TABLE log(x); CREATE TABLE n(k);
    CREATE TABLE u(x UNIQUE); CREATE TABLE f(x UNIQUE ON CONFLICT FAIL);
    CREATE TABLE a(x); CREATE TRIGGER ta AFTER INSERT ON a BEGIN INSERT INTO n VALUES (1); END;
    CREATE TABLE r(x); CREATE TRIGGER tr AFTER INSERT ON r BEGIN SELECT RAISE(FAIL, 'no'); END;
    CREATE VIEW v AS SELECT * FROM jobs;
    CREATE TRIGGER tv INSTEAD OF UPDATE ON v BEGIN UPDATE log SET x = 1; END;
    CREATE VIRTUAL TABLE fts USING fts4(body);
    CREATE TEMP TABLE t(x);`);
  return db;
}

/** `db:page` of a table's own b-tree and of each of its indexes, from SQLite's schema. */
function pagesOf(db: ReturnType<typeof database>, table: string, schema = 'main'): string[] {
  const res = db.exec(
    `SELECT rootpage FROM ${schema}.sqlite_schema WHERE tbl_name = '${table}' AND rootpage > 0`,
  )[0];
  const n = schema === 'main' ? 0 : 1;
  return (res?.values ?? []).map(([page]) => `${n}:${String(page)}`).sort();
}

describe('the b-trees a statement can write', () => {
  const db = database();
  const writes = (sql: string) => compiledFacts(db, sql).writes?.slice().sort() ?? null;

  it('are the written table and its indexes, whatever the WHERE reads', () => {
    expect(
      writes('UPDATE jobs SET fence = fence + 1 WHERE id = :job AND owner IN (SELECT x FROM log)'),
    ).toEqual(pagesOf(db, 'jobs'));
    expect(writes('INSERT INTO u SELECT x FROM log')).toEqual(pagesOf(db, 'u'));
  });

  it('include a table a DELETE without WHERE empties in one go', () => {
    expect(writes('DELETE FROM log')).toEqual(pagesOf(db, 'log'));
  });

  it('are numbered 1 for a temporary table', () => {
    expect(writes('INSERT INTO t VALUES (1)')).toEqual(pagesOf(db, 't', 'temp'));
  });

  it('are none for a read', () => {
    expect(writes('SELECT * FROM jobs JOIN log')).toEqual([]);
  });

  it('are anywhere for a trigger, a view written through, a virtual table or bad SQL', () => {
    expect(writes('INSERT INTO a VALUES (1)')).toBeNull();
    expect(writes("UPDATE v SET owner = 'x'")).toBeNull();
    expect(writes("INSERT INTO fts(body) VALUES ('word')")).toBeNull();
    expect(writes('SELECT * FROM fts')).toBeNull();
    expect(writes('UPDATE nope SET x = 1')).toBeNull();
  });
});

describe('a statement that can fail and keep what it did', () => {
  const db = database();
  const partial = (sql: string) => compiledFacts(db, sql).partial;

  it('is one whose conflict resolution is FAIL or ROLLBACK, in the statement or the table', () => {
    expect(partial('INSERT OR FAIL INTO u VALUES (1), (2)')).toBe(true);
    expect(partial('UPDATE OR ROLLBACK u SET x = x + 1')).toBe(true);
    expect(partial('INSERT INTO f VALUES (1)')).toBe(true);
  });

  it('is one whose trigger raises FAIL', () => {
    expect(partial('INSERT INTO r VALUES (1)')).toBe(true);
  });

  it('is not one that ABORTs, IGNOREs or REPLACEs', () => {
    expect(partial('INSERT INTO u VALUES (1), (2)')).toBe(false);
    expect(partial('INSERT OR IGNORE INTO u VALUES (1)')).toBe(false);
    expect(partial('INSERT OR REPLACE INTO u VALUES (1)')).toBe(false);
    expect(partial("UPDATE jobs SET fence = 2 WHERE id = 'j'")).toBe(false);
  });

  it('is assumed of one that does not compile', () => {
    expect(partial('INSERT INTO nope VALUES (1)')).toBe(true);
  });
});
