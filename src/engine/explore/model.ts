// The explorer's model of a scenario: its actors and their programs, from `explore:` or from the
// steps when a scenario has none. Pure.
import { NON_WORKERS, SCHEDULER, USER, runsSql } from '../actors';
import { runOrder } from '../runOrder';
import type { ExploreBinding, ExploreModel, Scenario, Step } from '../types';
import { DEFAULT_MAX_STATES } from './limits';
import { dict, own } from '../names';
import { bindingAt, bindingsOfSteps, describeEntry, entryStep } from './programEntries';

/** One actor of the model, in the fixed order the explorer tries them. */
export interface ExploreActor {
  name: string;
  program: readonly string[];
  /**
   * What each entry of the program binds as :key and :payload (null: the step's defaults). The
   * place in the program decides the binding, so an actor's memory needs no more than its place.
   * Absent: nothing is bound.
   */
  bindings?: readonly (ExploreBinding | null)[];
  /** Workers stall at most maxPause ticks; the user and the scheduler act at any tick, or never. */
  worker: boolean;
}

/** The step `actor` takes at tick `at` for entry `pc` of its program. */
export function actorStep(actor: ExploreActor, pc: number, at: number): Step {
  return entryStep(actor.name, actor.program[pc] ?? '', actor.bindings?.[pc] ?? null, at);
}

/** The model's workers in the order its file lists them (see ExploreModel.workers). */
export function workersOf(model: ExploreModel): string[] {
  const listed = (model.workers ?? []).filter((w) => Object.hasOwn(model.programs, w));
  return listed.concat(Object.keys(model.programs).filter((w) => !listed.includes(w)));
}

/** The workers in the order the model lists them, then the user, then the scheduler. */
export function actorsOf(model: ExploreModel): ExploreActor[] {
  const actor = (name: string, program: readonly string[], worker: boolean): ExploreActor => ({
    name,
    program,
    bindings: program.map((_, k) => bindingAt(model, name, k)),
    worker,
  });
  const out = workersOf(model).map((name) => actor(name, own(model.programs, name) ?? [], true));
  for (const name of NON_WORKERS) {
    if (model[name].length > 0) out.push(actor(name, model[name], false));
  }
  return out;
}

/**
 * A model read off a scenario's own timeline, for scenarios without `explore:` (a lesson's
 * exercise, an example): each actor's actions in run order, with the `key:` and `payload:` each
 * step binds, the horizon at the last step, and a pause budget long enough for a lease to run out
 * (ttl + 1) or as long as the longest stall the timeline shows, whichever is more.
 */
export function deriveModel(scenario: Scenario): ExploreModel {
  const programs = dict<string[]>();
  const workers: string[] = [];
  const user: string[] = [];
  const scheduler: string[] = [];
  const acts = new Map<string, Step[]>();
  const last = new Map<string, number>();
  let horizon = 0;
  let stall = 0;
  for (const k of runOrder(scenario.steps)) {
    const s = scenario.steps[k];
    if (!s) continue;
    horizon = Math.max(horizon, s.at);
    if (!runsSql(s.do)) continue;
    acts.set(s.actor, [...(acts.get(s.actor) ?? []), s]);
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
  const model: ExploreModel = {
    programs,
    workers,
    horizon,
    maxPause: Math.max(scenario.ttl + 1, stall),
    user,
    scheduler,
    maxStates: DEFAULT_MAX_STATES,
  };
  const bindings = bindingsOfSteps(acts);
  if (bindings) model.bindings = bindings;
  return model;
}

/** The scenario's own `explore:` model, else one derived from its steps. */
export function modelOf(scenario: Scenario): { model: ExploreModel; derived: boolean } {
  return scenario.explore
    ? { model: scenario.explore, derived: false }
    : { model: deriveModel(scenario), derived: true };
}

/**
 * The model in one line, the way `explore:` says it:
 * `A: [claim, { do: save, key: 0 }, commit]; …; horizon 8; …`.
 */
export function describeModel(m: ExploreModel): string {
  const programs = actorsOf(m).map(
    (a) =>
      `${a.name}: [${a.program.map((action, k) => describeEntry(action, a.bindings?.[k] ?? null)).join(', ')}]`,
  );
  return `${programs.join('; ')}; horizon ${m.horizon}; maxPause ${m.maxPause}; maxStates ${m.maxStates}`;
}
