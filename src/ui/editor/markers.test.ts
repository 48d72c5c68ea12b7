import { describe, expect, it } from 'vitest';
import { run } from '../../testing/engine';
import { markersByTab, positionAt, sqlErrorRange } from './markers';

const SEED = `title: Seed
ttl: 5
sql:
  commit: |
    UPDAT jobs SET state='done'
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 8, worker: B, do: commit }
`;

describe('positions in a text', () => {
  it('counts lines and columns from 1, as Monaco does', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt('ab\ncd', 5)).toEqual({ line: 2, column: 3 });
  });

  it('clamps an offset past the end to the end', () => {
    expect(positionAt('ab', 99)).toEqual({ line: 1, column: 3 });
  });
});

describe('the range of a failing statement', () => {
  it('marks the token a syntax error is near', () => {
    const sql = 'SELECT 1;\nUPDAT jobs SET x = 1';
    expect(sqlErrorRange(sql, 10, 'near "UPDAT": syntax error')).toEqual({
      startLineNumber: 2,
      startColumn: 1,
      endLineNumber: 2,
      endColumn: 6,
    });
  });

  it('marks the missing column named by the message', () => {
    const sql = 'UPDATE jobs\nSET nope = 1 WHERE id = :job';
    expect(sqlErrorRange(sql, 0, 'no such column: nope')).toEqual({
      startLineNumber: 2,
      startColumn: 5,
      endLineNumber: 2,
      endColumn: 9,
    });
  });

  it('marks the whole failing statement when the message names nothing in it', () => {
    const sql = "SELECT 1;\nINSERT INTO t VALUES ('a;b');\nSELECT 2";
    expect(sqlErrorRange(sql, 10, 'UNIQUE constraint failed: t.id')).toEqual({
      startLineNumber: 2,
      startColumn: 1,
      endLineNumber: 2,
      endColumn: 29,
    });
  });

  it('marks the word a syntax error is near, not the same letters inside another word', () => {
    const sql = 'UPDATE jobs SET paid = 1, result=:payloadWHERE id=:job';
    expect(sqlErrorRange(sql, 0, 'near "id": syntax error')).toEqual({
      startLineNumber: 1,
      startColumn: 48,
      endLineNumber: 1,
      endColumn: 50,
    });
  });

  it('finds the culprit only inside the failing statement', () => {
    const sql = 'SELECT x FROM t;\nSELECT x FROM u';
    const range = sqlErrorRange(sql, 17, 'no such column: x');
    expect([range.startLineNumber, range.startColumn]).toEqual([2, 8]);
  });
});

describe('the markers of a run', () => {
  it('puts one SQLite error in the action tab, naming every step that hit it', async () => {
    const trace = await run(SEED);
    const markers = markersByTab(trace, []);
    expect(markers.commit).toEqual([
      {
        startLineNumber: 1,
        startColumn: 1,
        endLineNumber: 1,
        endColumn: 6,
        severity: 'error',
        message: 'near "UPDAT": syntax error (t=7 A, t=8 B)',
      },
    ]);
  });

  it('warns at the line of each failing step in the YAML tab', async () => {
    const markers = markersByTab(await run(SEED), []);
    expect(markers.yaml?.map((m) => [m.startLineNumber, m.severity, m.endColumn])).toEqual([
      [8, 'warning', null],
      [9, 'warning', null],
    ]);
  });

  it('puts parse issues at their line of the YAML tab, as errors', () => {
    const issue = { file: null, line: 2, field: 'ttl', message: 'ttl must be 1 or more' };
    expect(markersByTab(null, [issue])).toEqual({
      yaml: [
        {
          startLineNumber: 2,
          startColumn: 1,
          endLineNumber: 2,
          endColumn: null,
          severity: 'error',
          message: 'ttl: ttl must be 1 or more',
        },
      ],
    });
  });
});
