import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../engine/types';
import { run } from '../../../testing/engine';
import { explainStep, staleReason } from './explain';

const steps = `steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;
const SEED = `title: Seed\nttl: 5\n${steps}`;
const NAIVE = `title: Naive\nttl: 5\nsql:\n  commit: UPDATE jobs SET state='done' WHERE id=:job AND state='running'\n${steps}`;

describe('the narration of a recorded PostgreSQL run', () => {
  it('names the isolation level a begin asked for', () => {
    const trace = JSON.parse(
      readFileSync('lessons/postgres/cancel-request-serializable.trace.json', 'utf8'),
    ) as { trace: Trace };
    const begin = trace.trace.steps.findIndex((s) => s.do === 'begin');
    expect(explainStep(trace.trace, begin).sentences[0]).toMatch(
      /^A opens a transaction at SERIALIZABLE on its own session\./,
    );
  });
});

describe('the narration', () => {
  it('invites the learner to play before the first step', async () => {
    const n = explainStep(await run(SEED), -1);
    expect(n.title).toBe('Before the first step');
    expect(n.sentences[0]).toContain('Press Play');
  });

  it('tells the claim, its token and its lease end', async () => {
    const n = explainStep(await run(SEED), 0);
    expect(n.title).toBe('t=0 · A claim → granted');
    expect(n.sentences).toEqual([
      'A claims the job and is granted token 1; its lease runs until t=5.',
    ]);
  });

  it('says the paused worker notices nothing', async () => {
    const n = explainStep(await run(SEED), 1);
    expect(n.sentences[0]).toMatch(/^A pauses until t=7 .* notices nothing/);
  });

  it('says a takeover happened because the old lease ran out', async () => {
    const n = explainStep(await run(SEED), 2);
    expect(n.sentences[0]).toBe("A's lease ran out at t=5, so the job is free.");
  });

  it("says the woken worker still believed it held the lease and the resource's check stopped it", async () => {
    const n = explainStep(await run(SEED), 3);
    expect(n.sentences).toEqual([
      "A still believes it holds the lease (token 1, until t=5), but by the engine's record B holds it (token 2, since t=6).",
      "A's commit with token 1 is rejected by jobs: the statement's own check matched no row, so nothing changed.",
    ]);
    expect(n.lesson).toBe(
      'Nothing told A that its lease was gone; the check inside jobs, made in the same statement as the write, is what stopped it.',
    );
  });

  it('says the real holder is accepted and teaches nothing more', async () => {
    const n = explainStep(await run(SEED), 4);
    expect(n.sentences).toEqual(["B's commit with token 2 is accepted by jobs: 1 row changed."]);
    expect(n.lesson).toBeNull();
  });

  it('says a stale write landed when nothing checked the token, with the violation', async () => {
    const n = explainStep(await run(NAIVE), 3);
    expect(n.lesson).toBe('Nothing in jobs checked the token, so the stale write landed.');
    expect(n.violations.map((v) => v.rule)).toEqual(['stale-write']);
  });

  it('finds no stale belief for the worker that really holds the lease', async () => {
    const trace = await run(SEED);
    expect(staleReason(trace, 4)).toBeNull();
    expect(staleReason(trace, 0)).toBeNull();
  });

  it('says a worker granted without a token is stale after a takeover, as the oracle does', async () => {
    const trace = await run(
      `title: T\nttl: 5\nsql:\n  claim: UPDATE jobs SET owner=:worker, lease_until=:now + :ttl WHERE id=:job AND lease_until <= :now\n  commit: UPDATE jobs SET state='done' WHERE id=:job\n${steps}`,
    );
    expect(staleReason(trace, 3)).toBe("by the engine's record B holds it (no token, since t=6)");
    expect(trace.steps[3]?.violations.map((v) => v.rule)).toEqual(['stale-write']);
  });
});
