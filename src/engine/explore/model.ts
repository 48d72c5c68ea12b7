// The explorer's model of a scenario: its actors and their programs, from `explore:` or from the
// steps when a scenario has none. Pure.
import { NON_WORKERS, SCHEDULER, USER, runsSql } from '../actors';
import { runOrder } from '../runOrder';
import type { ExploreModel, Scenario } from '../types';
import { DEFAULT_MAX_STATES } from './limits';
import { dict, own } from '../names';

/** One actor of the model, in the fixed order the explorer tries them. */
export interface ExploreActor {
  name: string;
  program: readonly string[];
  /** Workers stall at most maxPause ticks; the user and the scheduler act at any tick, or never. */
  worker: boolean;
}

/** The model's workers in the order its file lists them (see ExploreModel.workers). */
export function workersOf(model: ExploreModel): string[] {
  const listed = (model.workers ?? []).filter((w) => Object.hasOwn(model.programs, w));
  return listed.concat(Object.keys(model.programs).filter((w) => !listed.includes(w)));
}

/** The workers in the order the model lists them, then the user, then the scheduler. */
export function actorsOf(model: ExploreModel): ExploreActor[] {
  const out: ExploreActor[] = workersOf(model).map((name) => ({
    name,
    program: own(model.programs, name) ?? [],
    worker: true,
  }));
  for (const name of NON_WORKERS) {
    if (model[name].length > 0) out.push({ name, program: model[name], worker: false });
  }
  return out;
}

/**
 * A model read off a scenario's own timeline, for scenarios without `explore:` (a lesson's
 * exercise, an example): each actor's actions in run order, the horizon at the last step, and a
 * pause budget long enough for a lease to run out (ttl + 1) or as long as the longest stall the
 * timeline shows, whichever is more.
 */
export function deriveModel(scenario: Scenario): ExploreModel {
  const programs = dict<string[]>();
  const workers: string[] = [];
  const user: string[] = [];
  const scheduler: string[] = [];
  const last = new Map<string, number>();
  let horizon = 0;
  let stall = 0;
  for (const k of runOrder(scenario.steps)) {
    const s = scenario.steps[k];
    if (!s) continue;
    horizon = Math.max(horizon, s.at);
    if (!runsSql(s.do)) continue;
    if (s.actor === USER) user.push(s.do);
    else if (s.actor === SCHEDULER) scheduler.push(s.do);
    else {
      if (!Object.hasOwn(programs, s.actor)) {
        programs[s.actor] = [];
        workers.push(s.actor);
      }
      programs[s.actor]?.push(s.do);
      stall = Math.max(stall, s.at - (last.get(s.actor) ?? -1) - 1);
      last.set(s.actor, s.at);
    }
  }
  return {
    programs,
    workers,
    horizon,
    maxPause: Math.max(scenario.ttl + 1, stall),
    user,
    scheduler,
    maxStates: DEFAULT_MAX_STATES,
  };
}

/** The scenario's own `explore:` model, else one derived from its steps. */
export function modelOf(scenario: Scenario): { model: ExploreModel; derived: boolean } {
  return scenario.explore
    ? { model: scenario.explore, derived: false }
    : { model: deriveModel(scenario), derived: true };
}

/** The model in one line, the way `explore:` says it: `A: [claim, commit]; …; horizon 8; …`. */
export function describeModel(m: ExploreModel): string {
  const programs = workersOf(m).map((w) => `${w}: [${(own(m.programs, w) ?? []).join(', ')}]`);
  if (m.user.length > 0) programs.push(`user: [${m.user.join(', ')}]`);
  if (m.scheduler.length > 0) programs.push(`scheduler: [${m.scheduler.join(', ')}]`);
  return `${programs.join('; ')}; horizon ${m.horizon}; maxPause ${m.maxPause}; maxStates ${m.maxStates}`;
}
