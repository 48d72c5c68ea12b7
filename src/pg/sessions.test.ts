// The session model on a real PostgreSQL: each worker its own connection, transactions held open
// across ticks with begin … end, and statements that wait for another session's lock.
import { describe, expect, it } from 'vitest';
import { outcomes, rowsOf, usePostgres } from './testing';

const run = usePostgres();

const NOTES = `title: Notes
ttl: 5
schema: CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT);
sql:
  add: INSERT INTO notes(id, body) VALUES (:key, :payload)
  read: SELECT body FROM notes ORDER BY id
`;

describe('each worker is its own session', () => {
  it("sees another session's committed rows, and not its uncommitted ones", async () => {
    const t = await run(`${NOTES}steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: A, do: add, key: 1, payload: first }
  - { at: 2, worker: B, do: read }
  - { at: 2, worker: A, do: read }
  - { at: 3, worker: A, do: end }
  - { at: 4, worker: B, do: read }
  - { at: 5, worker: B, do: add, key: 2, payload: second }
  - { at: 6, worker: A, do: read }
`);
    expect(outcomes(t)).toEqual(['ok', 'accepted', 'ok', 'ok', 'ok', 'ok', 'accepted', 'ok']);
    expect(rowsOf(t, 2)).toEqual([]);
    expect(rowsOf(t, 3)).toEqual([['first']]);
    expect(rowsOf(t, 5)).toEqual([['first']]);
    expect(rowsOf(t, 7)).toEqual([['first'], ['second']]);
    // The tables are what a session outside every transaction sees: the row appears at the end.
    const notes = (i: number) => t.steps[i]?.tables.find((x) => x.name === 'notes')?.rows;
    expect(notes(1)).toEqual([]);
    expect(notes(4)).toEqual([[1, 'first']]);
    expect(t.steps.every((s) => s.waited === undefined)).toBe(true);
  });

  it('holds a row lock from begin to end: a later UPDATE of the row waits, then completes', async () => {
    const t = await run(`title: Lock across ticks
ttl: 5
sql:
  touch: UPDATE jobs SET result = :payload WHERE id = :job AND owner IS NULL
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: A, do: claim, expect: granted }
  - { at: 2, worker: B, do: touch }
  - { at: 3, worker: B, do: read }
  - { at: 5, worker: A, do: end }
`);
    expect(outcomes(t)).toEqual(['ok', 'granted', 'rejected', 'ok', 'ok']);
    // B's UPDATE waited for A's lock from t=2 until A's end at t=5, then saw A's committed row,
    // whose owner is A: its real outcome is rejected, not the accepted it would have had at t=2.
    expect(t.steps[2]?.waited).toEqual({ until: 5, on: ['A'] });
    // B does one thing at a time: its read waited behind its UPDATE.
    expect(t.steps[3]?.waited).toEqual({ until: 5, on: [] });
    expect(rowsOf(t, 3)?.[0]?.slice(0, 2)).toEqual(['job-1', 'A']);
    expect(t.steps[4]?.waited).toBeUndefined();
  });

  it("ends a wait when the holder crashes: its transaction is rolled back, and the waiter's claim is granted", async () => {
    const t = await run(`title: Crash while holding
ttl: 5
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: A, do: claim }
  - { at: 2, worker: B, do: claim }
  - { at: 4, worker: A, do: crash }
`);
    expect(outcomes(t)).toEqual(['ok', 'granted', 'granted', null]);
    expect(t.steps[2]).toMatchObject({ token: 1, waited: { until: 4, on: ['A'] } });
    expect(t.steps[2]?.tables.find((x) => x.name === 'jobs')?.rows[0]?.[1]).toBe('B');
  });

  it('ends a wait that no step releases as an error at the time limit, and says so', async () => {
    const started = Date.now();
    const t = await run(
      `title: Never released
ttl: 5
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: A, do: claim }
  - { at: 2, worker: B, do: claim, expect: error }
  - { at: 3, worker: A, do: read }
`,
      { timeLimitMs: 300 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(outcomes(t)).toEqual(['ok', 'granted', 'error', 'ok']);
    expect(t.ok).toBe(true);
    expect(t.steps[2]).toMatchObject({
      errorKind: 'time-limit',
      errorFacts: { kind: 'time-limit', ms: 300 },
      waited: { until: 3, on: ['A'] },
    });
    expect(t.steps[2]?.error).toBe(
      'stopped: the statement waited for a lock held by A past the time limit of 300 ms',
    );
  });

  it('stops a statement that runs (not waits) past the time limit, and goes on', async () => {
    const t = await run(
      `title: Runaway
ttl: 5
sql:
  sleepy: SELECT pg_sleep(30)
steps:
  - { at: 0, worker: A, do: sleepy }
  - { at: 1, worker: A, do: claim }
`,
      { timeLimitMs: 300 },
    );
    expect(outcomes(t)).toEqual(['error', 'granted']);
    expect(t.steps[0]).toMatchObject({
      errorKind: 'time-limit',
      error: expect.stringMatching(/^stopped: the statement ran past the time limit of 300 ms/),
    });
    expect(t.steps[0]?.waited).toBeUndefined();
  });

  it('finds a deadlock at the step that closes the cycle; the other waits on until the end', async () => {
    const t = await run(`title: Deadlock
ttl: 5
schema: |
  CREATE TABLE r(id INTEGER PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0);
  INSERT INTO r(id) VALUES (1), (2);
sql:
  one: UPDATE r SET n = n + 1 WHERE id = 1
  two: UPDATE r SET n = n + 1 WHERE id = 2
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 0, worker: B, do: begin }
  - { at: 1, worker: A, do: one }
  - { at: 1, worker: B, do: two }
  - { at: 2, worker: A, do: two }
  - { at: 3, worker: B, do: one }
  - { at: 4, worker: B, do: end }
  - { at: 5, worker: A, do: end }
`);
    expect(outcomes(t)).toEqual([
      'ok',
      'ok',
      'accepted',
      'accepted',
      'accepted',
      'error',
      'ok',
      'ok',
    ]);
    expect(t.steps[5]?.error).toBe('deadlock detected');
    expect(t.steps[4]?.waited).toEqual({ until: 4, on: ['B'] });
    expect(t.steps[7]?.tables.find((x) => x.name === 'r')?.rows).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('SKIP LOCKED', () => {
  const QUEUE = (lock: string) => `title: Queue
ttl: 5
schema: |
  CREATE TABLE tasks(id INTEGER PRIMARY KEY, owner TEXT);
  INSERT INTO tasks(id) VALUES (1), (2), (3);
sql:
  claim: |
    UPDATE tasks SET owner = :worker
    WHERE id = (SELECT id FROM tasks WHERE owner IS NULL ORDER BY id LIMIT 1 ${lock})
    RETURNING id AS token
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 0, worker: B, do: begin }
  - { at: 1, worker: A, do: claim }
  - { at: 1, worker: B, do: claim }
  - { at: 2, worker: A, do: end }
  - { at: 2, worker: B, do: end }
`;

  it('gives two workers with open transactions different rows, neither waiting', async () => {
    const t = await run(QUEUE('FOR UPDATE SKIP LOCKED'));
    expect(outcomes(t).slice(2, 4)).toEqual(['granted', 'granted']);
    expect([t.steps[2]?.token, t.steps[3]?.token]).toEqual([1, 2]);
    expect(t.steps.every((s) => s.waited === undefined)).toBe(true);
  });

  it('without SKIP LOCKED, makes the second wait for the first, then take the next row', async () => {
    const t = await run(QUEUE('FOR UPDATE'));
    expect(outcomes(t).slice(2, 4)).toEqual(['granted', 'granted']);
    expect([t.steps[2]?.token, t.steps[3]?.token]).toEqual([1, 2]);
    // B's claim waited for A's row lock until A's end, re-read the row, and moved on to row 2.
    expect(t.steps[3]?.waited).toEqual({ until: 2, on: ['A'] });
  });
});

describe('a step on PostgreSQL', () => {
  it('binds named parameters as real parameters: a quote in a value is data, not SQL', async () => {
    const name = "O'Brien'); DROP TABLE jobs; --";
    const t = await run(`title: Quotes
ttl: 5
sql:
  echo: SELECT ':job' AS literal, :job AS job, :now::text AS now, $$:worker$$ AS dollar, E'\\':now' AS escaped, "o"."owner" FROM jobs AS "o" -- :ttl
steps:
  - { at: 3, worker: ${JSON.stringify(name)}, do: claim }
  - { at: 4, worker: ${JSON.stringify(name)}, do: read }
  - { at: 5, worker: ${JSON.stringify(name)}, do: echo }
`);
    expect(outcomes(t)).toEqual(['granted', 'ok', 'rejected']);
    expect(rowsOf(t, 1)?.[0]?.[1]).toBe(name);
    expect(t.steps[2]?.results[0]?.columns).toEqual([
      'literal',
      'job',
      'now',
      'dollar',
      'escaped',
      'owner',
    ]);
    expect(rowsOf(t, 2)).toEqual([[':job', 'job-1', '5', ':worker', "':now", name]]);
  });

  it('runs a step as one unit: an error undoes its earlier statements, outside and inside begin', async () => {
    const t = await run(`title: Half a step
ttl: 5
sql:
  half: |
    UPDATE jobs SET result = 'half' WHERE id = :job;
    SELECT 1 / 0;
  whole: UPDATE jobs SET result = :payload WHERE id = :job
steps:
  - { at: 0, worker: A, do: half }
  - { at: 1, worker: A, do: begin }
  - { at: 2, worker: A, do: whole, payload: kept }
  - { at: 3, worker: A, do: half }
  - { at: 4, worker: A, do: end }
  - { at: 5, worker: A, do: read }
`);
    expect(outcomes(t)).toEqual(['error', 'ok', 'accepted', 'error', 'ok', 'ok']);
    expect(t.steps[0]).toMatchObject({ error: 'division by zero', errorOffset: 49, changes: 0 });
    // The failed step inside the transaction rolled back to its own savepoint only.
    expect(rowsOf(t, 5)?.[0]?.[5]).toBe('kept');
  });

  it('refuses transaction control in a step, as on SQLite', async () => {
    const t = await run(`title: Commit in a step
ttl: 5
sql:
  finish: |
    UPDATE jobs SET result = 'x' WHERE id = :job;
    COMMIT;
steps:
  - { at: 0, worker: A, do: finish }
  - { at: 1, worker: A, do: read }
`);
    expect(t.steps[0]).toMatchObject({
      outcome: 'error',
      errorKind: 'refused',
      errorFacts: {
        kind: 'refused',
        refusal: { code: 'sqlTransaction', params: { statement: 'COMMIT;' } },
      },
    });
    expect(rowsOf(t, 1)?.[0]?.[5]).toBeNull();
  });
});
