import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_RULES,
  nextEstimate,
  type EstimateTrack,
  type ExploreEstimate,
  type ProgressSample,
} from './exploreEstimate';

/** The estimates after each report, in order. */
function feed(samples: ProgressSample[], maxStates: number | null = null): ExploreEstimate[] {
  let track: EstimateTrack | null = null;
  return samples.map((s) => {
    track = nextEstimate(track, s, maxStates);
    return track.estimate;
  });
}

/**
 * A search that goes at `perSecond` states a second and would take `seconds` in all (its share
 * done growing evenly), reported every `every` ms from t = 0 (the worker's first report, no
 * states yet) for `forMs` ms.
 */
function steady(perSecond: number, seconds: number, forMs: number, every = 100): ProgressSample[] {
  const out: ProgressSample[] = [{ states: 0, done: 0, at: 1000 }];
  for (let t = every; t <= forMs; t += every) {
    out.push({
      states: Math.round((perSecond * t) / 1000),
      done: t / (seconds * 1000),
      at: 1000 + t,
    });
  }
  return out;
}

const last = (xs: ExploreEstimate[]) => xs.at(-1) as ExploreEstimate;

describe('the estimate of a search', () => {
  it('has states at once, but no rate and no time left from its first reports', () => {
    const [first, second] = feed([
      { states: 0, done: 0, at: 0 },
      { states: 2048, done: 0.1, at: 100 },
    ]);
    expect(first).toEqual({ states: 0, done: 0, statesPerSecond: null, secondsLeft: null });
    expect(second).toEqual({ states: 2048, done: 0.1, statesPerSecond: null, secondsLeft: null });
  });

  it('gives the states per second of a steady search', () => {
    const xs = feed(steady(45_000, 10, 3000));
    expect(last(xs).states).toBe(135_000);
    expect(last(xs).statesPerSecond).toBeCloseTo(45_000, -2);
    // Once it can be told, a quarter of a second in, it is right from the start.
    const firstRate = xs.find((x) => x.statesPerSecond !== null);
    expect(firstRate?.statesPerSecond).toBeCloseTo(45_000, -2);
  });

  it('says nothing of the time left in the first half second, however steady the search', () => {
    const xs = feed(steady(10_000, 2, 1000, 50));
    const early = xs.filter((_, i) => i * 50 < ESTIMATE_RULES.warmUpMs);
    expect(early.length).toBeGreaterThan(5);
    for (const x of early) expect(x.secondsLeft).toBeNull();
    expect(last(xs).secondsLeft).not.toBeNull();
  });

  it('says nothing of the time left while the share done is still about nothing', () => {
    const xs = feed(steady(50_000, 10_000, 5000));
    expect(last(xs).statesPerSecond).toBeCloseTo(50_000, -2);
    for (const x of xs) expect(x.secondsLeft).toBeNull();
  });

  it('says nothing of the time left until the share done has moved on a few times', () => {
    const stuck: ProgressSample[] = [{ states: 0, done: 0, at: 0 }];
    for (let t = 100; t <= 2000; t += 100) stuck.push({ states: t * 10, done: 0.2, at: t });
    const xs = feed(stuck);
    for (const x of xs) expect(x.secondsLeft).toBeNull();
    const moving = feed([
      ...stuck,
      ...[0.25, 0.3, 0.35].map((done, i) => ({ states: 30_000 + i, done, at: 2100 + 100 * i })),
    ]);
    expect(last(moving).secondsLeft).not.toBeNull();
  });

  it('estimates the time left of a steady search close to the truth, and counts it down', () => {
    const xs = feed(steady(20_000, 10, 4000));
    // 4 s into a 10 s search: 6 s left.
    expect(last(xs).secondsLeft).toBeGreaterThan(5.4);
    expect(last(xs).secondsLeft).toBeLessThan(6.6);
    const shown = xs.map((x) => x.secondsLeft).filter((s): s is number => s !== null);
    for (let i = 1; i < shown.length; i++)
      expect(shown[i]).toBeLessThanOrEqual(shown[i - 1] as number);
  });

  it('does not jump when the share done jumps: it moves part of the way', () => {
    const before = steady(20_000, 10, 3000);
    const settled = last(feed(before)).secondsLeft as number;
    const jump = { states: 61_000, done: 0.6, at: 4100 };
    const after = last(feed([...before, jump])).secondsLeft as number;
    // Going by the jump alone, 0.4 of the search is left at 0.6 / 3.1 s a share: about 2 s.
    expect(settled).toBeGreaterThan(6);
    expect(after).toBeLessThan(settled);
    expect(after).toBeGreaterThan(settled * 0.7);
  });

  it('never gives a negative estimate, and heads for the end when the share done reaches it', () => {
    const before = feed(steady(20_000, 10, 2000));
    const ended = Array.from({ length: 10 }, (_, i) => ({
      states: 40_000 + i,
      done: 1,
      at: 3100 + 100 * i,
    }));
    const xs = feed([...steady(20_000, 10, 2000), ...ended]);
    for (const x of xs) if (x.secondsLeft !== null) expect(x.secondsLeft).toBeGreaterThanOrEqual(0);
    // About 8 s were left; a second after the share done reached the end, less than half that.
    expect(last(before).secondsLeft).toBeGreaterThan(7);
    expect(last(xs).secondsLeft).toBeLessThan(3.5);
  });

  it('goes no further than the state bound allows at the current rate', () => {
    // The share done says 10 s in all, but the bound stops the search at 50,000 states: 2.5 s in.
    const xs = feed(steady(20_000, 10, 1500), 50_000);
    expect(last(xs).secondsLeft).toBeLessThan(1.3);
    expect(last(xs).secondsLeft).toBeGreaterThanOrEqual(0);
  });

  it('gives no absurd estimate: a search days from its end has no shape yet', () => {
    const xs = feed(steady(1000, 30 * 24 * 3600, 2000).map((s) => ({ ...s, done: s.done + 0.02 })));
    expect(last(xs).statesPerSecond).toBeCloseTo(1000, -1);
    for (const x of xs) expect(x.secondsLeft).toBeNull();
  });

  it('keeps the bar from going back, and takes a clock that goes back as no time passing', () => {
    const xs = feed([
      { states: 0, done: 0, at: 0 },
      { states: 100, done: 0.4, at: 100 },
      { states: 200, done: 0.3, at: 200 },
      { states: 300, done: 1.7, at: 150 },
    ]);
    expect(xs.map((x) => x.done)).toEqual([0, 0.4, 0.4, 1]);
    expect(xs.every((x) => x.statesPerSecond === null || Number.isFinite(x.statesPerSecond))).toBe(
      true,
    );
  });

  it('smooths the rate: one burst of states moves it only part of the way', () => {
    const before = steady(10_000, 100, 3000);
    const burst = { states: 30_000 + 5000, done: 0.031, at: 4100 };
    const rate = last(feed([...before, burst])).statesPerSecond as number;
    // The burst alone is 50,000 states a second.
    expect(rate).toBeGreaterThan(10_000);
    expect(rate).toBeLessThan(20_000);
  });

  it('takes reports that arrive together without dividing by no time', () => {
    const base = feed(steady(10_000, 10, 2000));
    const together = feed([
      ...steady(10_000, 10, 2000),
      { states: 21_000, done: 0.21, at: 3000 },
      { states: 22_000, done: 0.22, at: 3000 },
    ]);
    expect(last(together)).toEqual({ ...last(base), states: 22_000, done: 0.22 });
  });
});
