// The CI re-record (`npm run record:postgres`): every scenario of lessons/postgres/ is run again on
// a real PostgreSQL and must give its fixture's trace byte for byte, and each fixture shows what
// the lessons say it shows (who waited for whom, who got which job).
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trace } from '../engine/types';
import {
  fixturePath,
  fixtureText,
  record,
  recordedScenarios,
  serverVersion,
  type Recording,
} from '../../scripts/recordPostgres';
import { openServer, type PgServer } from './server';

let server: PgServer | null = null;
let version = '';
beforeAll(async () => {
  server = await openServer();
  version = await serverVersion(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const files = recordedScenarios();
const fixture = (file: string) => JSON.parse(readFileSync(fixturePath(file), 'utf8')) as Recording;
const major = (v: string) => /^PostgreSQL (\d+)/.exec(v)?.[1] ?? v;

describe('the recorded PostgreSQL traces', () => {
  it('has the eleven scenarios of lessons/postgres/', () => {
    expect(files.map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual([
      'cancel-request-lock-then-check.scenario.yaml',
      'cancel-request-race.scenario.yaml',
      'cancel-request-row-lock.scenario.yaml',
      'cancel-request-serializable.scenario.yaml',
      'cancel-writes-the-job-row.scenario.yaml',
      'cross-table-check-for-share.scenario.yaml',
      'cross-table-check-snapshot.scenario.yaml',
      'for-update-waits.scenario.yaml',
      'locked-check-and-save.scenario.yaml',
      'open-claim-transaction.scenario.yaml',
      'skip-locked-queue.scenario.yaml',
    ]);
  });

  it.each(files)('%s: a fresh recording matches its fixture', async (file) => {
    if (!server) throw new Error('no server');
    const path = fixturePath(file);
    expect(existsSync(path), `${path} is missing: run npm run record:postgres`).toBe(true);
    const stored = fixture(file);
    const hint = `${path} no longer matches a fresh recording: run npm run record:postgres`;
    expect(major(stored.server), hint).toBe(major(version));
    const text = readFileSync(path, 'utf8');
    // The same server's minor version is the only thing a fixture may differ in.
    const fresh = await record(file, server, version);
    expect(fresh.trace.ok, `${file}: an expectation is not met`).toBe(true);
    // Some recordings show a race on purpose (cancel-request-race): safe or not, as recorded.
    expect(fresh.trace.safe, hint).toBe(stored.trace.safe);
    expect(await fixtureText({ ...fresh, server: stored.server }, path), hint).toBe(text);
  });
});

/** The recorded trace of a scenario, by name. */
const traceOf = (name: string): Trace => fixture(`lessons/postgres/${name}.scenario.yaml`).trace;
const step = (t: Trace, actor: string, action: string) => {
  const s = t.steps.find((x) => x.actor === actor && x.do === action);
  if (!s) throw new Error(`no ${actor} ${action}`);
  return s;
};

describe('what the recordings show', () => {
  it('SKIP LOCKED: three open transactions take jobs 1, 2 and 3, nobody waits, D gets none', () => {
    const t = traceOf('skip-locked-queue');
    expect(['A', 'B', 'C'].map((w) => step(t, w, 'claim').token)).toEqual([1, 2, 3]);
    expect(step(t, 'D', 'claim').outcome).toBe('denied');
    expect(t.steps.some((s) => s.waited)).toBe(false);
    // All three were still open when D looked: their ends come after D's claim.
    const ends = t.steps.filter((s) => s.do === 'end').map((s) => s.at);
    expect(Math.min(...ends)).toBeGreaterThan(step(t, 'D', 'claim').at);
  });

  it("FOR UPDATE without SKIP LOCKED: B waits for A's lock until A's end, then takes job 2", () => {
    const t = traceOf('for-update-waits');
    expect(step(t, 'A', 'claim')).toMatchObject({ token: 1 });
    expect(step(t, 'A', 'claim').waited).toBeUndefined();
    expect(step(t, 'B', 'claim')).toMatchObject({
      at: 2,
      outcome: 'granted',
      token: 2,
      waited: { until: step(t, 'A', 'end').at, on: ['A'] },
    });
  });

  it("an open claim transaction: the user's cancel and B's claim wait until A's end, and lose", () => {
    const t = traceOf('open-claim-transaction');
    const end = step(t, 'A', 'end').at;
    expect(step(t, 'user', 'cancel')).toMatchObject({
      at: 3,
      outcome: 'rejected',
      waited: { until: end, on: ['A'] },
    });
    // B queues behind the user's cancel for the same row lock.
    expect(step(t, 'B', 'claim')).toMatchObject({
      outcome: 'denied',
      waited: { until: end, on: ['user'] },
    });
    expect(step(t, 'A', 'commit').outcome).toBe('accepted');
  });

  it("the locked check-and-save: A's check waits for B's short lock, and A's stale save is rejected", () => {
    const t = traceOf('locked-check-and-save');
    const bEnd = step(t, 'B', 'end').at;
    expect(step(t, 'A', 'read')).toMatchObject({ at: 8, waited: { until: bEnd, on: ['B'] } });
    expect(step(t, 'A', 'read').results[0]?.values).toEqual([['DONE', 'B-6']]);
    expect(step(t, 'B', 'save_and_complete').outcome).toBe('accepted');
    expect(step(t, 'A', 'save_and_complete').outcome).toBe('rejected');
    expect(step(t, 'B', 'read').at).toBe(7);
    expect(bEnd - step(t, 'B', 'begin').at).toBe(3);
  });

  it('a cancel request in its own table: the cancel and the finish both succeed at READ COMMITTED', () => {
    const t = traceOf('cancel-request-race');
    expect(step(t, 'user', 'cancel').outcome).toBe('accepted');
    expect(step(t, 'A', 'commit')).toMatchObject({ outcome: 'accepted', at: 2 });
    expect(step(t, 'A', 'commit').waited).toBeUndefined();
    expect(step(t, 'user', 'end').outcome).toBe('ok');
    expect(t.violations.map((v) => v.rule)).toEqual(['write-after-cancel']);
    expect(step(t, 'user', 'read').results[0]?.values).toEqual([['done', 'A@2', 'weekly-digest']]);
  });

  it('the cancel locks the job row: the finish waits for it, then writes all the same', () => {
    const t = traceOf('cancel-request-row-lock');
    expect(step(t, 'A', 'commit')).toMatchObject({
      outcome: 'accepted',
      waited: { until: step(t, 'user', 'end').at, on: ['user'] },
    });
    expect(t.violations.map((v) => v.rule)).toEqual(['write-after-cancel']);
  });

  it('the fixes: each leaves exactly one winner, with no violation', () => {
    for (const name of [
      'cancel-request-lock-then-check',
      'cancel-writes-the-job-row',
      'cross-table-check-for-share',
    ]) {
      const t = traceOf(name);
      expect(t.safe, name).toBe(true);
      const stale = t.steps.find((s) => s.actor === 'A' && s.waited);
      expect(stale?.outcome, name).toBe('rejected');
      expect(stale?.waited?.on, name).toEqual(['user']);
    }
    const s = traceOf('cancel-request-serializable');
    expect(s.safe).toBe(true);
    expect(step(s, 'A', 'commit').outcome).toBe('accepted');
    const ends = s.steps.filter((x) => x.actor === 'user' && x.do === 'end');
    expect(ends.map((x) => x.outcome)).toEqual(['error']);
    expect(ends[0]?.error).toMatch(/could not serialize access/);
    const cancels = s.steps.filter((x) => x.actor === 'user' && x.do === 'cancel');
    expect(cancels.map((x) => x.outcome)).toEqual(['accepted', 'rejected']);
    expect(s.steps.find((x) => x.do === 'begin')?.sql).toBe('BEGIN ISOLATION LEVEL SERIALIZABLE');
  });

  it("lesson 5's subquery: it misses a cancel that commits while the write waits", () => {
    const t = traceOf('cross-table-check-snapshot');
    const late = t.steps.filter((s) => s.actor === 'A' && s.do === 'write')[1];
    expect(late).toMatchObject({ outcome: 'accepted', waited: { on: ['user'] } });
    expect(t.violations.map((v) => v.rule)).toEqual(['write-after-cancel']);
  });

  it('is stamped with the server and the scenario, and no timestamps or process ids', () => {
    for (const file of files) {
      const r = fixture(file);
      expect(r.server).toMatch(/^PostgreSQL \d+\.\d+$/);
      expect(r.recordedWith.file).toBe(file);
      expect(r.recordedWith.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(r.trace.engine).toBe('postgres');
      expect(readFileSync(fixturePath(file), 'utf8')).not.toMatch(
        /fencelab_\d+|pid|\d{4}-\d\d-\d\dT/,
      );
    }
  });
});
