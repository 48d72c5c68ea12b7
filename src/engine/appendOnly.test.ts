// appendOnly: tables whose rows are only ever added. The guard refuses changes and deletes, and a
// stale worker's step that only added rows is an orphan-version warning, not a violation.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodePort } from '../sql/nodePort';
import { run, scenarioOf } from '../testing/engine';
import { appendedTo, appendOnlyOf } from './appendOnly';
import { bruteForce } from './explore/bruteForce';
import { searchSchedules } from './explore/explorer';
import { scenarioToYaml } from './scenarioYaml';
import { runSchema } from './stepKernel';
import { model } from './testing/exploreModels';
import type { Scenario, SqlPort } from './types';
import { rules, TAKEOVER } from './testing/appendOnly';

const SCHEMA = `schema: |
  CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0,
    fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT);
  CREATE TABLE objects(key TEXT NOT NULL, version INTEGER NOT NULL, body TEXT,
    writer_token INTEGER, PRIMARY KEY (key, version));
  CREATE TABLE refs(name TEXT PRIMARY KEY, version INTEGER, generation INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE log(n INTEGER);
  CREATE TRIGGER logged AFTER INSERT ON objects WHEN NEW.body = 'logged'
    BEGIN INSERT INTO log VALUES (NEW.version); END;
  INSERT INTO jobs(id) VALUES (:job);
  INSERT INTO refs(name) VALUES (:job);
`;

const SQL = `sql:
  upload: |
    INSERT INTO objects(key, version, body, writer_token)
    SELECT :job, coalesce(max(version), 0) + 1, :payload, :token FROM objects WHERE key = :job
  publish: |
    UPDATE refs SET version = (SELECT max(version) FROM objects WHERE writer_token = :token),
        generation = :token
    WHERE name = :job AND EXISTS (SELECT 1 FROM jobs WHERE id = :job AND fence = :token
        AND lease_until > :now AND state = 'running')
  publishAny: UPDATE refs SET version = 1, generation = :token WHERE name = :job
  overwrite: UPDATE objects SET body = :payload WHERE key = :job
  remove: DELETE FROM objects WHERE key = :job
  replace: INSERT OR REPLACE INTO objects VALUES (:job, 1, :payload, :token)
  upsert: |
    INSERT INTO objects VALUES (:job, 1, :payload, :token)
    ON CONFLICT (key, version) DO UPDATE SET body = excluded.body
  uploadAndPoint: |
    INSERT INTO objects VALUES (:job, 9, :payload, :token);
    UPDATE refs SET version = 9 WHERE name = :job
  nothing: INSERT INTO objects SELECT * FROM objects WHERE 0
  drop: DROP TABLE refs; INSERT INTO objects VALUES (:job, 7, :payload, :token)
`;

/** A scenario over the versioned bucket, `objects` append-only unless `appendOnly` says else. */
const bucket = (steps: string, appendOnly = 'appendOnly: [objects]\n') =>
  `title: Versions\nttl: 5\njob: r\n${SCHEMA}${appendOnly}${SQL}steps:${steps ? `\n${steps}` : ' []\n'}`;

