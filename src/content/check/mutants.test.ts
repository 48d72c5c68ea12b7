import { describe, expect, it } from 'vitest';
import { mutantsOf } from './mutants';

const COMMIT =
  "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'";

describe('mutants of a correct answer', () => {
  it('drops each conjunct of the WHERE in turn, with its AND', () => {
    const dropped = mutantsOf(COMMIT).filter((m) => m.description.startsWith('without'));
    expect(dropped.map((m) => m.description)).toEqual([
      'without "id=:job"',
      'without "owner=:worker"',
      'without "fence=:token"',
      'without "lease_until > :now"',
      `without "state='running'"`,
    ]);
    expect(dropped[3]?.sql).toBe(
      "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND fence=:token AND state='running'",
    );
    expect(dropped[4]?.sql).toBe(
      "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now",
    );
  });

  it('weakens or flips each comparison, and swaps the token and the clocks for their neighbours', () => {
    const text = mutantsOf(COMMIT).map((m) => m.sql);
    expect(text).toContain(
      "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND fence=:token AND lease_until >= :now AND state='running'",
    );
    expect(text).toContain(
      "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND fence=:now AND lease_until > :now AND state='running'",
    );
    expect(text).toContain(
      "UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :local_now AND state='running'",
    );
  });

  it('leaves strings, quoted names and comments alone, and keeps BETWEEN … AND … whole', () => {
    const sql =
      'UPDATE t SET note = \'a AND b < c\' WHERE "x<y" = 1 AND n BETWEEN 1 AND 3 -- AND z = 2';
    const dropped = mutantsOf(sql).filter((m) => m.description.startsWith('without'));
    expect(dropped.map((m) => m.description)).toEqual([
      'without ""x<y" = 1"',
      'without "n BETWEEN 1 AND 3"',
    ]);
    expect(mutantsOf(sql).every((m) => m.sql.includes("'a AND b < c'"))).toBe(true);
  });

  it('treats the WHERE of a subquery as its own clause and stops at RETURNING', () => {
    const sql =
      'UPDATE s SET b = 1 WHERE id = :job AND EXISTS (SELECT 1 FROM jobs WHERE owner = :worker AND fence = :token) RETURNING b AS token';
    const dropped = mutantsOf(sql).filter((m) => m.description.startsWith('without'));
    expect(dropped.map((m) => m.description)).toEqual([
      'without "id = :job"',
      'without "EXISTS (SELECT 1 FROM jobs WHERE owner = :worker AND fence = :token)"',
      'without "owner = :worker"',
      'without "fence = :token"',
    ]);
    expect(dropped.every((m) => m.sql.endsWith('RETURNING b AS token'))).toBe(true);
  });

  it('never repeats a mutant or returns the answer itself', () => {
    const all = mutantsOf(COMMIT).map((m) => m.sql.replace(/\s+/g, ' '));
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(COMMIT);
  });

  it('weakens comparisons of WHERE clauses only, and tells repeated changes apart by their count', () => {
    const sql = "UPDATE jobs SET state='done', n = 1 WHERE id = :job AND n = 0";
    expect(mutantsOf(sql).map((m) => m.description)).toEqual([
      'without "id = :job"',
      'without "n = 0"',
      '"=" written as "<>"',
      '"=" written as "<>" (2nd)',
    ]);
    expect(
      mutantsOf(sql).every((m) => m.sql.startsWith("UPDATE jobs SET state='done', n = 1")),
    ).toBe(true);
  });
});
