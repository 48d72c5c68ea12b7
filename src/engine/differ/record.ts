// The generated timelines a shared exercise carries: made in the instructor's browser from the
// exercise's scenario, run with the instructor's solution, and kept with the solution's outcomes
// (never its SQL), so that a learner's answer is checked against them where the solution is not.
// A timeline is kept when it tells the solution from a rival (the starter, a mutant of the
// solution) that nothing kept so far tells apart, cut down to the steps that show it. Pure.
import fc from 'fast-check';
import type { Scenario, SqlPort } from '../types';
import { partingOf, type Parting, type StepVerdict } from './compare';
import { caseArbitrary } from './generate';
import { caseScenarios, verdictRunner, vocabularies } from './runs';
import { shortest } from './shrink';

export interface RecordInput {
  /** The exercise's scenario with the instructor's solution in place. */
  base: Scenario;
  /** Wrong answers to tell apart (SQL for the edited actions): the starter, the solution's mutants. */
  rivals: Record<string, string>[];
  seed: number;
  /** How many generated timelines to try. */
  runs: number;
  /** The most timelines to keep. */
  most: number;
}

/** A kept timeline: its steps, clock skews and schema, and the solution's verdict of each step. */
export interface RecordedCheck {
  scenario: Scenario;
  verdicts: StepVerdict[];
}

export interface RecordResult {
  checks: RecordedCheck[];
  /** How many rivals the kept timelines tell from the solution. */
  told: number;
}

/** Generated timelines, each keeping one more rival from passing, with the solution's verdicts. */
export function recordChecks(
  port: SqlPort,
  input: RecordInput,
  hooks: { onStep?: () => void; onProgress?: (done: number, total: number) => void } = {},
): RecordResult {
  const { base, rivals } = input;
  const run = verdictRunner(port, hooks.onStep);
  const scenarioOf = caseScenarios([base], vocabularies(port, [base]), run);
  const left = new Set(rivals.map((_, k) => k));
  const checks: RecordedCheck[] = [];
  let done = 0;
  fc.check(
    fc.property(caseArbitrary(1), (c) => {
      hooks.onProgress?.(++done, input.runs);
      if (left.size === 0 || checks.length >= input.most) return true;
      const scenario = scenarioOf(c);
      if (!scenario) return true;
      const solution = run(scenario, null).verdicts;
      for (const k of [...left]) {
        const rival = rivals[k] as Record<string, string>;
        const tells = (s: Scenario): Extract<Parting, { matters: true }> | null => {
          const p = partingOf(run(s, null).verdicts, run(s, rival).verdicts);
          return p && p.matters ? p : null;
        };
        const p = partingOf(solution, run(scenario, rival).verdicts);
        if (!p || !p.matters) continue;
        const short = shortest(scenario, base, tells).scenario;
        checks.push({ scenario: short, verdicts: run(short, null).verdicts });
        // A kept timeline may tell other rivals apart too.
        for (const j of [...left]) {
          const other = rivals[j] as Record<string, string>;
          const q = partingOf(
            checks[checks.length - 1]?.verdicts ?? [],
            run(short, other).verdicts,
          );
          if (q && q.matters) left.delete(j);
        }
        left.delete(k);
        break;
      }
      return true;
    }),
    { seed: input.seed, numRuns: input.runs },
  );
  return { checks, told: rivals.length - left.size };
}
