// The schedule explorer: every schedule of a small model, depth-first on savepoints, with states
// already seen merged. Pure: SQL only through the SqlPort; time and cancellation are the caller's.
import { INITIAL_TRUTH } from '../oracle';
import { DEFAULT_TIME_LIMIT_MS } from '../runner';
import {
  initialBeliefs,
  runSchema,
  runStep,
  schemaErrorText,
  type RunState,
  type StepEnv,
} from '../stepKernel';
import type { ExploreModel, Scenario, SqlPort, Step, ViolationRule } from '../types';
import { DEFAULT_MEMORY_BUDGET_BYTES, memoBytes } from './limits';
import { actorsOf, type ExploreActor } from './model';
import { memoryKey, stateKey, type ActorMemory } from './stateKey';

/** One action of a schedule: who did what at which tick. */
export interface ScheduledAction {
  at: number;
  actor: string;
  do: string;
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
}

/** The best breaking continuation from a state: fewest actions, then the earliest violation. */
interface Best {
  actions: number;
  tick: number;
  rule: ViolationRule;
  /** The move's action (null for the clock moving on) and the state it leads to. */
  action: ScheduledAction | null;
  next: string | null;
}

interface Info {
  count: number;
  best: Best | null;
}

class BoundReached extends Error {
  constructor(readonly by: StoppedBy) {
    super(`the ${by} bound was reached`);
  }
}

