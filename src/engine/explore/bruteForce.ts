// The reference the explorer is checked against, and the naive explorer the bench compares it
// with: every schedule written out in full and run from an empty database. Pure: SQL via the port.
import { judge, INITIAL_TRUTH, type Truth } from '../oracle';
import { runScenario } from '../runner';
import type { ExploreModel, Scenario, SqlPort, Trace } from '../types';
import type { ScheduledAction } from './explorer';
import { actorStep, actorsOf, type ExploreActor } from './model';
import { memoryKey, stateKey, type ActorMemory } from './stateKey';
import { own } from '../names';

/**
 * Every tick list one actor may follow, straight from the definition in docs/explore.md: each
 * action at least one tick after the previous one (the first at tick 0 or later); a worker at
 * most maxPause ticks later than that, the user and the scheduler any time up to the horizon.
 * An actor may stop early where its next action could fall past the horizon (a worker stalled
 * past the end; the user and the scheduler always may), and a worker right after a claim (kept
 * only if the claim turns out not granted: see `isSchedule`).
 */
export function tickLists(actor: ExploreActor, model: ExploreModel): number[][] {
  const out: number[][] = [];
  const walk = (prev: number, acc: number[]) => {
    if (acc.length === actor.program.length) return void out.push(acc);
    const latest = actor.worker ? prev + 1 + model.maxPause : Infinity;
    for (let t = prev + 1; t <= Math.min(latest, model.horizon); t++) walk(t, [...acc, t]);
    // Ending after a claim is kept only when the run shows the claim was not granted.
    const afterClaim = actor.worker && actor.program[acc.length - 1] === 'claim';
    if (latest > model.horizon || afterClaim) out.push(acc);
  };
  walk(-1, []);
  return out;
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, k) =>
    permutations([...xs.slice(0, k), ...xs.slice(k + 1)]).map((rest) => [x, ...rest]),
  );
}

/** Every complete schedule of the model: each actor's tick list, then each order of equal ticks. */
export function* allSchedules(model: ExploreModel): Generator<ScheduledAction[]> {
  const actors = actorsOf(model);
  const lists = actors.map((a) => tickLists(a, model));
  function* product(k: number, chosen: number[][]): Generator<number[][]> {
    if (k === actors.length) return yield chosen;
    for (const l of lists[k] ?? []) yield* product(k + 1, [...chosen, l]);
  }
  for (const ticks of product(0, [])) {
    const byTick = new Map<number, ScheduledAction[]>();
    actors.forEach((a, k) =>
      (ticks[k] ?? []).forEach((at, pc) => {
        const list = byTick.get(at) ?? [];
        list.push(actorStep(a, pc, at));
        byTick.set(at, list);
      }),
    );
    const groups = [...byTick.keys()].sort((a, b) => a - b).map((t) => byTick.get(t) ?? []);
    function* orders(g: number, acc: ScheduledAction[]): Generator<ScheduledAction[]> {
      if (g === groups.length) return yield acc;
      for (const p of permutations(groups[g] ?? [])) yield* orders(g + 1, [...acc, ...p]);
    }
    yield* orders(0, []);
  }
}

export interface BruteForceResult {
  verdict: 'safe' | 'unsafe';
  /** Complete schedules run. */
  schedules: number;
  /** Distinct states met before any violation (same key as the explorer's). */
  states: number;
  /** The fewest actions of a breaking schedule, and the earliest tick of its violation. */
  shortest: { actions: number; tick: number } | null;
}

export interface BruteForceOptions {
  /** Stop after this many schedules (the bench times a sample). */
  limit?: number;
  /** Collect state keys (the differential test); off, it only runs and judges. */
  countStates?: boolean;
  /** Called after each run, schedule or not (the bench counts them). */
  onRun?: () => void;
}

/**
 * Runs every schedule of the model from scratch with runScenario. Slow on purpose: no savepoint,
 * no merging, no shared prefix. The explorer's verdicts and counts must agree with it.
 */
