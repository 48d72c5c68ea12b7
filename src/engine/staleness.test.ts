import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { grantOf, staleness } from './staleness';
import type { Holding } from './types';

const holding = (h: Partial<Holding>): Holding => ({
  worker: 'A',
  generation: 1,
  token: 1,
  grantedAt: 0,
  leaseUntil: 5,
  ...h,
});

describe('staleness', () => {
  it('finds the belief true while its grant is the holding and the lease is live', () => {
    expect(staleness(1, holding({}), 4)).toBeNull();
  });

  it('calls the belief stale from its lease end on while no newer grant exists', () => {
    expect(staleness(1, holding({ leaseUntil: 5 }), 5)).toBe('expired');
  });

  it('calls the belief stale once a newer grant exists, even before its lease end', () => {
    expect(staleness(1, holding({ worker: 'B', generation: 2, grantedAt: 3 }), 3)).toBe('takeover');
  });

  it('tells grants apart by generation, not by token', () => {
    expect(staleness(1, holding({ worker: 'B', generation: 2, token: 1 }), 1)).toBe('takeover');
  });

  it('calls the belief stale once an accepted recover ended its grant', () => {
    expect(staleness(1, null, 2)).toBe('recovered');
  });

  it('says a worker that was never granted the job holds no belief to trust', () => {
    expect(staleness(null, holding({}), 0)).toBe('never');
  });
});

describe('grantOf', () => {
  const yaml =
    'title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 6, worker: B, do: claim }\n  - { at: 11, worker: A, do: claim }\n';

  it('finds the generation of the worker’s last granted claim up to a step', async () => {
    const t = await run(yaml);
    expect([grantOf(t.steps, 'A', 1), grantOf(t.steps, 'B', 1), grantOf(t.steps, 'A', 2)]).toEqual([
      1, 2, 3,
    ]);
  });

  it('finds none before the worker’s first granted claim', async () => {
    const t = await run(yaml);
    expect([grantOf(t.steps, 'B', 0), grantOf(t.steps, 'A', -1)]).toEqual([null, null]);
  });
});