const better = (a: Best, b: Best | null) =>
  b === null || a.actions < b.actions || (a.actions === b.actions && a.tick < b.tick);

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
  port.reset();
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
  };
  if (schemaError !== null) return none;
  const env: StepEnv = {
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
  const search = new Search(model, actors, env, options);
  port.savepoint('explore_root');
  try {
    const root = search.visit();
    const schedule = root.best ? search.path(root.best) : null;
    return {
      ...none,
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

/** The mutable search: the current state, the memo, and the moves tried at each depth. */
class Search {
  readonly memo = new Map<string, Info>();
  /** The first breaking schedule met, kept in case the bound stops the search early. */
  firstBreak: { schedule: ScheduledAction[]; rule: ViolationRule } | null = null;
  private now = 0;
  private readonly mem: ActorMemory[];
  private run: RunState;
  private readonly trail: ScheduledAction[] = [];
  private readonly tried: number[] = [];
  private readonly moves: number[] = [];
  private readonly every: number;
  private readonly budget: number;
  /** The memo's estimated size in bytes (memoBytes of every key in it). */
  private bytes = 0;

  constructor(
    private readonly model: ExploreModel,
    private readonly actors: ExploreActor[],
    private readonly env: StepEnv,
    private readonly options: SearchOptions,
  ) {
    this.mem = actors.map(() => ({ pc: 0, last: -1, token: null }));
    this.run = { beliefs: initialBeliefs(actors.map((a) => a.name)), truth: INITIAL_TRUTH };
    this.every = options.progressEvery ?? 2048;
    this.budget = options.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES;
  }

  /** True when actor `a` may do its next action at the current tick. */
  private canAct(a: number): boolean {
    const m = this.mem[a] as ActorMemory;
    const actor = this.actors[a] as ExploreActor;
    if (m.pc >= actor.program.length || m.last >= this.now) return false;
    return !actor.worker || this.now <= m.last + 1 + this.model.maxPause;
  }

  /** True when no worker must act at the current tick, so the clock may move on (or stop). */
  private canPass(): boolean {
    return this.actors.every((actor, a) => {
      const m = this.mem[a] as ActorMemory;
      if (!actor.worker || m.pc >= actor.program.length || m.last >= this.now) return true;
      return m.last + 1 + this.model.maxPause > this.now;
    });
  }

  private key(): string {
    const b = this.model;
    const memories = this.actors.map((actor, a) =>
      memoryKey(this.mem[a] as ActorMemory, actor.program.length, actor.worker, this.now, b),
    );
    return stateKey(this.now, memories, this.run.truth, this.env.port.stateKey());
  }

  /** Explores the current state (once: a state seen before returns what it found then). */
  visit(key = this.key()): Info {
    const seen = this.memo.get(key);
    if (seen) return seen;
    if (this.memo.size >= this.model.maxStates) throw new BoundReached('states');
    const cost = memoBytes(key);
    if (this.bytes + cost > this.budget) throw new BoundReached('memory');
    this.bytes += cost;
    const info: Info = { count: 0, best: null };
    this.memo.set(key, info);
    if (this.memo.size % this.every === 0) this.report();

    const depth = this.tried.length;
    const moves = this.actors.filter((_, a) => this.canAct(a)).length + 1;
    this.tried.push(0);
    this.moves.push(moves);
    for (let a = 0; a < this.actors.length; a++) {
      if (!this.canAct(a)) continue;
      const best = this.act(a, info);
      if (best && better(best, info.best)) info.best = best;
      this.tried[depth] = (this.tried[depth] ?? 0) + 1;
    }
    if (this.canPass()) {
      if (this.now >= this.model.horizon) info.count += 1;
      else {
        this.now++;
        const next = this.key();
        const child = this.visit(next);
        this.now--;
        info.count += child.count;
        if (child.best && better(child.best, info.best)) {
          info.best = { ...child.best, action: null, next };
        }
      }
    }
    this.tried.pop();
    this.moves.pop();
    return info;
  }

  /** Actor `a` does its next action now; returns the best breaking continuation through it. */
  private act(a: number, info: Info): Best | null {
    const actor = this.actors[a] as ExploreActor;
    const m = this.mem[a] as ActorMemory;
    const step: Step = { at: this.now, actor: actor.name, do: actor.program[m.pc] as string };
    const action: ScheduledAction = { at: step.at, actor: step.actor, do: step.do };
    const sp = `explore_${this.trail.length}`;
    const port = this.env.port;
    port.savepoint(sp);
    const { rec, state } = runStep(this.env, this.run, step, this.trail.length);
    let best: Best | null = null;
    const broke = rec.violations[0];
    if (broke) {
      best = { actions: 1, tick: this.now, rule: broke.rule, action, next: null };
      this.firstBreak ??= { schedule: [...this.trail, action], rule: broke.rule };
    } else {
      const saved = { run: this.run, m };
      // A worker goes on only with a job it was granted: a claim not granted ends its program.
      const gaveUp = actor.worker && step.do === 'claim' && rec.outcome !== 'granted';
      this.mem[a] = {
        pc: gaveUp ? actor.program.length : m.pc + 1,
        last: this.now,
        token: state.beliefs[actor.name]?.token ?? null,
      };
      this.run = state;
      this.trail.push(action);
      try {
        const next = this.key();
        const child = this.visit(next);
        info.count += child.count;
        if (child.best) {
          best = { ...child.best, actions: child.best.actions + 1, action, next };
        }
      } finally {
        this.trail.pop();
        this.run = saved.run;
        this.mem[a] = saved.m;
      }
    }
    port.rollbackTo(sp);
    port.release(sp);
    return best;
  }

  /** The breaking schedule a best continuation from the root describes. */
  path(best: Best): ScheduledAction[] {
    const out: ScheduledAction[] = [];
    let b: Best | null = best;
    while (b) {
      if (b.action) out.push(b.action);
      b = b.next === null ? null : (this.memo.get(b.next)?.best ?? null);
    }
    return out;
  }

  private report(): void {
    let done = 0;
    let weight = 1;
    for (let d = 0; d < this.tried.length; d++) {
      const n = this.moves[d] ?? 1;
      done += (weight * (this.tried[d] ?? 0)) / n;
      weight /= n;
    }
    this.options.onProgress?.({ states: this.memo.size, done });
  }
}
