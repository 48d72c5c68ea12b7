// How far a search has got, how fast it goes and, once the search has a shape, how long it may
// still take. The explorer reports its states and an estimated share done (ExploreProgress, from
// the moves tried at each depth); the host stamps each report with its own clock, since the
// engine reads none. Pure: every time is passed in.
import { DEFAULT_MAX_STATES } from '../engine/explore/limits';
import type { Scenario } from '../engine/types';

/** One progress report as the host received it. */
export interface ProgressSample {
  /** Distinct states so far. */
  states: number;
  /** The explorer's estimated share done, 0 to 1. */
  done: number;
  /** When the host received it, in ms, on a clock that does not go back (a later one is kept). */
  at: number;
}

/** What a progress bar shows. */
export interface ExploreEstimate {
  states: number;
  /** The share done for the bar, 0 to 1, never going back. */
  done: number;
  /** States per second, smoothed; null until the reports span long enough to tell. */
  statesPerSecond: number | null;
  /** Seconds left, smoothed and never negative; null while the search has no shape yet. */
  secondsLeft: number | null;
}

/** A running estimate: the one shown, and what the next report is measured against. */
export interface EstimateTrack {
  readonly estimate: ExploreEstimate;
  /** The first report: the search's clock starts there (the worker's start-up is not the search). */
  readonly first: ProgressSample;
  /** The first report with states: rates are measured from it. */
  readonly anchor: ProgressSample | null;
  /** The last report. */
  readonly last: ProgressSample;
  /** Reports since the anchor in which the share done moved on. */
  readonly moves: number;
}

/** When an estimate is given, and how much it is smoothed. */
export const ESTIMATE_RULES = {
  /** No states-per-second figure before the reports with states span this long. */
  rateAfterMs: 250,
  /** No time left before the search has run this long, … */
  warmUpMs: 500,
  /** … while less than this share is done, … */
  minDone: 0.01,
  /** … or before the share done has moved on in this many reports. */
  minMoves: 3,
  /** Half-life of the states-per-second average once it runs (before, it is the plain average). */
  rateHalfLifeMs: 1000,
  /**
   * Half-lives of the pull of a new estimate of the time left on the one shown as it counts down:
   * slower up than down, since a figure that grows again is the one that reads as jumping.
   */
  leftUpHalfLifeMs: 1500,
  leftDownHalfLifeMs: 600,
  /** A longer estimate is no estimate: a search this far from the end has no shape yet. */
  maxLeftSeconds: 24 * 60 * 60,
} as const;

const R = ESTIMATE_RULES;

/**
 * The most states a search of this scenario takes before its bound stops it: its `explore:`
 * block's `maxStates`, or the default a model read off the timeline has.
 */
export function stateBound(scenario: Scenario): number {
  return scenario.explore?.maxStates ?? DEFAULT_MAX_STATES;
}

/** The share of the gap to close after `dt` ms, for an average with this half-life. */
const pull = (dt: number, halfLife: number) => 1 - 2 ** (-dt / halfLife);

const share = (done: number) => (Number.isFinite(done) ? Math.min(1, Math.max(0, done)) : 0);

/**
 * The estimate after one more report. `maxStates` is the search's state bound when the host knows
 * it: the search stops there, so no estimate of the time left goes past it.
 */
export function nextEstimate(
  track: EstimateTrack | null,
  report: ProgressSample,
  maxStates: number | null = null,
): EstimateTrack {
  const at = track ? Math.max(report.at, track.last.at) : report.at;
  const sample: ProgressSample = { states: report.states, done: share(report.done), at };
  if (!track) {
    const estimate = { states: sample.states, done: sample.done, ...UNKNOWN };
    return {
      estimate,
      first: sample,
      anchor: sample.states > 0 ? sample : null,
      last: sample,
      moves: 0,
    };
  }
  const before = track.estimate;
  const done = Math.max(before.done, sample.done);
  const moved = sample.done > before.done;
  // Reports that arrive together (the page was busy) change the figures only with the next.
  const dt = at - track.last.at;
  const last = sample;
  const anchor = track.anchor ?? (sample.states > 0 ? sample : null);
  if (!track.anchor || !anchor) {
    const estimate = { states: sample.states, done, ...UNKNOWN };
    return { ...track, estimate, anchor, last };
  }
  const moves = track.moves + (moved ? 1 : 0);
  const rate =
    dt > 0 ? nextRate(before.statesPerSecond, anchor, track.last, sample) : before.statesPerSecond;
  const shaped =
    at - track.first.at >= R.warmUpMs &&
    done >= R.minDone &&
    moves >= R.minMoves &&
    done > anchor.done;
  const raw = shaped ? rawLeft(anchor, { ...sample, done }, rate, maxStates) : null;
  const estimate: ExploreEstimate = {
    states: sample.states,
    done,
    statesPerSecond: rate,
    secondsLeft: dt > 0 ? nextLeft(before.secondsLeft, raw, dt) : before.secondsLeft,
  };
  return { estimate, first: track.first, anchor, last, moves };
}

const UNKNOWN = { statesPerSecond: null, secondsLeft: null } as const;

/** States per second: the plain average from the anchor at first, then a moving average. */
function nextRate(
  rate: number | null,
  anchor: ProgressSample,
  last: ProgressSample,
  now: ProgressSample,
): number | null {
  const span = now.at - anchor.at;
  if (span < R.rateAfterMs) return null;
  if (rate === null || span < R.rateHalfLifeMs)
    return (Math.max(0, now.states - anchor.states) * 1000) / span;
  const dt = now.at - last.at;
  const latest = (Math.max(0, now.states - last.states) * 1000) / dt;
  return rate + pull(dt, R.rateHalfLifeMs) * (latest - rate);
}

/**
 * Seconds left by the share done since the anchor, at the pace it was done at, and no more than
 * the state bound allows at the current rate; null when that says nothing sensible.
 */
function rawLeft(
  anchor: ProgressSample,
  now: ProgressSample,
  rate: number | null,
  maxStates: number | null,
): number | null {
  const perSecond = ((now.done - anchor.done) * 1000) / (now.at - anchor.at);
  let left = (1 - now.done) / perSecond;
  if (maxStates !== null && rate !== null && rate > 0)
    left = Math.min(left, Math.max(0, maxStates - now.states) / rate);
  return Number.isFinite(left) && left >= 0 && left <= R.maxLeftSeconds ? left : null;
}

/**
 * The time left shown: the one before, counted down by the time since, and pulled part of the way
 * towards the new estimate, so that it neither jumps with each report nor stands still.
 */
function nextLeft(shown: number | null, raw: number | null, dt: number): number | null {
  if (shown === null) return raw;
  const countdown = Math.max(0, shown - dt / 1000);
  if (raw === null) return countdown;
  const halfLife = raw > countdown ? R.leftUpHalfLifeMs : R.leftDownHalfLifeMs;
  return Math.max(0, countdown + pull(dt, halfLife) * (raw - countdown));
}
