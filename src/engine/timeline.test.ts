import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { targetTable } from './sqlText';
import { timelineOf } from './timeline';

const SEED = `title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
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
});
