import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNodePort } from '../sql/nodePort';
import { runScenario } from './runner';
import { checkScenarioRules } from './scenarioRules';
import { timelineArb } from './testing/arbitraries';
import type { Scenario, Trace } from './types';

// One sql.js module for the file (initSqlJs caches it); each port is its own database and is
// reusable, since runScenario resets it first.
const port = await createNodePort();
const otherPort = await createNodePort();

const UNFENCED_COMMIT = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const RUNS = { numRuns: 150 };

/**
 * Per step (in run order): had its actor lost the lease when the step ran? Worked out from the
 * trace's claim outcomes only (who was granted, in order), never from the engine's oracle: a
 * worker has lost it when it was never granted, or another grant came after its latest one.
 * Also returns each actor's grant number (the k-th grant overall), which under the reference
 * claim SQL is also its token, since every grant raises the fence by one from 0.
 */
function leaseHistory(trace: Trace): { lost: boolean; grant: number | null }[] {
  let grants = 0;
  const grantOf = new Map<string, number>();
  return trace.steps.map((s) => {
    const grant = grantOf.get(s.actor) ?? null;
    const lost = grant === null || grant < grants;
    if (s.do === 'claim' && s.outcome === 'granted') grantOf.set(s.actor, ++grants);
    return { lost, grant };
  });
}

/** Steps that are commits of workers that had lost their lease. */
function commitsOfLostWorkers(trace: Trace): number[] {
  const history = leaseHistory(trace);
  return trace.steps.filter((s) => s.do === 'commit' && history[s.i]?.lost).map((s) => s.i);
}

/**
 * Every violation the contract predicts, as sorted `"<step>:<rule>"` keys, from the lease
 * history above and a model of the SQL (no cancel, no recover, so only stale writes can fire):
 * - commit: when unfenced it is accepted for everyone, so it is stale exactly for a worker that
 *   had lost the lease; the reference commit (owner, fence, lease) rejects such a worker.
 * - renew (reference, fenced): rejected for a worker that had lost the lease.
 * - write (reference): the store accepts a token at least as high as the highest it stored
 *   (NULL never), so a worker that lost the lease gets through until the newer holder writes.
 */
function expectedViolations(trace: Trace, unfencedCommit: boolean): string[] {
  const history = leaseHistory(trace);
  let stored = 0;
  const out: string[] = [];
  for (const s of trace.steps) {
    const { lost, grant } = history[s.i] ?? { lost: true, grant: null };
    if (s.do === 'commit' && unfencedCommit && lost) out.push(`${s.i}:stale-write`);
    if (s.do === 'write' && grant !== null && grant >= stored) {
      stored = grant;
      if (lost) out.push(`${s.i}:stale-write`);
    }
  }
  return out.sort();
}

const violationKeys = (t: Trace) => t.violations.map((v) => `${v.step}:${v.rule}`).sort();
const commitsFlaggedStale = (t: Trace) =>
  t.violations
    .filter((v) => v.rule === 'stale-write' && t.steps[v.step]?.do === 'commit')
    .map((v) => v.step)
    .sort((a, b) => a - b);

describe('generated timelines', () => {
  it('are valid input by the contract: no step of a worker falls inside its own pause', () => {
    fc.assert(
      fc.property(timelineArb(), (s) => {
        expect(checkScenarioRules(s)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('with the reference SQL', () => {
  it('flags no violation except a stale write the store accepts before the new holder writes', () => {
    fc.assert(
      fc.property(timelineArb(), (s) => {
        const trace = runScenario(s, port);
        expect(trace.schemaError).toBeNull();
        expect(violationKeys(trace)).toEqual(expectedViolations(trace, false));
      }),
      RUNS,
    );
  });

  it('flags the write a stale worker lands before the new holder writes (the shrunk case)', () => {
    // Why "no violation ever" does not hold for the reference SQL: a store that only remembers
    // the highest token it has seen cannot know that token 2 exists until its holder writes.
    const s: Scenario = {
      title: 'stale write before the new holder writes',
      ttl: 1,
      job: 'job-1',
      clockSkew: {},
      sql: {},
      steps: [
        { at: 0, actor: 'B', do: 'claim' },
        { at: 1, actor: 'A', do: 'claim' },
        { at: 1, actor: 'B', do: 'write' },
      ],
    };
    const trace = runScenario(s, port);
    expect(trace.steps.map((st) => [st.outcome, st.token])).toEqual([
      ['granted', 1],
      ['granted', 2],
      ['accepted', 1],
    ]);
    expect(violationKeys(trace)).toEqual(['2:stale-write']);
  });

  it('flags no violation at all in a timeline without storage writes', () => {
    const noWrites = timelineArb().map((s) => ({
      ...s,
      steps: s.steps.filter((st) => st.do !== 'write'),
    }));
    fc.assert(
      fc.property(noWrites, (s) => {
        const trace = runScenario(s, port);
        expect(trace.violations).toEqual([]);
        expect(trace.safe).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('with an unfenced commit', () => {
  it('flags a stale write exactly at the commits of workers that had lost their lease', () => {
    fc.assert(
      fc.property(timelineArb({ commit: UNFENCED_COMMIT }), (s) => {
        const trace = runScenario(s, port);
        expect(commitsFlaggedStale(trace)).toEqual(commitsOfLostWorkers(trace));
      }),
      RUNS,
    );
  });

  it('flags nothing but those commits and the stale writes the store lets through', () => {
    fc.assert(
      fc.property(timelineArb({ commit: UNFENCED_COMMIT }), (s) => {
        const trace = runScenario(s, port);
        expect(violationKeys(trace)).toEqual(expectedViolations(trace, true));
      }),
      RUNS,
    );
  });
});

describe('a run', () => {
  it('gives the same trace byte for byte when repeated, on the same port or another', () => {
    const either = fc.oneof(timelineArb(), timelineArb({ commit: UNFENCED_COMMIT }));
    fc.assert(
      fc.property(either, (s: Scenario) => {
        const first = JSON.stringify(runScenario(s, port));
        expect(JSON.stringify(runScenario(s, port))).toBe(first);
        expect(JSON.stringify(runScenario(s, otherPort))).toBe(first);
      }),
      RUNS,
    );
  });
});
