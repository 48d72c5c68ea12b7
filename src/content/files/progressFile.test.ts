import { describe, expect, it } from 'vitest';
import {
  emptyProgress,
  exportProgress,
  hasOwnSql,
  importProgress,
  mergeProgress,
} from './progressFile';

const solved = {
  ...emptyProgress(),
  status: 'solved' as const,
  sql: { commit: 'UPDATE x' },
  solvedAt: 1_700_000,
};

describe('the progress file', () => {
  it('round-trips through export and import', () => {
    const text = exportProgress({ 'lease-is-not-a-lock': solved }, 42);
    expect(JSON.parse(text)).toMatchObject({
      format: 'fencelab-progress',
      version: 1,
      exportedAt: 42,
    });
    expect(importProgress(text)).toEqual({ ok: true, lessons: { 'lease-is-not-a-lock': solved } });
  });

  it('says so when the file is not JSON or not a progress file', () => {
    expect(importProgress('{nope')).toEqual({
      ok: false,
      problem: { kind: 'not-json' },
      message: 'This is not a FenceLab progress file: it is not JSON.',
    });
    expect(importProgress('{"format":"other"}')).toEqual({
      ok: false,
      problem: { kind: 'wrong-format', found: '"other"' },
      message: 'This is not a FenceLab progress file (format is "other").',
    });
  });

  it('says a file of another version of the format was made by another FenceLab', () => {
    const text = exportProgress({ a: solved }, 1).replace('"version": 1', '"version": 99');
    expect(importProgress(text)).toEqual({
      ok: false,
      problem: { kind: 'version', found: 99, reads: 1 },
      message:
        'This progress file was made by another version of FenceLab (format version 99; this one reads 1). Export it again from that version, or update this one.',
    });
  });

  it('names the damaged field', () => {
    const text = exportProgress({ a: { ...solved, status: 'done' as never } }, 1);
    const r = importProgress(text);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(/^The progress file is damaged at lessons\.a\.status: /);
    // The message must say what was expected, not a bare "Invalid input".
    expect(r.ok ? '' : r.message).toMatch(/expected one of "not-started"\|"in-progress"\|"solved"/);
  });

  it('merges so that the further status wins per lesson', () => {
    const started = { ...emptyProgress(), status: 'in-progress' as const };
    expect(
      mergeProgress({ a: solved, b: started }, { a: started, b: solved, c: started }).progress,
    ).toEqual({
      a: solved,
      b: { ...solved, sql: { ...solved.sql } },
      c: started,
    });
  });

  it('keeps SQL typed here over an older file’s, adds what only the file has, and counts it', () => {
    const older = { ...emptyProgress(), status: 'in-progress' as const, hints: 2 };
    const here = { a: { ...older, hints: 0, sql: { commit: 'UPDATE jobs SET v = 2 -- newer' } } };
    const file = {
      a: { ...older, sql: { commit: 'UPDATE jobs SET v = 1', claim: 'UPDATE leases SET x = 1' } },
    };
    const { progress, keptHere } = mergeProgress(here, file);
    expect(progress.a?.sql).toEqual({
      commit: 'UPDATE jobs SET v = 2 -- newer',
      claim: 'UPDATE leases SET x = 1',
    });
    expect(progress.a?.hints).toBe(2);
    expect(keptHere).toBe(1);
    // The same SQL on both sides is nothing kept over the file.
    expect(mergeProgress(file, file).keptHere).toBe(0);
  });

  it('says whether the learner has SQL of their own: an edited action, not the starter', () => {
    expect(hasOwnSql(undefined)).toBe(false);
    expect(hasOwnSql(emptyProgress())).toBe(false);
    expect(hasOwnSql({ ...emptyProgress(), sql: { commit: 'UPDATE jobs SET x = 1' } })).toBe(true);
  });
});
