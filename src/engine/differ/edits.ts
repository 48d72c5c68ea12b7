// Edits that turn an exercise's timeline into another one a real system could meet: steps
// inserted, removed, moved and repeated, stalls and crashes, a second process of a worker, clock
// skew and a store that has seen more. Pure: a case is data, and applying it is a function.
import { isWorker } from '../actors';
import { checkScenarioRules } from '../scenarioRules';
import { STANDARD_SCHEMA } from '../referenceSql';
import { runOrder } from '../runOrder';
import type { Scenario, Step } from '../types';
import type { Vocabulary } from './vocabulary';

/** One edit of a timeline. Numbers index into the timeline's steps or the vocabulary (modulo). */
export type Edit =
  /** A step of part `part`'s action `action`, `shift` ticks after step `near` (or at tick 0). */
  | { kind: 'insert'; near: number; shift: number; part: number; action: number; first: boolean }
  /** A worker stalls from `shift` ticks after step `near`, for `ticks`. */
  | { kind: 'pause'; near: number; shift: number; part: number; ticks: number }
  /** A worker crashes `shift` ticks after step `near`. */
  | { kind: 'crash'; near: number; shift: number; part: number }
  /** The actor of step `step` goes on, `later` ticks after it, with another of its actions. */
  | { kind: 'follow'; step: number; later: number; action: number }
  | { kind: 'remove'; step: number }
  /**
   * A worker's step moved next to the end of the lease its last claim got: `delta` ticks from
   * it (-2 to 1), where `<` and `<=` part.
   */
  | { kind: 'edge'; step: number; delta: number }
  | { kind: 'move'; step: number; shift: number }
  /** The step again, `later` ticks after it (a retry). */
  | { kind: 'repeat'; step: number; later: number }
  /** The step done by another process of its worker: with no token, or with an older one. */
  | { kind: 'process'; step: number; old: boolean }
  /**
   * A worker restarts: after its claim `step`'s lease has run out (`after` ticks past it), a new
   * process of it claims again, and `then` ticks later the old process, which kept the old token,
   * takes the worker's action `action`.
   */
  | { kind: 'restart'; step: number; after: number; then: number; action: number }
  | { kind: 'skew'; part: number; by: number }
  | { kind: 'seed'; seed: number };

/** One generated timeline: which base, and the edits made to it. */
export interface Case {
  base: number;
  edits: Edit[];
}

/** A generated timeline as steps, before the tokens of other processes are known. */
export interface Draft {
  base: number;
  steps: DraftStep[];
  seeds: string[];
  clockSkew: Record<string, number>;
}

/** A step, and whether another process of its worker takes it (`old`: with an older token). */
export interface DraftStep extends Step {
  process?: 'none' | 'old';
}

const at = (n: number) => Math.max(0, n);
/** What a restarted worker's old process no longer does (see the `restart` edit). */
const GONE = new Set(['pause', 'crash', 'renew']);
const pick = <T>(xs: readonly T[], k: number): T | undefined =>
  xs.length === 0 ? undefined : xs[((k % xs.length) + xs.length) % xs.length];

/** Inserts a step among those at its tick: before them (`first`) or after them. */
function insertAt(steps: DraftStep[], step: DraftStep, first: boolean): void {
  let k = 0;
  while (
    k < steps.length &&
    ((steps[k] as Step).at < step.at || (!first && (steps[k] as Step).at === step.at))
  )
    k++;
  steps.splice(k, 0, step);
}

/** The base's steps as a generated timeline starts from them: no expects, notes or lines. */
export function bareSteps(base: Scenario): DraftStep[] {
  return base.steps.map((s) => {
    const out: DraftStep = { at: s.at, actor: s.actor, do: s.do };
    if (s.until !== undefined) out.until = s.until;
    if (s.payload !== undefined) out.payload = s.payload;
    if (s.key !== undefined) out.key = s.key;
    if (s.token !== undefined) out.token = s.token;
    return out;
  });
}

