// A breaking schedule written up as an ordinary scenario: the steps, the stalls between them as
// pause steps, and the violation in plain words. Pure.
import type { ExploreModel, Scenario, Step, ViolationRule } from '../types';
import type { ScheduledAction } from './explorer';

/** What each oracle rule protects, in one clause. */
export const RULE_MEANING: Readonly<Record<ViolationRule, string>> = {
  'stale-write': 'only the worker that holds the job now may have a step accepted',
  'double-grant': "no claim may be granted while another worker's lease is still live",
  'token-regression': 'every granted token must be greater than every token granted before it',
  'write-after-cancel': "no worker's step may be accepted after the user's cancel",
};

/** A worker's stall in a counterexample, as facts: its pause step (index in the steps), for how long. */
export interface Stall {
  step: number;
  actor: string;
  ticks: number;
}

/** A stall's note, in English: "A stalls for 3 ticks". */
const stallNote = (actor: string, ticks: number): string =>
  `${actor} stalls for ${ticks} tick${ticks === 1 ? '' : 's'}`;

/**
 * The scenario that plays a breaking schedule: the same schema, SQL, ttl, job and clock skews,
 * the schedule's actions at their ticks (equal ticks in the schedule's order) with the `key:` and
 * `payload:` their program entries bind, and a `pause` step
 * wherever a worker stalls (before its first action, or between two). No `expect`: the trace
 * shows what happened. `run` on it reproduces the violation at its last step. It keeps the model
 * as its `explore:` block, so the learner can fix the SQL and explore the same model again.
 * Its steps are in run order. With it, its stalls as facts (each pause step's note is the English).
 */
export function counterexampleScenario(
  scenario: Scenario,
  schedule: readonly ScheduledAction[],
  model: ExploreModel,
): { scenario: Scenario; stalls: Stall[] } {
  const workers = new Set(Object.keys(model.programs));
  const steps: { s: Step; ticks: number | null }[] = [];
  const last = new Map<string, number>();
  for (const a of schedule) {
    const prev = last.get(a.actor) ?? -1;
    if (workers.has(a.actor) && a.at > prev + 1) {
      const ticks = a.at - prev - 1;
      const note = stallNote(a.actor, ticks);
      steps.push({ s: { at: prev + 1, actor: a.actor, do: 'pause', until: a.at, note }, ticks });
    }
    const s: Step = { at: a.at, actor: a.actor, do: a.do };
    if (a.key !== undefined) s.key = a.key;
    if (a.payload !== undefined) s.payload = a.payload;
    steps.push({ s, ticks: null });
    last.set(a.actor, a.at);
  }
  // A stable sort by tick keeps the schedule's order of equal-tick actions; a pause lands after
  // the actions of the tick it starts at, which no step of its own worker shares.
  const ordered = steps.map((x, k) => ({ ...x, k })).sort((x, y) => x.s.at - y.s.at || x.k - y.k);
  const stalls: Stall[] = [];
  ordered.forEach((x, step) => {
    if (x.ticks !== null) stalls.push({ step, actor: x.s.actor, ticks: x.ticks });
  });
  const out: Scenario = {
    title: counterexampleTitle(scenario.title),
    ttl: scenario.ttl,
    job: scenario.job,
    clockSkew: scenario.clockSkew,
    sql: scenario.sql,
    steps: ordered.map((x) => x.s),
    explore: model,
  };
  if (scenario.schema !== undefined) out.schema = scenario.schema;
  return { scenario: out, stalls };
}

/** The counterexample's title, in English, from the title of the scenario explored. */
const counterexampleTitle = (title: string): string => `Counterexample: ${title}`;
