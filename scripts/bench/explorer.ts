// The schedule explorer on the standard model, against a naive explorer that runs every schedule
// from an empty database; both on the same input, in the same run.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { formatIssue, parseScenarioYaml, type Scenario, type SqlPort } from '../../src/engine';
import { bruteForce } from '../../src/engine/explore/bruteForce';
import { exploreScenario } from '../../src/engine/explore/explore';
import { median, type Bench } from './measure';

/** Two workers each claim, write, commit; ttl 3, horizon 12, stalls up to 6 ticks (fully fenced). */
export const STANDARD_MODEL = 'lessons/explore/standard-model.scenario.yaml';

/** Schedules the naive explorer is timed on: enough for a steady rate, far from all of them. */
const NAIVE_SAMPLE = 1500;

export function standardModel(): Scenario {
  const parsed = parseScenarioYaml(readFileSync(STANDARD_MODEL, 'utf8'), STANDARD_MODEL);
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join('\n'));
  return parsed.scenario;
}

const timed = <T>(fn: () => T): { ms: number; value: T } => {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
};

/**
 * explorer_standard_model_first_ms is the first search in this process (cold JIT, as a learner's
 * first click); explorer_standard_model_ms the median of five more. The naive explorer's rate
 * counts schedules only; the runs it makes of tick lists that turn out not to be schedules (a
 * worker going on after a denied claim) are its cost too, and naive_runs_per_s shows them.
 */
export function explorerBench(port: SqlPort): Bench {
  return () => {
    const scenario = standardModel();
    const first = timed(() => exploreScenario(scenario, port));
    const r = first.value;
    if (r.verdict !== 'safe' || r.schedules === null) {
      throw new Error(
        `the standard model is meant to be safe, but the explorer says: ${r.summary}`,
      );
    }
    const times = [1, 2, 3, 4, 5].map(() => timed(() => exploreScenario(scenario, port)).ms);
    const ms = median(times);
    let runs = 0;
    const naive = timed(() =>
      bruteForce(scenario, r.model, port, { limit: NAIVE_SAMPLE, onRun: () => runs++ }),
    );
    const naiveSeconds = naive.ms / 1000;
    return [
      { name: 'explorer_standard_model_first_ms', value: first.ms, unit: 'ms' },
      { name: 'explorer_standard_model_ms', value: ms, unit: 'ms' },
      { name: 'explorer_standard_model_schedules', value: r.schedules, unit: 'schedules' },
      { name: 'explorer_standard_model_states', value: r.states, unit: 'states' },
      { name: 'explorer_schedules_per_s', value: r.schedules / (ms / 1000), unit: 'schedules/s' },
      { name: 'explorer_states_per_s', value: r.states / (ms / 1000), unit: 'states/s' },
      {
        name: 'naive_schedules_per_s',
        value: naive.value.schedules / naiveSeconds,
        unit: 'schedules/s',
      },
      { name: 'naive_runs_per_s', value: runs / naiveSeconds, unit: 'runs/s' },
    ];
  };
}
