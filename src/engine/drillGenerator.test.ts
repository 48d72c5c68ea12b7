import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import {
  DRILL_LEVELS,
  generateDrill,
  LEVEL_RULES,
  levelPromise,
  mulberry32,
} from './drillGenerator';
import { drillTruth, isDrillWrite } from './drillTruth';
import { runOrder } from './runOrder';
import { checkScenarioRules } from './scenarioRules';
import type { Scenario } from './types';

/**
 * An independent check of one write's truth: replay the timeline up to it on the real engine,
 * then let the write through with SQL that accepts anything, and see whether the engine's run
 * flags it.
 */
async function flaggedWhenForced(scenario: Scenario, step: number): Promise<boolean> {
  const ordered = runOrder(scenario.steps).map((k) => scenario.steps[k]!);
  const target = ordered[step]!;
  const probe: Scenario = {
    ...scenario,
    sql: { ...scenario.sql, forced: 'UPDATE jobs SET result = result WHERE id = :job' },
    steps: [...ordered.slice(0, step), { at: target.at, actor: target.actor, do: 'forced' }],
  };
  const trace = await run(probe);
  expect(trace.steps[step]?.outcome).toBe('accepted');
  return (
    trace.violations.some(
      (v) => v.step === step && (v.rule === 'stale-write' || v.rule === 'write-after-cancel'),
    ) || trace.warnings.some((w) => w.step === step && w.rule === 'lapsed-lease')
  );
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const levels = fc.constantFrom(...DRILL_LEVELS);

describe('the drill generator', () => {
  it('gives the same drill for the same seed and level', () => {
    fc.assert(
      fc.property(seeds, levels, (seed, level) => {
        expect(generateDrill(seed, level)).toEqual(generateDrill(seed, level));
      }),
    );
  });

  it('gives different drills for different seeds', () => {
    const drills = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(generateDrill(i, 3).steps)),
    );
    expect(drills.size).toBeGreaterThan(10);
  });

  it('repeats the same random sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('makes only valid scenarios with at least one write to judge', () => {
    fc.assert(
      fc.property(seeds, levels, (seed, level) => {
        const s = generateDrill(seed, level);
        expect(checkScenarioRules(s)).toEqual([]);
        expect(s.steps.some(isDrillWrite)).toBe(true);
      }),
    );
  });

  it('adds workers, renewals, cancels and the highest-token store as the level rises', () => {
    const all = (level: (typeof DRILL_LEVELS)[number]) =>
      Array.from({ length: 30 }, (_, i) => generateDrill(i, level).steps).flat();
    expect(all(1).some((s) => s.do === 'renew' || s.do === 'cancel' || s.do === 'write')).toBe(
      false,
    );
    expect(all(2).some((s) => s.do === 'renew')).toBe(true);
    expect(all(3).some((s) => s.do === 'cancel')).toBe(true);
    expect(all(4).some((s) => s.do === 'write')).toBe(true);
    expect(all(4).some((s) => s.actor === 'D')).toBe(true);
  });

  it('puts in every drill of a level what the level promises, for seeds 1–300', () => {
    expect(levelPromise(1)).toBe('2 workers');
    expect(levelPromise(3)).toBe("3 workers, a renewal, the user's cancel");
    expect(levelPromise(4)).toBe(
      "3–4 workers, a renewal, the user's cancel, writes to a highest-token store",
    );
    for (const level of DRILL_LEVELS) {
      const rules = LEVEL_RULES[level];
      for (let seed = 1; seed <= 300; seed++) {
        const steps = generateDrill(seed, level).steps;
        const workers = new Set(steps.filter((s) => s.actor !== 'user').map((s) => s.actor)).size;
        const has = (what: string) => steps.some((s) => s.do === what);
        const where = `seed ${seed}, level ${level}`;
        expect(workers, where).toBeGreaterThanOrEqual(rules.workers[0]);
        expect(workers, where).toBeLessThanOrEqual(rules.workers[1]);
        expect(has('renew'), where).toBe(rules.renew);
        expect(has('cancel'), where).toBe(rules.cancel);
        expect(has('write'), where).toBe(rules.storage);
      }
    }
  });
});

describe('the truth of a drill', () => {
  it('makes every lapsed-lease write of seeds 1–300 × levels 1–4 one to reject, with its own reason', async () => {
    let lapsed = 0;
    for (let seed = 1; seed <= 300; seed++) {
      for (const level of DRILL_LEVELS) {
        const scenario = generateDrill(seed, level);
        const trace = await run(scenario);
        const truth = drillTruth(trace, scenario.ttl);
        for (const t of truth) {
          // Would this write, accepted, be the holder's after its lease ran out, nobody newer yet?
          const before = trace.steps[t.step - 1]?.holder ?? null;
          const mine = [...trace.steps.slice(0, t.step)]
            .reverse()
            .find((s) => s.actor === t.actor && s.do === 'claim' && s.outcome === 'granted');
          const isLapsed =
            before !== null &&
            mine?.holder?.generation === before.generation &&
            t.at >= before.leaseUntil &&
            !trace.steps
              .slice(0, t.step)
              .some((s) => s.do === 'cancel' && s.outcome === 'accepted');
          if (!isLapsed) continue;
          lapsed++;
          expect(t).toMatchObject({ mustReject: true, why: 'lapsed-lease' });
          expect(t.reason).toMatch(
            /would be accepted at t=\d+: not yet a stale write, since nobody has taken over, but the lease ran out at t=\d+ and the next claim can land at any moment\.$/,
          );
        }
      }
    }
    // The issue counted 207 such writes; the generator must keep producing them for this to mean anything.
    expect(lapsed).toBeGreaterThan(100);
  }, 120_000);

  it('agrees with the engine on every generated drill', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, levels, async (seed, level) => {
        const scenario = generateDrill(seed, level);
        const trace = await run(scenario);
        expect(trace.schemaError).toBeNull();
        const truth = drillTruth(trace, scenario.ttl);
        const writes = trace.steps.filter(isDrillWrite);
        expect(truth.map((t) => t.step)).toEqual(writes.map((w) => w.i));
        for (const t of truth) {
          expect(t.reason.length).toBeGreaterThan(0);
          // Where the SQL did accept the write, the engine's own verdict on the run must match.
          if (t.outcome === 'accepted') {
            const flagged =
              trace.violations.some(
                (v) =>
                  v.step === t.step &&
                  (v.rule === 'stale-write' || v.rule === 'write-after-cancel'),
              ) || trace.warnings.some((w) => w.step === t.step);
            expect(t.mustReject).toBe(flagged);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('says "must be rejected" exactly when forcing the write through makes the engine flag it', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, levels, async (seed, level) => {
        const scenario = generateDrill(seed, level);
        const truth = drillTruth(await run(scenario), scenario.ttl);
        for (const t of truth) {
          expect(await flaggedWhenForced(scenario, t.step)).toBe(t.mustReject);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('marks the stalled worker’s write after a takeover as one to reject, with the oracle’s words', async () => {
    const trace = await run(`
title: takeover
ttl: 3
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 6 }
  - { at: 4, worker: B, do: claim }
  - { at: 5, worker: B, do: commit }
  - { at: 6, worker: A, do: commit }
`);
    const truth = drillTruth(trace, 3);
    expect(truth.map((t) => [t.actor, t.mustReject])).toEqual([
      ['B', false],
      ['A', true],
    ]);
    expect(truth[1]?.reason).toBe(
      "A's commit with token 1 would be accepted at t=6, but B had been granted token 2 at t=4.",
    );
  });
});
