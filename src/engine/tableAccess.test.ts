// Which tables SQL reads and writes, read from SQLite's programs on a real port; the splitter is
// checked against SQLite's own splitting of the same scripts.
import fc from 'fast-check';
import initSqlJs from 'sql.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, port } from '../testing/port';
import { REFERENCE_SQL, STANDARD_SCHEMA } from './referenceSql';
import { scriptPieces, tableAccess, type TableAccess } from './tableAccess';

const JOB = { ':job': 'invoice-7' };
/** A database of its own, for SQLite's splitting of a script (the port never shows it). */
const db = new (await initSqlJs()).Database();

/** The access of SQL that must be explained. */
function accessOf(sql: string): TableAccess {
  const r = tableAccess(port, sql);
  if (!r.ok) throw new Error(r.message);
  return r.access;
}

let before = '';
beforeEach(() => {
  port.reset();
  ok(STANDARD_SCHEMA, JOB);
  before = port.stateKey();
});
// Every test below also proves that explaining changed nothing: no row, schema or setting.
afterEach(() => {
  expect(port.stateKey()).toBe(before);
});

describe('the tables a statement reads and writes', () => {
  it('are storage alone for the reference write', () => {
    expect(accessOf(REFERENCE_SQL.write)).toEqual({ reads: ['storage'], writes: ['storage'] });
  });

  it('include jobs, read only, for a write that asks the job row in a subquery', () => {
    const sql = `UPDATE storage SET body=:payload, max_token=:token
      WHERE id=:job AND max_token <= :token
        AND EXISTS (SELECT 1 FROM jobs WHERE id=:job AND fence=:token)`;
    expect(accessOf(sql)).toEqual({ reads: ['jobs', 'storage'], writes: ['storage'] });
  });

  it('are the tables under a view, not the view', () => {
    ok('CREATE VIEW holder AS SELECT id, owner, fence FROM jobs');
    before = port.stateKey();
    const sql = `UPDATE storage SET body=:payload
      WHERE id=:job AND :token = (SELECT fence FROM holder WHERE id=:job)`;
    expect(accessOf(sql)).toEqual({ reads: ['jobs', 'storage'], writes: ['storage'] });
  });

  it("show a write through a view as its INSTEAD OF trigger's tables", () => {
    ok(`CREATE VIEW holder AS SELECT id, fence FROM jobs;
      CREATE TRIGGER bump INSTEAD OF UPDATE ON holder BEGIN
        UPDATE storage SET max_token=NEW.fence WHERE id=NEW.id;
      END;`);
    before = port.stateKey();
    expect(accessOf('UPDATE holder SET fence=:token WHERE id=:job')).toEqual({
      reads: ['jobs', 'storage'],
      writes: ['storage'],
    });
  });

  it('include what a fired trigger reads and writes, at every depth (EXPLAIN lists its program)', () => {
    ok(`CREATE TABLE audit(note TEXT);
      CREATE TRIGGER sync AFTER UPDATE ON storage BEGIN
        UPDATE jobs SET result=NEW.body WHERE id=NEW.id;
      END;
      CREATE TRIGGER noted AFTER UPDATE OF result ON jobs BEGIN
        INSERT INTO audit VALUES (NEW.result);
      END;`);
    before = port.stateKey();
    expect(accessOf(REFERENCE_SQL.write)).toEqual({
      reads: ['audit', 'jobs', 'storage'],
      writes: ['audit', 'jobs', 'storage'],
    });
  });

  it('leave out a trigger that the statement cannot fire', () => {
    ok(`CREATE TRIGGER on_insert AFTER INSERT ON storage BEGIN
        UPDATE jobs SET result='new' WHERE id=NEW.id;
      END;`);
    before = port.stateKey();
    expect(accessOf(REFERENCE_SQL.write)).toEqual({ reads: ['storage'], writes: ['storage'] });
  });

  it('are the tables a CTE reads, not the CTE', () => {
    const sql = `WITH grant AS (SELECT fence FROM jobs WHERE id=:job)
      UPDATE storage SET max_token=(SELECT fence FROM grant) WHERE id=:job`;
    expect(accessOf(sql)).toEqual({ reads: ['jobs', 'storage'], writes: ['storage'] });
  });

  it('cover INSERT … SELECT, UPDATE … FROM and a subquery in RETURNING', () => {
    expect(accessOf('INSERT INTO storage(id) SELECT id FROM jobs')).toEqual({
      reads: ['jobs', 'storage'],
      writes: ['storage'],
    });
    expect(
      accessOf('UPDATE storage SET max_token=j.fence FROM jobs AS j WHERE j.id=storage.id'),
    ).toEqual({ reads: ['jobs', 'storage'], writes: ['storage'] });
    expect(
      accessOf("UPDATE storage SET body='x' WHERE id=:job RETURNING (SELECT fence FROM jobs) AS f"),
    ).toEqual({ reads: ['jobs', 'storage'], writes: ['storage'] });
  });

  it('are only written for a DELETE that empties the table without reading it', () => {
    expect(accessOf('DELETE FROM storage')).toEqual({ reads: [], writes: ['storage'] });
  });

  it('name a temporary table with temp. before it', () => {
    ok('CREATE TEMP TABLE seen(token INTEGER)');
    before = port.stateKey();
    expect(accessOf('INSERT INTO seen SELECT max_token FROM storage')).toEqual({
      reads: ['storage', 'temp.seen'],
      writes: ['temp.seen'],
    });
  });

  it('are none for a statement that reads no table', () => {
    expect(accessOf('SELECT :token + 1')).toEqual({ reads: [], writes: [] });
  });
});

