// The schedule explorer: every schedule of a small model, depth-first on savepoints, with states
// already seen merged. Pure: SQL only through the SqlPort; time and cancellation are the caller's.
import { DEFAULT_TIME_LIMIT_MS } from '../runner';
import { runSchema, runTexts, schemaErrorText, type StepEnv } from '../stepKernel';
import type { ExploreModel, Scenario, SqlPort, ViolationRule } from '../types';
import { NO_REDUCTION, type Reduction } from './reduction';
import { actorsOf } from './model';
import { BoundReached, factorial, Search } from './search';
import { symmetryPlan } from './symmetry';

/** One action of a schedule: who did what at which tick, with what its program entry binds. */
export interface ScheduledAction {
  at: number;
  actor: string;
  do: string;
  /** The entry's own :key and :payload (docs/explore.md); absent, the step's defaults. */
  key?: string | number;
  payload?: string | number;
}

/** How the search went, for a progress bar. */
export interface ExploreProgress {
  /** Distinct states so far. */
  states: number;
  /** Estimated share of the search done, 0 to 1 (by the moves tried at each depth). */
  done: number;
}

export interface SearchOptions {
  /** Called every `progressEvery` new states (default 2048). */
  onProgress?: (p: ExploreProgress) => void;
  progressEvery?: number;
  /** Called just before each step's SQL runs, so a host can tell a runaway statement. */
  onStep?: () => void;
  /** The memo's estimated size (limits.ts, memoBytes) past which the search stops; default 256 MB. */
  memoryBudgetBytes?: number;
  /**
   * False to search interchangeable workers one by one (the differential tests compare both);
   * default true: see symmetry.ts.
   */
  symmetry?: boolean;
}

/** Which bound stopped a search early: its `maxStates`, or the memory budget. */
export type StoppedBy = 'states' | 'memory';

/** What the search found, before the counterexample is replayed and written up. */
export interface SearchResult {
  verdict: 'safe' | 'unsafe' | 'bound';
  /** Distinct states explored. */
  states: number;
  /** Complete schedules: exact when safe, null otherwise. */
  schedules: number | null;
  /** The breaking schedule, its last action the one that broke the oracle. */
  schedule: ScheduledAction[] | null;
  rule: ViolationRule | null;
  /** True when `schedule` is the shortest (fewest actions, then the earliest violation). */
  shortest: boolean;
  schemaError: string | null;
  /** The bound that stopped the search before it tried every schedule; null when it finished. */
  stoppedBy: StoppedBy | null;
  /** The reductions used (symmetric workers). */
  reduction: Reduction;
}

/**
 * Tries every schedule of `model` on the scenario's schema and SQL (see docs/explore.md for what a
 * schedule is) and checks the oracle after every action. Each prefix runs once: the search is
 * depth-first and undoes each action with a savepoint; a state seen before (same database, same
 * memories, same oracle record, same clock) is not explored again. Returns "safe" with the number
 * of schedules, the shortest breaking schedule, or "bound" when `model.maxStates` states were
 * explored, or the memo's estimated size passed `options.memoryBudgetBytes`, without an answer
 * (`stoppedBy` says which). Same input, same result.
 */
export function searchSchedules(
  scenario: Scenario,
  model: ExploreModel,
  port: SqlPort,
  options: SearchOptions = {},
): SearchResult {
  const actors = actorsOf(model);
  port.reset(
    runTexts(
      scenario,
      actors.flatMap((a) => a.program),
    ),
  );
  const schemaFacts = runSchema(scenario, port, null);
  const schemaError = schemaFacts && schemaErrorText(schemaFacts);
  const none: SearchResult = {
    verdict: 'safe',
    states: 0,
    schedules: null,
    schedule: null,
    rule: null,
    shortest: false,
    schemaError,
    stoppedBy: null,
    reduction: NO_REDUCTION,
  };
  if (schemaError !== null) return none;
  const env: StepEnv<SqlPort> = {
    scenario,
    port,
    initial: port.snapshot(),
    templates: new Map(),
    timedOut: new Set(),
    timeLimitMs: DEFAULT_TIME_LIMIT_MS,
    // States are keyed by port.stateKey(); nothing reads a step's tables here.
    recordTables: false,
  };
  if (options.onStep) env.onStep = options.onStep;
  const plan =
    options.symmetry === false
      ? { groups: [], blocked: null }
      : symmetryPlan(scenario, model, actors);
  const reduction: Reduction = {
    symmetric: plan.groups.map((g) => g.map((k) => actors[k]?.name ?? '')),
    factor: plan.groups.reduce((f, g) => f * factorial(g.length), 1),
    blocked: plan.blocked,
  };
  const search = new Search(model, actors, env, options, plan.groups);
  port.savepoint('explore_root');
  try {
    const start = search.key();
    const root = search.visit(start);
    const schedule = root.best ? search.path(start) : null;
    return {
      ...none,
      reduction,
      verdict: root.best ? 'unsafe' : 'safe',
      states: search.memo.size,
      schedules: root.best ? null : root.count,
      schedule,
      rule: root.best?.rule ?? null,
      shortest: root.best !== null,
    };
  } catch (e) {
    if (!(e instanceof BoundReached)) throw e;
    const first = search.firstBreak;
    return {
      ...none,
      reduction,
      verdict: first ? 'unsafe' : 'bound',
      states: search.memo.size,
      schedule: first?.schedule ?? null,
      rule: first?.rule ?? null,
      stoppedBy: e.by,
    };
  } finally {
    port.rollbackTo('explore_root');
    port.release('explore_root');
  }
}
