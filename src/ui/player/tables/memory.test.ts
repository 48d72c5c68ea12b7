import { describe, expect, it } from 'vitest';
import { run } from '../../../testing/engine';
import { workerMemories } from './memory';
import { SEED_YAML } from '../../../testing/fixtures';

const SEED = SEED_YAML;

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
