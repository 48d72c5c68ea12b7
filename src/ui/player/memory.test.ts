import { describe, expect, it } from 'vitest';
import { run } from '../../testing/engine';
import { workerMemories } from './memory';

const SEED = `title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;

describe("each worker's memory", () => {
  it('shows the paused worker holding a token it no longer really holds', async () => {
    const trace = await run(SEED);
    const [a, b] = workerMemories(trace, ['A', 'B'], 2);
    expect(a).toMatchObject({ token: 1, leaseUntil: 5, pausedUntil: 7, status: 'stale' });
    expect(a?.why).toBe('B holds the lease with token 2 since t=6');
    expect(b).toMatchObject({ token: 2, leaseUntil: 11, status: 'holds' });
  });

  it('says a worker whose lease ran out, with no new grant yet, no longer holds it', async () => {
    const trace = await run(
      'title: T\nttl: 2\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 3, worker: A, do: read }\n',
    );
    const [a] = workerMemories(trace, ['A'], 1);
    expect(a).toMatchObject({ status: 'stale', why: 'its lease ran out at t=2' });
  });

  it('is empty before the first step', async () => {
    const [a] = workerMemories(await run(SEED), ['A'], -1);
    expect(a).toMatchObject({ token: null, status: 'none', crashed: false });
  });
});
