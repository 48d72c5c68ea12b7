// Spot-the-stale-write drills generated from a seed: same seed and level, same scenario. Pure:
// randomness comes only from the seeded generator below; nothing here reads a clock.
import { USER } from './actors';
import type { Scenario, Step } from './types';

/** Difficulty levels of a generated drill, easiest first. */
export const DRILL_LEVELS = [1, 2, 3, 4] as const;
export type DrillLevel = (typeof DRILL_LEVELS)[number];

/** A generator of floats in [0, 1): the only source of randomness a drill may use. */
export type Random = () => number;

/**
 * mulberry32: a tiny, well-mixed 32-bit PRNG. The same seed gives the same sequence on every
 * engine, so a drill's URL (`?seed=…&level=…`) reproduces it byte for byte.
 */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What each level adds: more workers, renewals, a user's cancel, a resource that keeps the highest token. */
export const LEVEL_RULES: Record<
  DrillLevel,
  { workers: [number, number]; renew: boolean; cancel: boolean; storage: boolean }
> = {
  1: { workers: [2, 2], renew: false, cancel: false, storage: false },
  2: { workers: [2, 3], renew: true, cancel: false, storage: false },
  3: { workers: [3, 3], renew: true, cancel: true, storage: false },
  4: { workers: [3, 4], renew: true, cancel: true, storage: true },
};

const NAMES = ['A', 'B', 'C', 'D'];

/** What every drill of a level contains: how many workers, and which of the extras. */
export function levelRules(level: DrillLevel): {
  workers: readonly [number, number];
  renew: boolean;
  cancel: boolean;
  storage: boolean;
} {
  return LEVEL_RULES[level];
}

/** What every drill of a level contains, in English words: "3 workers, a renewal, a cancel". */
export function levelPromise(level: DrillLevel): string {
  const r = LEVEL_RULES[level];
  const extras = [
    r.renew && 'a renewal',
    r.cancel && "the user's cancel",
    r.storage && 'writes to a highest-token store',
  ].filter(Boolean);
  const workers = r.workers[0] === r.workers[1] ? `${r.workers[0]}` : r.workers.join('–');
  return [`${workers} workers`, ...extras].join(', ');
}

/** True for a level the generator knows. */
export function isDrillLevel(n: number): n is DrillLevel {
  return (DRILL_LEVELS as readonly number[]).includes(n);
}

/**
 * Generates a drill scenario: workers take turns claiming the job; some stall (a pause long
 * enough for the lease to run out) and then write anyway; at higher levels they renew, the user
 * cancels, and writes also go to a store that remembers the highest token (`storage.max_token`).
 * Every drill of a level has what the level adds (the first worker renews and writes; the user
 * cancels once), so the level's promise holds.
 * Uses the standard schema and the reference SQL. Every step lies outside its worker's own
 * pause, so the scenario passes checkScenarioRules. Deterministic in (seed, level).
 */
export function generateDrill(seed: number, level: DrillLevel): Scenario {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const chance = (p: number) => rnd() < p;
  const rules = LEVEL_RULES[level];
  const ttl = int(3, 5);
  const count = int(rules.workers[0], rules.workers[1]);
  const steps: Step[] = [];
  let claimAt = 0;

  for (let k = 0; k < count; k++) {
    const worker = NAMES[k] ?? `W${k}`;
    const add = (at: number, doing: string, until?: number) =>
      steps.push(
        until === undefined
          ? { at, actor: worker, do: doing }
          : { at, actor: worker, do: doing, until },
      );
    let t = claimAt;
    add(t, 'claim');
    t += 1;
    // A level promises what it adds, so the first worker always does it; the others may.
    if (rules.renew && (k === 0 || chance(0.5))) {
      add(t, 'renew');
      t += 1;
    }
    // The first worker always stalls, so every drill has a takeover to spot.
    const stall = k < count - 1 && (k === 0 || chance(0.5));
    if (stall) {
      const until = t + ttl + int(1, 3);
      add(t, 'pause', until);
      t = until;
    } else t += int(0, 1);
    if (rules.storage && (k === 0 || chance(0.7))) {
      add(t, 'write');
      t += int(0, 1);
    }
    add(t, 'commit');
    // The next worker comes after this lease would have run out, or (sometimes) too early.
    claimAt = stall ? claimAt + ttl + int(0, 2) : t + int(1, 2);
  }
  if (rules.cancel) {
    const last = Math.max(...steps.map((s) => s.at));
    steps.push({ at: int(1, last), actor: USER, do: 'cancel' });
  }
  const ordered = steps
    .map((s, i) => ({ s, i }))
    .sort((x, y) => x.s.at - y.s.at || x.i - y.i)
    .map((x) => x.s);
  return {
    title: `Drill ${seed} (level ${level})`,
    ttl,
    job: 'job-1',
    clockSkew: {},
    sql: {},
    steps: ordered,
  };
}