/** Applies a case's edits, in order, to its base's steps (steps kept in tick order). */
export function applyCase(
  bases: readonly Scenario[],
  vocab: readonly Vocabulary[],
  c: Case,
): Draft {
  const b = ((c.base % bases.length) + bases.length) % bases.length;
  const base = bases[b] as Scenario;
  const v = vocab[b] as Vocabulary;
  const steps = bareSteps(base).sort((x, y) => x.at - y.at);
  const seeds: string[] = [];
  const clockSkew: Record<string, number> = { ...base.clockSkew };
  const tickNear = (near: number, shift: number) =>
    Math.min(v.lastTick, at((pick(steps, near)?.at ?? 0) + shift));
  const workers = v.parts.filter((p) => isWorker(p.actor));
  for (const e of c.edits) {
    if (e.kind === 'insert') {
      const part = pick(v.parts, e.part);
      const action = part && pick(part.actions, e.action);
      if (part && action)
        insertAt(steps, { at: tickNear(e.near, e.shift), actor: part.actor, do: action }, e.first);
    } else if (e.kind === 'pause') {
      const part = pick(workers, e.part);
      const from = tickNear(e.near, e.shift);
      if (part)
        insertAt(
          steps,
          { at: from, actor: part.actor, do: 'pause', until: from + 1 + e.ticks },
          false,
        );
    } else if (e.kind === 'crash') {
      const part = pick(workers, e.part);
      if (part)
        insertAt(steps, { at: tickNear(e.near, e.shift), actor: part.actor, do: 'crash' }, false);
    } else if (e.kind === 'follow') {
      const s = pick(steps, e.step);
      const part = s && v.parts.find((p) => p.actor === s.actor);
      const action = part && pick(part.actions, e.action);
      if (s && action)
        insertAt(
          steps,
          { at: Math.min(v.lastTick, s.at + e.later), actor: s.actor, do: action },
          false,
        );
    } else if (e.kind === 'edge') {
      const s = pick(
        steps.filter((x) => isWorker(x.actor) && x.do !== 'claim' && x.do !== 'pause'),
        e.step,
      );
      const claim =
        s &&
        [...steps].reverse().find((x) => x.do === 'claim' && x.actor === s.actor && x.at <= s.at);
      if (!s || !claim) continue;
      const tick = Math.min(v.lastTick, Math.max(claim.at, claim.at + base.ttl + e.delta));
      steps.splice(steps.indexOf(s), 1);
      insertAt(steps, { ...s, at: tick }, false);
    } else if (e.kind === 'remove') {
      if (steps.length > 0)
        steps.splice(((e.step % steps.length) + steps.length) % steps.length, 1);
    } else if (e.kind === 'move' || e.kind === 'repeat') {
      const s = pick(steps, e.step);
      if (!s || s.do === 'pause') continue;
      const moved = {
        ...s,
        at: Math.min(v.lastTick, at(s.at + (e.kind === 'move' ? e.shift : e.later))),
      };
      if (e.kind === 'move') steps.splice(steps.indexOf(s), 1);
      insertAt(steps, moved, false);
    } else if (e.kind === 'process') {
      if (!v.processes) continue;
      const s = pick(
        steps.filter(
          (x) => isWorker(x.actor) && x.do !== 'claim' && x.do !== 'pause' && x.do !== 'crash',
        ),
        e.step,
      );
      if (s) s.process = e.old ? 'old' : 'none';
    } else if (e.kind === 'restart') {
      const claim = pick(
        steps.filter((x) => x.do === 'claim' && isWorker(x.actor)),
        e.step,
      );
      const part = claim && v.parts.find((p) => p.actor === claim.actor);
      const action =
        part &&
        pick(
          part.actions.filter((a) => a !== 'claim'),
          e.action,
        );
      if (!claim || !action) continue;
      const again = Math.min(v.lastTick, claim.at + base.ttl + e.after);
      const late: DraftStep = {
        at: Math.min(v.lastTick, again + e.then),
        actor: claim.actor,
        do: action,
      };
      // The old process stalled after its claim, so it renewed nothing, and its lease ran out;
      // the new process did not stall. The worker's later stalls, crash and renewals go.
      for (let k = steps.length - 1; k >= 0; k--) {
        const x = steps[k] as DraftStep;
        if (x.actor === claim.actor && x.at >= claim.at && x !== claim && GONE.has(x.do))
          steps.splice(k, 1);
      }
      insertAt(steps, { at: again, actor: claim.actor, do: 'claim' }, false);
      if (v.processes) late.process = 'old';
      insertAt(steps, late, false);
    } else if (e.kind === 'skew') {
      const part = pick(workers, e.part);
      // A skew in proportion to the lease: 4 ticks are nothing to a lease of 100.
      if (part && e.by !== 0) clockSkew[part.actor] = e.by * Math.max(1, Math.round(base.ttl / 5));
    } else {
      const seed = pick(v.seeds, e.seed);
      if (seed && !seeds.includes(seed)) seeds.push(seed);
    }
  }
  return { base: b, steps, seeds, clockSkew };
}

