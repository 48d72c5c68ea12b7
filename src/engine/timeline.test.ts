import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { targetTable } from './sqlText';
import { timelineOf, writeTarget } from './timeline';
import { SEED_YAML } from '../testing/fixtures';

const SEED = SEED_YAML;

const LATE_RENEWAL = `title: T
ttl: 2
sql:
  renew: UPDATE jobs SET lease_until=:now + :ttl WHERE id=:job
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 4, worker: A, do: renew }
  - { at: 5, worker: A, do: commit }
`;

describe('the timeline model', () => {
  it('shows who really held the lease next to what the paused worker believed', async () => {
    const m = timelineOf(await run(SEED));
    expect(m.workers).toEqual(['A', 'B']);
    expect(m.holds).toEqual([
      { worker: 'A', token: 1, generation: 1, from: 0, to: 5, end: 'expired' },
      { worker: 'B', token: 2, generation: 2, from: 6, to: 11, end: 'open' },
    ]);
    expect(m.beliefs).toEqual([
      { worker: 'A', token: 1, from: 0, to: 7, leaseUntil: 5 },
      { worker: 'B', token: 2, from: 6, to: 11, leaseUntil: 11 },
    ]);
    expect(m.pauses).toEqual([{ worker: 'A', from: 1, until: 7 }]);
    expect(m.horizon).toBe(12);
  });

  it('marks each write with the table it hit and the tables it changed', async () => {
    const m = timelineOf(await run(SEED));
    expect(m.tables).toEqual(['jobs']);
    expect(m.events.map((e) => [e.actor, e.do, e.outcome, e.table, e.changedTables])).toEqual([
      ['A', 'claim', 'granted', 'jobs', ['jobs']],
      ['A', 'pause', null, null, []],
      ['B', 'claim', 'granted', 'jobs', ['jobs']],
      ['A', 'commit', 'rejected', 'jobs', []],
      ['B', 'commit', 'accepted', 'jobs', ['jobs']],
    ]);
  });

  it('cuts a hold short at a takeover during a live lease and at a recover', async () => {
    const m = timelineOf(
      await run(`title: T
ttl: 5
sql:
  claim: UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1 WHERE id=:job RETURNING fence AS token
  recover: UPDATE jobs SET owner=NULL WHERE id=:job
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 2, worker: B, do: claim }
  - { at: 4, worker: scheduler, do: recover }
  - { at: 4, worker: user, do: cancel }
`),
    );
    expect(m.holds.map((h) => [h.worker, h.from, h.to, h.end])).toEqual([
      ['A', 0, 2, 'takeover'],
      ['B', 2, 4, 'recovered'],
    ]);
    expect(m.others).toEqual(['scheduler', 'user']);
  });

  it('extends the hold and the belief with an accepted renewal', async () => {
    const m = timelineOf(
      await run(
        'title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 3, worker: A, do: renew }\n',
      ),
    );
    expect(m.holds[0]).toMatchObject({ from: 0, to: 8 });
    expect(m.beliefs[0]).toMatchObject({ from: 0, to: 8, leaseUntil: 8 });
  });

  it('ends a hold when its lease runs out and starts another at a late renewal', async () => {
    const m = timelineOf(await run(LATE_RENEWAL));
    expect(m.holds.map((h) => [h.from, h.to, h.end])).toEqual([
      [0, 2, 'expired'],
      [4, 6, 'open'],
    ]);
  });
});

describe('stale beliefs', () => {
  it('marks where the paused worker still believes it holds the lease after it ran out', async () => {
    const m = timelineOf(await run(SEED));
    expect(m.stale).toEqual([{ worker: 'A', token: 1, from: 5, to: 7, cause: 'expired' }]);
  });

  it('starts the stale part at a takeover that cut a live lease short', async () => {
    const m = timelineOf(
      await run(`title: T
ttl: 5
clockSkew: { B: 3 }
sql:
  claim: UPDATE jobs SET owner=:worker, lease_until=:local_now + :ttl, fence=fence+1 WHERE id=:job AND lease_until <= :local_now RETURNING fence AS token
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 3, worker: B, do: claim }
  - { at: 4, worker: A, do: commit }
`),
    );
    expect(m.stale).toEqual([{ worker: 'A', token: 1, from: 3, to: 5, cause: 'takeover' }]);
  });

  it('finds no stale part when every belief is backed by a real hold', async () => {
    const m = timelineOf(
      await run(
        'title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 3, worker: A, do: renew }\n  - { at: 4, worker: A, do: commit }\n',
      ),
    );
    expect(m.stale).toEqual([]);
  });

  it('marks the lapse before a late renewal as stale, and not what follows it', async () => {
    const m = timelineOf(await run(LATE_RENEWAL));
    expect(m.stale).toEqual([{ worker: 'A', token: 1, from: 2, to: 4, cause: 'expired' }]);
  });
});

describe('writeTarget', () => {
  it('names the table a step writes and nothing for reads, pauses and plain selects', () => {
    const step = (d: string, sql: string | null) => writeTarget({ do: d, sql });
    expect(step('commit', "UPDATE jobs SET state='done'")).toBe('jobs');
    expect(step('read', 'SELECT * FROM jobs')).toBeNull();
    expect(step('pause', null)).toBeNull();
    expect(step('spin', 'WITH RECURSIVE r(n) AS (SELECT 1) SELECT n FROM r')).toBeNull();
  });
});

describe('targetTable', () => {
  it('finds the table a statement writes, ignoring strings and comments', () => {
    expect(targetTable("UPDATE storage SET body='UPDATE jobs' WHERE 1")).toBe('storage');
    expect(targetTable('-- DELETE FROM a\nINSERT OR REPLACE INTO "my ""t""" VALUES (1)')).toBe(
      'my "t"',
    );
    expect(targetTable('WITH x AS (SELECT 1) DELETE FROM main.jobs')).toBe('jobs');
    expect(targetTable('SELECT * FROM jobs')).toBeNull();
  });

  it('reads keywords only as bare words, never inside quoted names', () => {
    expect(targetTable('SELECT state AS "update jobs" FROM jobs')).toBeNull();
    expect(targetTable('INSERT INTO"storage"(id) VALUES (1)')).toBe('storage');
    expect(targetTable('UPDATE OR IGNORE [my table] SET x = 1')).toBe('my table');
    expect(targetTable('REPLACE INTO t VALUES (1)')).toBe('t');
    expect(targetTable('SELECT 1 AS "DELETE FROM x"; DELETE FROM y')).toBe('y');
  });
});
