// Test helpers: run scenario YAML on a real in-process sql.js port. Never imported by the app.
import { formatIssue, parseScenarioYaml, runScenario, type RunOptions } from '../engine/index';
import type { ScheduleVerdict } from '../content/check/lessonCheck';
import { scheduleVerdict } from '../content/check/scheduleVerdict';
import { searchDifference, type DifferInput, type DifferOutcome } from '../engine/differ/search';
import { runCache } from '../engine/differ/runs';
import { exploreScenario } from '../engine/explore/explore';
import type { Scenario, Trace } from '../engine/types';
import { createNodePort } from '../sql/nodePort';
import { SOLUTION_RUNS } from '../sql/workerBody';

const portReady = createNodePort();

/** Parses YAML that must be valid; throws with the formatted issues otherwise. */
export function scenarioOf(yaml: string): Scenario {
  const r = parseScenarioYaml(yaml, 'test.scenario.yaml');
  if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
  return r.scenario;
}

/** Runs a scenario (YAML or parsed) on the shared real sql.js port. */
export async function run(input: string | Scenario, options?: RunOptions): Promise<Trace> {
  const scenario = typeof input === 'string' ? scenarioOf(input) : input;
  return runScenario(scenario, await portReady, options);
}

/** The issues of YAML that must be invalid, formatted as the CLI prints them. */
export function issuesOf(yaml: string): string[] {
  const r = parseScenarioYaml(yaml, 'bad.scenario.yaml');
  if (r.ok) throw new Error('expected the scenario to be invalid');
  return r.issues.map(formatIssue);
}

/** The lesson checker's explorer, in-process on the shared port (see src/content/check/scheduleVerdict.ts). */
export async function exploreVerdict(scenario: Scenario): Promise<ScheduleVerdict> {
  return scheduleVerdict({ kind: 'done', result: exploreScenario(scenario, await portReady) });
}

/** The solution's runs of earlier searches, kept as a page's worker keeps them. */
const solutionRuns = runCache(SOLUTION_RUNS);

/** The checker's search on generated timelines, in-process on the shared port. */
export async function differInProcess(input: DifferInput): Promise<DifferOutcome> {
  return { kind: 'done', result: searchDifference(await portReady, input, { solutionRuns }) };
}