export function bruteForce(
  scenario: Scenario,
  model: ExploreModel,
  port: SqlPort,
  options: BruteForceOptions = {},
): BruteForceResult {
  const keys = new Set<string>();
  let schedules = 0;
  let shortest: BruteForceResult['shortest'] = null;
  for (const schedule of allSchedules(model)) {
    if (options.limit !== undefined && schedules >= options.limit) break;
    const database: string[] = [];
    const trace = runScenario(
      { ...scenario, steps: schedule.map((a) => ({ ...a })) },
      port,
      options.countStates ? { onState: () => database.push(port.stateKey()) } : {},
    );
    options.onRun?.();
    if (!isSchedule(model, schedule, trace)) continue;
    schedules++;
    const broke = trace.steps.findIndex((s) => s.violations.length > 0);
    if (broke >= 0) {
      const cand = { actions: broke + 1, tick: trace.steps[broke]?.at ?? 0 };
      if (
        !shortest ||
        cand.actions < shortest.actions ||
        (cand.actions === shortest.actions && cand.tick < shortest.tick)
      )
        shortest = cand;
    }
    if (options.countStates) statesOf(model, scenario.ttl, schedule, trace, database, keys);
  }
  return { verdict: shortest ? 'unsafe' : 'safe', schedules, states: keys.size, shortest };
}

/**
 * Whether a written-out schedule is one of the model's, which only its run can tell: a worker
 * whose claim was not granted does nothing more, and a worker stops early only then or when its
 * next action could fall past the horizon.
 */
function isSchedule(model: ExploreModel, schedule: ScheduledAction[], trace: Trace): boolean {
  for (const actor of actorsOf(model)) {
    if (!actor.worker) continue;
    const mine = trace.steps.filter((s) => s.actor === actor.name);
    const denied = mine.findIndex((s) => s.do === 'claim' && s.outcome !== 'granted');
    if (denied >= 0 && denied < mine.length - 1) return false;
    const last = mine.at(-1);
    const early = mine.length < actor.program.length;
    const cutOff = (last?.at ?? -1) + 1 + model.maxPause > model.horizon;
    if (early && !cutOff && denied !== mine.length - 1) return false;
  }
  return schedule.length === trace.steps.length;
}

/** Adds the key of every state one run passes through, tick by tick, up to its first violation. */
function statesOf(
  model: ExploreModel,
  ttl: number,
  schedule: ScheduledAction[],
  trace: Trace,
  database: string[],
  keys: Set<string>,
): void {
  const actors = actorsOf(model);
  const mem: ActorMemory[] = actors.map(() => ({ pc: 0, last: -1, token: null }));
  let truth: Truth = INITIAL_TRUTH;
  let db = database[0] ?? '';
  const add = (now: number) =>
    keys.add(
      stateKey(
        now,
        actors.map((a, k) =>
          memoryKey(mem[k] as ActorMemory, a.program.length, a.worker, now, model),
        ),
        truth,
        db,
      ),
    );
  let i = 0;
  for (let now = 0; now <= model.horizon; now++) {
    add(now);
    for (; i < schedule.length && schedule[i]?.at === now; i++) {
      const rec = trace.steps[i];
      if (!rec || rec.violations.length > 0) return;
      const k = actors.findIndex((a) => a.name === rec.actor);
      const m = mem[k] as ActorMemory;
      const gaveUp = actors[k]?.worker && rec.do === 'claim' && rec.outcome !== 'granted';
      const pc = gaveUp ? (actors[k]?.program.length ?? 0) : m.pc + 1;
      mem[k] = { pc, last: now, token: own(rec.beliefs, rec.actor)?.token ?? null };
      truth = judge(truth, { ...rec, ttl }).truth;
      db = database[i + 1] ?? '';
      add(now);
    }
  }
}