describe('a script of several statements', () => {
  it('reads and writes what its statements do together', () => {
    const sql = `SELECT fence FROM jobs WHERE id=:job;
      -- a comment; with a semicolon
      UPDATE storage SET body='a;b' /* ; */ WHERE id=:job;`;
    expect(accessOf(sql)).toEqual({ reads: ['jobs', 'storage'], writes: ['storage'] });
  });

  it("keeps a trigger's body, semicolons and all, in its CREATE TRIGGER", () => {
    const sql = `CREATE TRIGGER t AFTER UPDATE ON storage BEGIN
        UPDATE jobs SET result='x';
        DELETE FROM jobs WHERE 0;
      END;
      SELECT 1`;
    // The trigger's body is not compiled by CREATE TRIGGER: only the schema is written.
    expect(accessOf(sql)).toEqual({ reads: ['sqlite_schema'], writes: ['sqlite_schema'] });
  });

  it('fails with "no such table" on a table an earlier statement would make (none runs)', () => {
    const r = tableAccess(port, 'CREATE TABLE t(x); INSERT INTO t VALUES (1)');
    expect(r).toEqual({ ok: false, message: 'no such table: t' });
  });
});

describe('what cannot be explained', () => {
  it("is a syntax error, with SQLite's own message", () => {
    const sql = 'SELECT * FORM jobs';
    const ran = port.run(sql, {});
    expect(ran.ok).toBe(false);
    const message = ran.ok ? '' : ran.error.message;
    expect(message).toBe('near "FORM": syntax error');
    expect(tableAccess(port, `SELECT 1; ${sql}`)).toEqual({ ok: false, message });
  });

  it('is a PRAGMA, which is never compiled, so no setting moves', () => {
    const r = tableAccess(port, 'PRAGMA recursive_triggers=ON');
    expect(r.ok).toBe(false);
  });

  it('is a virtual table, whose module reads and writes where it likes', () => {
    ok('CREATE VIRTUAL TABLE notes USING fts4(body)');
    before = port.stateKey();
    const r = tableAccess(port, "SELECT * FROM notes WHERE notes MATCH 'token'");
    expect(r.ok).toBe(false);
  });

  it('is a program longer than the rows the port returns', () => {
    const columns = Array.from({ length: 120 }, (_, k) => `fence + ${k}`).join(', ');
    const r = tableAccess(port, `SELECT ${columns} FROM jobs`);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(/instructions/);
  });
});

describe('the script splitter', () => {
  /** Where each statement ends, as SQLite splits the script. */
  function sqliteEnds(script: string): number[] {
    const ends: number[] = [];
    const it = db.iterateStatements(script);
    for (const stmt of it) {
      void stmt;
      ends.push(script.length - it.getRemainingSQL().length);
    }
    return ends;
  }

  const mineEnds = (script: string) =>
    scriptPieces(script)
      .filter((p) => p.first !== null)
      .map((p) => Math.min(p.to + 1, script.length));

  it('cuts where SQLite does, whatever strings, names, comments and parameters hold', () => {
    const value = fc.constantFrom(
      "'a;b'",
      "'it''s;'",
      '"x;y"',
      '$a(;x)',
      ':b::c(;)',
      '@d',
      "x'0A'",
      '2.5',
      "'--'",
      "'/*'",
    );
    const alias = fc.constantFrom('"x;y"', '`q;``r`', '[s;t]', 'plain', 'ünï');
    const gap = fc.constantFrom(' ', '\n', '-- ;c\n', '/* ; */', '\t');
    const column = fc.tuple(value, gap, alias).map(([v, g, a]) => `${v}${g}AS ${a}`);
    const statement = fc
      .tuple(gap, fc.array(column, { minLength: 1, maxLength: 3 }), gap)
      .map(([g, cols, h]) => `${g}SELECT ${cols.join(', ')}${h}`);
    const script = fc
      .tuple(fc.array(statement, { minLength: 1, maxLength: 4 }), fc.boolean(), gap)
      .map(([list, semi, tail]) => list.join(';') + (semi ? ';' : '') + tail);
    fc.assert(
      fc.property(script, (s) => {
        expect(mineEnds(s)).toEqual(sqliteEnds(s));
      }),
    );
  });

  it('stops at a NUL, as SQLite does', () => {
    expect(scriptPieces('SELECT 1\u0000; SELECT 2')).toEqual([{ from: 0, to: 8, first: 'SELECT' }]);
  });
});
