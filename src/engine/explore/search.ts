// The explorer's depth-first search over one model: the current state, the memo of states seen,
// and the moves tried at each depth. Pure: SQL only through the StepEnv's port.
import { INITIAL_TRUTH } from '../oracle';
import { initialBeliefs, runStep, type RunState, type StepEnv } from '../stepKernel';
import type { ExploreModel, SqlPort, Step, ViolationRule } from '../types';
import type { ScheduledAction, SearchOptions, StoppedBy } from './explorer';
import { DEFAULT_MEMORY_BUDGET_BYTES, memoBytes } from './limits';
import { actorStep, type ExploreActor } from './model';
import { memoryKey, stateKey, type ActorMemory } from './stateKey';
import { canonicalKey, compose, invert, type Canonical, type Perm } from './canonical';

/** The best breaking continuation from a state: fewest actions, then the earliest violation. */
interface Best {
  actions: number;
  tick: number;
  rule: ViolationRule;
  /**
   * The move's action (null for the clock moving on), in the names of the state the memo entry
   * was explored from, and the state it leads to with the permutation that state was keyed by.
   */
  action: ScheduledAction | null;
  next: string | null;
  nextPerm: Perm | null;
}

interface Info {
  count: number;
  best: Best | null;
  /** The permutation the state this entry was explored from was keyed by (null: none). */
  perm: Perm | null;
}

export class BoundReached extends Error {
  constructor(readonly by: StoppedBy) {
    super(`the ${by} bound was reached`);
  }
}

export const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

const better = (a: Best, b: Best | null) =>
  b === null || a.actions < b.actions || (a.actions === b.actions && a.tick < b.tick);

/** The mutable search: the current state, the memo, and the moves tried at each depth. */
export class Search {
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
    private readonly env: StepEnv<SqlPort>,
    private readonly options: SearchOptions,
    /** Groups of interchangeable workers (actor indices), from symmetryPlan. */
    private readonly groups: number[][] = [],
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

  /** The current state's key: canonical under the symmetric groups, with the permutation used. */
  key(): Canonical {
    const b = this.model;
    const memories = this.actors.map((actor, a) =>
      memoryKey(this.mem[a] as ActorMemory, actor.program.length, actor.worker, this.now, b),
    );
    const port = this.env.port;
    if (this.groups.length === 0) {
      return { key: stateKey(this.now, memories, this.run.truth, port.stateKey()), perm: null };
    }
    const names = this.actors.map((a) => a.name);
    return canonicalKey(this.groups, names, memories, (memoryOrder, rename) =>
      stateKey(this.now, memoryOrder, this.run.truth, port.stateKey(rename), rename),
    );
  }

  /** Explores the current state (once: a state seen before returns what it found then). */
  visit(at: Canonical): Info {
    const key = at.key;
    const seen = this.memo.get(key);
    if (seen) return seen;
    if (this.memo.size >= this.model.maxStates) throw new BoundReached('states');
    const cost = memoBytes(key);
    if (this.bytes + cost > this.budget) throw new BoundReached('memory');
    this.bytes += cost;
    const info: Info = { count: 0, best: null, perm: at.perm };
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
          info.best = { ...child.best, action: null, next: next.key, nextPerm: next.perm };
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
    const step: Step = actorStep(actor, m.pc, this.now);
    const action: ScheduledAction = { ...step };
    const sp = `explore_${this.trail.length}`;
    const port = this.env.port;
    port.savepoint(sp);
    const { rec, state } = runStep(this.env, this.run, step, this.trail.length);
    let best: Best | null = null;
    const broke = rec.violations[0];
    if (broke) {
      best = { actions: 1, tick: this.now, rule: broke.rule, action, next: null, nextPerm: null };
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
          const { key: nextKey, perm: nextPerm } = next;
          best = {
            ...child.best,
            actions: child.best.actions + 1,
            action,
            next: nextKey,
            nextPerm,
          };
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

  /**
   * The breaking schedule the best continuations from the root describe, in the real workers'
   * names. A memo entry's moves are in the names of the state it was explored from; `real` maps
   * each actor of the state the path is at to its place in the canonical state (see
   * docs/explore.md, "Symmetry"), so each move is renamed back on the way.
   */
  path(root: Canonical): ScheduledAction[] {
    const out: ScheduledAction[] = [];
    const index = new Map(this.actors.map((a, k) => [a.name, k]));
    const n = this.actors.length;
    let real = root.perm;
    let info = this.memo.get(root.key);
    while (info?.best) {
      const b: Best = info.best;
      const here = info.perm;
      if (b.action) {
        const x = index.get(b.action.actor) ?? 0;
        const k = invert(real, n)[compose(here, [x], n)[0] ?? x] ?? x;
        out.push({ ...b.action, actor: this.actors[k]?.name ?? b.action.actor });
      }
      if (b.next === null) break;
      real = compose(b.nextPerm, compose(invert(here, n), real, n), n);
      info = this.memo.get(b.next);
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