/** A generated scenario, and the steps another process of their worker takes (by file index). */
export interface Generated {
  scenario: Scenario;
  processes: Map<number, 'none' | 'old'>;
}

/**
 * The draft as a scenario the contract accepts: steps that would be invalid input (a paused or
 * crashed worker's, a role's wrong action) dropped until none is, skews of absent actors dropped.
 * Null when nothing valid is left of it. Other processes' tokens are set by `presentTokens`.
 */
export function draftScenario(bases: readonly Scenario[], d: Draft): Generated | null {
  const base = bases[d.base] as Scenario;
  let steps: DraftStep[] = d.steps;
  const schema =
    d.seeds.length === 0 ? base.schema : `${base.schema ?? STANDARD_SCHEMA}\n${d.seeds.join('\n')}`;
  for (let round = 0; round < 8; round++) {
    const actors = new Set(steps.map((s) => s.actor));
    const clockSkew: Record<string, number> = {};
    for (const [w, by] of Object.entries(d.clockSkew)) if (actors.has(w)) clockSkew[w] = by;
    const processes = new Map<number, 'none' | 'old'>();
    const plain = steps.map((s, k): Step => {
      const { process, ...step } = s;
      if (process) processes.set(k, process);
      return step;
    });
    const scenario: Scenario = { ...base, clockSkew, steps: plain };
    delete scenario.explore;
    delete scenario.postgres;
    if (schema !== undefined) scenario.schema = schema;
    const bad = new Set<number>();
    for (const issue of checkScenarioRules(scenario)) {
      if (issue.path[0] === 'steps' && typeof issue.path[1] === 'number') bad.add(issue.path[1]);
      else return null;
    }
    if (bad.size === 0) return plain.length > 0 ? { scenario, processes } : null;
    steps = steps.filter((_, k) => !bad.has(k));
  }
  return null;
}

/**
 * The scenario with each other process's token in place, read from a run of it without them
 * (`ran`: each step in run order, its actor and whether its claim was granted with which token): a process
 * with no token presents null; one with an older token, the worker's first grant that is not
 * its latest before the step (null when it has had only one).
 */
export function presentTokens(
  g: Generated,
  ran: readonly { actor: string; granted: boolean; token: unknown }[],
): Scenario {
  if (g.processes.size === 0) return g.scenario;
  const order = runOrder(g.scenario.steps);
  const runIndex = new Map(order.map((file, r) => [file, r]));
  const steps = g.scenario.steps.map((s, k) => {
    const kind = g.processes.get(k);
    if (!kind) return s;
    if (kind === 'none') return { ...s, token: null };
    const before = ran
      .slice(0, runIndex.get(k) ?? 0)
      .filter((x) => x.granted && x.actor === s.actor);
    const latest = before[before.length - 1]?.token;
    const older = before.find((x) => x.token !== latest)?.token;
    return { ...s, token: typeof older === 'number' || typeof older === 'string' ? older : null };
  });
  return { ...g.scenario, steps };
}
