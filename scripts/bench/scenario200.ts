// The 200-step scenario the engine benchmarks run: four workers taking turns on one job.
import type { Outcome, Scenario, Step } from '../../src/engine';

const WORKERS = ['A', 'B', 'C', 'D'] as const;
const TTL = 3;
/** Ticks from one round's claim to the next: the holder's lease, moved on by two renewals. */
const ROUND = TTL + 2;
const ROUNDS = 20;

/**
 * Builds a 200-step scenario on the reference SQL (20 rounds of 10 steps). In each round a
 * worker claims after the previous lease ran out, writes, renews twice, reads and writes again;
 * a third worker's claim is denied; the previous holder wakes from its pause and tries a stale
 * commit and write (both rejected); the holder then pauses past its lease. The last holder
 * commits instead of pausing. Every step states the outcome the design expects, so a bench can
 * check (`trace.ok`) that it measures the timeline it means to.
 */
export function buildBenchScenario(): Scenario {
  const steps: Step[] = [];
  const add = (at: number, actor: string, action: string, expect?: Outcome, until?: number) => {
    const step: Step = { at, actor, do: action };
    if (expect !== undefined) step.expect = expect;
    if (until !== undefined) step.until = until;
    steps.push(step);
  };
  for (let r = 0; r < ROUNDS; r++) {
    const t = r * ROUND;
    const holder = WORKERS[r % 4] ?? 'A';
    const previous = WORKERS[(r + 3) % 4] ?? 'D';
    const idle = WORKERS[(r + 2) % 4] ?? 'C';
    add(t, holder, 'claim', 'granted');
    add(t, holder, 'write', 'accepted');
    add(t + 1, holder, 'renew', 'accepted');
    add(t + 1, previous, 'commit', 'rejected');
    add(t + 1, previous, 'write', 'rejected');
    add(t + 1, idle, 'claim', 'denied');
    add(t + 2, holder, 'read', 'ok');
    add(t + 2, holder, 'renew', 'accepted');
    add(t + 3, holder, 'write', 'accepted');
    if (r < ROUNDS - 1) add(t + 3, holder, 'pause', undefined, t + ROUND + 1);
    else add(t + 3, holder, 'commit', 'accepted');
  }
  return {
    title: 'Bench: four workers take turns for 20 rounds',
    ttl: TTL,
    job: 'job-1',
    clockSkew: {},
    sql: {},
    steps,
  };
}
