// The order finished steps are judged in, without a server: pg_blocking_pids is played by a
// stand-in monitor, and each step's work is a promise the test settles.
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { Session, UnitResult } from './session';
import { createWaits } from './waits';

const ran: UnitResult = { kind: 'ran', outcome: { ok: true, results: [] } as never };
const session = (actor: string, pid: number) => ({ actor, pid }) as unknown as Session;

/** A unit of work the test ends when it likes. */
function pending() {
  let end: () => void = () => {};
  const work = () => new Promise<UnitResult>((r) => (end = () => r(ran)));
  return { work, end: () => end() };
}

describe('the waits of a PostgreSQL run', () => {
  it("judges a release before the waiter it freed, even when the waiter's reply comes first", async () => {
    const A = session('A', 1);
    const B = session('B', 2);
    let blocked = true;
    const monitor = {
      // B waits for A's lock until the test says otherwise; A never waits.
      query: async () => ({
        rows: blocked
          ? [
              [1, ''],
              [2, '1'],
            ]
          : [[1, '']],
      }),
    } as unknown as pg.Client;
    const judged: number[] = [];
    const waits = createWaits({
      monitor,
      limitMs: 5_000,
      confirmMs: 10,
      actorOf: (pid) => (pid === 1 ? 'A' : pid === 2 ? 'B' : null),
      finalize: async (job) => void judged.push(job.i),
    });
    // Step 2: B's claim waits for the row A locked.
    const claim = pending();
    waits.start(2, B, claim.work, false);
    await waits.settle(false);
    expect(judged).toEqual([]);
    // Step 4: A commits. On a busy machine B's reply (its claim, freed) can arrive before A's.
    const commit = pending();
    waits.start(4, A, commit.work, false);
    blocked = false;
    claim.end();
    setTimeout(commit.end, 30);
    await waits.settle(false);
    expect(judged).toEqual([4, 2]);
  });
});