describe('a stale worker that only adds a version', () => {
  it('gets an orphan-version warning instead of a stale-write, and the run stays safe', async () => {
    const t = await run(bucket(`${TAKEOVER}  - { at: 7, worker: A, do: upload }\n`));
    expect(t.steps[3]?.outcome).toBe('accepted');
    expect(rules(t)).toEqual({ violations: [], warnings: [['orphan-version', 3]] });
    expect(t.safe).toBe(true);
    expect(t.warnings[0]?.message).toBe(
      "A's upload with token 1 was accepted at t=7, but B had been granted token 2 at t=6. It only added new rows to objects, which the scenario declares appendOnly: an orphan version, which no reader reaches until a holder publishes it.",
    );
    expect(t.warnings[0]?.facts).toEqual({
      kind: 'orphan-version',
      actor: 'A',
      do: 'upload',
      at: 7,
      token: 1,
      tables: ['objects'],
      instead: {
        kind: 'stale-takeover',
        actor: 'A',
        do: 'upload',
        at: 7,
        token: 1,
        holder: 'B',
        holderToken: 2,
        grantedAt: 6,
      },
    });
  });

  it('is a stale-write as ever when the table is not declared appendOnly', async () => {
    const t = await run(bucket(`${TAKEOVER}  - { at: 7, worker: A, do: upload }\n`, ''));
    expect(rules(t)).toEqual({ violations: [['stale-write', 3]], warnings: [] });
  });

  it('still has its stale publish flagged: only the upload is an orphan', async () => {
    const t = await run(
      bucket(
        `${TAKEOVER}  - { at: 7, worker: A, do: upload }\n  - { at: 7, worker: A, do: publishAny }\n`,
      ),
    );
    expect(rules(t)).toEqual({
      violations: [['stale-write', 4]],
      warnings: [['orphan-version', 3]],
    });
  });

  it('is judged as before when the same step also changes another table', async () => {
    const t = await run(bucket(`${TAKEOVER}  - { at: 7, worker: A, do: uploadAndPoint }\n`));
    expect(t.steps[3]?.changes).toBe(2);
    expect(rules(t)).toEqual({ violations: [['stale-write', 3]], warnings: [] });
  });

  it('is judged as before when a trigger of its insert writes another table', async () => {
    const t = await run(
      bucket(`${TAKEOVER}  - { at: 7, worker: A, do: upload, payload: logged }\n`),
    );
    expect(rules(t)).toEqual({ violations: [['stale-write', 3]], warnings: [] });
  });

  it('is judged as before when the same step changes the schema', async () => {
    const t = await run(bucket(`${TAKEOVER}  - { at: 7, worker: A, do: drop }\n`));
    expect(t.steps[3]?.outcome).toBe('accepted');
    expect(rules(t)).toEqual({ violations: [['stale-write', 3]], warnings: [] });
  });

  it('finds nothing when its insert adds no row', async () => {
    const t = await run(bucket(`${TAKEOVER}  - { at: 7, worker: A, do: nothing }\n`));
    expect(t.steps[3]?.outcome).toBe('rejected');
    expect(rules(t)).toEqual({ violations: [], warnings: [] });
  });

  it('gets an orphan-version after a cancel, worded with the cancel', async () => {
    const t = await run(
      bucket(
        '  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: user, do: cancel }\n  - { at: 2, worker: A, do: upload }\n',
      ),
    );
    expect(rules(t)).toEqual({ violations: [], warnings: [['orphan-version', 2]] });
    expect(t.warnings[0]?.facts).toMatchObject({ instead: { kind: 'write-after-cancel' } });
  });

  it('gets an orphan-version, not a lapsed-lease, from a holder past its lease', async () => {
    const t = await run(
      bucket('  - { at: 0, worker: A, do: claim }\n  - { at: 5, worker: A, do: upload }\n'),
    );
    expect(rules(t)).toEqual({ violations: [], warnings: [['orphan-version', 1]] });
    expect(t.warnings[0]?.facts).toMatchObject({ instead: { kind: 'lapsed-lease' } });
  });

  it('gets an orphan-version when it never held the job', async () => {
    const t = await run(bucket('  - { at: 0, worker: A, do: upload }\n'));
    expect(rules(t)).toEqual({ violations: [], warnings: [['orphan-version', 0]] });
  });
});

describe("the holder's appends", () => {
  it('get no warning at all', async () => {
    const t = await run(
      bucket(
        '  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: upload }\n  - { at: 2, worker: A, do: publish, expect: accepted }\n',
      ),
    );
    expect(rules(t)).toEqual({ violations: [], warnings: [] });
    expect(t.steps[1]?.tables.find((x) => x.name === 'objects')?.total).toBe(1);
  });
});

