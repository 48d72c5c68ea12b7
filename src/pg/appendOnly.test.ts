// appendOnly on a real PostgreSQL: the same guard and the same verdicts as on SQLite, measured
// from PostgreSQL's own per-transaction row counters.
import { describe, expect, it } from 'vitest';
import { run as runOnSqlite } from '../testing/engine';
import { outcomes, usePostgres } from './testing';
import { rules, TAKEOVER } from '../engine/testing/appendOnly';

const run = usePostgres();

const HEAD = `title: Versions
ttl: 5
job: r
schema: |
  CREATE TABLE jobs(id text PRIMARY KEY, owner text, lease_until bigint NOT NULL DEFAULT 0,
    fence bigint NOT NULL DEFAULT 0, state text NOT NULL DEFAULT 'ready', result text);
  CREATE TABLE objects(key text NOT NULL, version bigint NOT NULL, body text,
    writer_token bigint, PRIMARY KEY (key, version));
  CREATE TABLE refs(name text PRIMARY KEY, version bigint, generation bigint NOT NULL DEFAULT 0);
  INSERT INTO jobs(id) VALUES (:job);
  INSERT INTO refs(name) VALUES (:job);
appendOnly: [objects]
sql:
  upload: |
    INSERT INTO objects(key, version, body, writer_token)
    SELECT :job, coalesce(max(version), 0) + 1, :payload, :token FROM objects WHERE key = :job
  overwrite: UPDATE objects SET body = :payload WHERE key = :job
  remove: DELETE FROM objects WHERE key = :job
  upsert: |
    INSERT INTO objects VALUES (:job, 1, :payload, :token)
    ON CONFLICT (key, version) DO UPDATE SET body = excluded.body
  uploadAndPoint: |
    INSERT INTO objects VALUES (:job, 9, :payload, :token);
    UPDATE refs SET version = 9 WHERE name = :job
  uploadThroughWith: |
    WITH moved AS (UPDATE refs SET version = 8 WHERE name = :job RETURNING name)
    INSERT INTO objects SELECT :job, 8, :payload, :token FROM moved
steps:
`;

describe('appendOnly on PostgreSQL', () => {
  it("reports a stale worker's upload as an orphan-version, as SQLite does", async () => {
    const yaml = `${HEAD}${TAKEOVER}  - { at: 7, worker: A, do: upload }\n`;
    const pg = await run(yaml);
    expect(rules(pg)).toEqual({ violations: [], warnings: [['orphan-version', 3]] });
    expect(pg.warnings[0]?.message).toBe((await runOnSqlite(yaml)).warnings[0]?.message);
  });

  it('measures inside an open transaction too (a savepoint of it)', async () => {
    const pg = await run(
      `${HEAD}${TAKEOVER}  - { at: 7, worker: A, do: begin }\n  - { at: 7, worker: A, do: upload }\n  - { at: 7, worker: A, do: upload }\n  - { at: 8, worker: A, do: end }\n`,
    );
    expect(outcomes(pg).slice(4, 6)).toEqual(['accepted', 'accepted']);
    expect(rules(pg)).toEqual({
      violations: [],
      warnings: [
        ['orphan-version', 4],
        ['orphan-version', 5],
      ],
    });
  });

  it('judges a step that also changes another table as before, a data-modifying WITH too', async () => {
    const pg = await run(
      `${HEAD}${TAKEOVER}  - { at: 7, worker: A, do: uploadAndPoint }\n  - { at: 8, worker: A, do: uploadThroughWith }\n`,
    );
    expect(outcomes(pg).slice(3)).toEqual(['accepted', 'accepted']);
    expect(rules(pg)).toEqual({
      violations: [
        ['stale-write', 3],
        ['stale-write', 4],
      ],
      warnings: [],
    });
  });

  it('refuses an UPDATE, a DELETE and an upsert of the table, with the words SQLite uses', async () => {
    const yaml = `${HEAD}  - { at: 0, worker: A, do: claim }\n  - { at: 0, worker: A, do: upload }\n  - { at: 1, worker: A, do: overwrite }\n  - { at: 1, worker: A, do: remove }\n  - { at: 1, worker: A, do: upsert }\n`;
    const [pg, lite] = [await run(yaml), await runOnSqlite(yaml)];
    expect(outcomes(pg)).toEqual(['granted', 'accepted', 'error', 'error', 'error']);
    expect(pg.steps.map((s) => s.error)).toEqual(lite.steps.map((s) => s.error));
    expect(pg.steps[4]?.tables.find((x) => x.name === 'objects')?.rows).toEqual([
      ['r', 1, 'A@0', 1],
    ]);
  });

  it('refuses a TRUNCATE of the table', async () => {
    const pg = await run(
      `${HEAD.replace('sql:\n', 'sql:\n  wipe: TRUNCATE objects\n')}  - { at: 0, worker: user, do: wipe }\n`,
    );
    expect(pg.steps[0]?.error).toBe(
      'objects is append-only (appendOnly:): its rows are never changed or deleted, only added',
    );
  });

  it('makes a name that is not a table of the schema invalid input, before any step', async () => {
    const pg = await run(
      `${HEAD.replace('appendOnly: [objects]', 'appendOnly: [refz]')}  - { at: 0, worker: A, do: claim }\n`,
    );
    expect(pg.schemaErrorFacts).toEqual({
      kind: 'refused',
      refusal: { code: 'appendOnlyNotTable', params: { table: 'refz' } },
    });
    expect(pg.steps).toEqual([]);
  });
});