describe('the guard', () => {
  const GUARDED = `  - { at: 0, worker: A, do: claim }
  - { at: 0, worker: A, do: upload }
  - { at: 1, worker: A, do: overwrite, expect: error }
  - { at: 1, worker: A, do: remove, expect: error }
  - { at: 1, worker: A, do: replace, expect: error }
  - { at: 1, worker: A, do: upsert, expect: error }
  - { at: 2, worker: user, do: overwrite, expect: error }
`;

  it('refuses an UPDATE, a DELETE, an INSERT OR REPLACE and an upsert of an appendOnly table, from anyone', async () => {
    const t = await run(bucket(GUARDED));
    expect(t.steps.map((s) => s.met)).toEqual([null, null, true, true, true, true, true]);
    expect(t.steps[2]?.error).toBe(
      'objects is append-only (appendOnly:): its rows are never changed or deleted, only added',
    );
    expect(t.steps[2]?.errorFacts?.kind).toBe('sql');
    // Nothing it refused stays: the version A uploaded is as it was.
    expect(t.steps[6]?.tables.find((x) => x.name === 'objects')?.rows).toEqual([
      ['r', 1, 'A@0', 1],
    ]);
    expect(rules(t)).toEqual({ violations: [], warnings: [] });
  });

  it('leaves the tables that are not declared alone', async () => {
    const t = await run(bucket(GUARDED, ''));
    expect(t.steps.slice(2).map((s) => s.outcome)).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
    ]);
  });

  it('takes table names without regard to case, each once', () => {
    const s = scenarioOf(bucket('', 'appendOnly: [Objects, objects, OBJECTS]\n'));
    expect(appendOnlyOf(s)).toEqual(['Objects']);
  });

  it('makes a name that is not a table of the schema invalid input, before any step', async () => {
    const t = await run(
      bucket('  - { at: 0, worker: A, do: claim }\n', 'appendOnly: [objects, refz]\n'),
    );
    expect(t.schemaError).toBe(
      'appendOnly names "refz", which is not a table the schema made: list tables of the schema (not views or temporary tables)',
    );
    expect(t.schemaErrorFacts).toEqual({
      kind: 'refused',
      refusal: { code: 'appendOnlyNotTable', params: { table: 'refz' } },
    });
    expect(t.steps).toEqual([]);
  });

  it('is in the temp schema, so the explorer state key holds it', async () => {
    const port = await createNodePort();
    const s = scenarioOf(bucket(''));
    const keyWith = (x: Scenario) => {
      port.reset();
      expect(runSchema(x, port, null)).toBeNull();
      return port.stateKey();
    };
    const guarded = keyWith(s);
    const bare = keyWith({ ...s, appendOnly: [] });
    expect(guarded).not.toBe(bare);
    expect(guarded).toContain('fencelab_append_only_0_update');
  });
});

describe('the measure', () => {
  const tables = ['a', 'b'];
  const result = (changes: number) => ({ changes, schemaChanged: false });

  it('names the tables that grew when their growth is every change', () => {
    expect(appendedTo(tables, [1, 1], [2, 3], result(3))).toEqual(['a', 'b']);
    expect(appendedTo(tables, [1, 1], [1, 2], result(1))).toEqual(['b']);
  });

  it('is null when any change is not an insert into them', () => {
    // A row inserted elsewhere (or updated, or deleted) is a change the growth does not explain.
    expect(appendedTo(tables, [1, 1], [2, 1], result(2))).toBeNull();
    // REPLACE deleted a row and inserted one: no growth for one counted change.
    expect(appendedTo(tables, [1, 1], [1, 1], result(1))).toBeNull();
    expect(appendedTo(tables, [2, 1], [1, 3], result(2))).toBeNull();
    expect(appendedTo(tables, [1, 1], [2, 1], { changes: 1, schemaChanged: true })).toBeNull();
    expect(appendedTo(tables, null, [2, 1], result(1))).toBeNull();
  });
});

describe('a scenario file with appendOnly', () => {
  it('writes it back as it read it', () => {
    const s = scenarioOf(bucket('  - { at: 0, worker: A, do: claim }\n'));
    const yaml = scenarioToYaml(s);
    expect(yaml).toContain('appendOnly: [ objects ]');
    const lineless = (x: Scenario) => ({ ...x, steps: x.steps.map(({ line: _, ...st }) => st) });
    expect(lineless(scenarioOf(yaml))).toEqual(lineless(s));
  });
});

describe('the explorer with appendOnly', () => {
  let port: SqlPort;
  beforeAll(async () => {
    port = await createNodePort();
  });

  /** Two workers claim and upload; only a fenced publish points readers at a version. */
  const VERSIONS = (appendOnly: string) =>
    scenarioOf(bucket('', appendOnly).replace('ttl: 5', 'ttl: 1'));
  const m = model({
    programs: { A: ['claim', 'upload', 'publish'], B: ['claim', 'upload', 'publish'] },
    horizon: 3,
    maxPause: 1,
  });

  it('finds every schedule safe, agreeing with the brute-force enumerator', () => {
    const s = VERSIONS('appendOnly: [objects]\n');
    const fast = searchSchedules(s, m, port, { symmetry: false });
    const slow = bruteForce(s, m, port, { countStates: true });
    expect(fast.verdict).toBe('safe');
    expect(slow.verdict).toBe('safe');
    expect(fast.states).toBe(slow.states);
    expect(fast.schedules).toBe(slow.schedules);
    expect(searchSchedules(s, m, port).verdict).toBe('safe');
  });

  it('finds the stale upload a stale-write when nothing is declared', () => {
    const s = VERSIONS('');
    const fast = searchSchedules(s, m, port, { symmetry: false });
    const slow = bruteForce(s, m, port, { countStates: true });
    expect([fast.verdict, fast.rule, fast.schedule?.at(-1)?.do]).toEqual([
      'unsafe',
      'stale-write',
      'upload',
    ]);
    expect(fast.states).toBe(slow.states);
  });
});
