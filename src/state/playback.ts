// Playback arithmetic: where the playhead may go and how long each step takes to play. Pure.
import { writeTarget } from '../engine/timeline';
import type { Trace } from '../engine/types';

/** The playhead before the first step: nothing has happened yet. */
export const BEFORE_START = -1;

/** The speeds offered, slowest first; any value between the ends is allowed. */
export const SPEEDS = [0.25, 0.5, 1, 2, 4] as const;
export const MIN_SPEED = SPEEDS[0];
export const MAX_SPEED = SPEEDS[SPEEDS.length - 1] ?? 4;

/** At 1×: how long the playhead rests on a step, and how long one tick of time takes to pass. */
export const DWELL_MS = 700;
export const TICK_MS = 250;
/** A long quiet stretch still plays in reasonable time. */
export const MAX_GLIDE_MS = 1800;
/** Steps at the same tick still slide (a few pixels apart on the timeline). */
export const MIN_GLIDE_MS = 150;

/** A step index within `[BEFORE_START, count - 1]`; anything unreadable is the start. */
export function clampStep(step: number, count: number): number {
  if (!Number.isFinite(step)) return BEFORE_START;
  return Math.min(count - 1, Math.max(BEFORE_START, Math.trunc(step)));
}

/** A speed within `[MIN_SPEED, MAX_SPEED]`; anything unreadable is 1×. */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** The next offered speed up (`+1`) or down (`-1`) from `speed`, staying at the ends. */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  const current = clampSpeed(speed);
  const list = direction > 0 ? SPEEDS : [...SPEEDS].reverse();
  return list.find((s) => (direction > 0 ? s > current : s < current)) ?? current;
}

/** The first step after `from` that writes a table, or null when none is left. */
export function nextWriteIndex(trace: Trace, from: number): number | null {
  const s = trace.steps.find((x) => x.i > from && writeTarget(x) !== null);
  return s ? s.i : null;
}

/** The first step after `from` that caused a violation, or null when none is left. */
export function nextViolationIndex(trace: Trace, from: number): number | null {
  const s = trace.steps.find((x) => x.i > from && x.violations.length > 0);
  return s ? s.i : null;
}

/**
 * Milliseconds at 1× from one step to the next: a rest on the step, then a glide as long as the
 * time that passes (to scale, capped), so a long pause reads as long.
 */
export function stepDuration(fromAt: number, toAt: number): number {
  return DWELL_MS + glideMs(fromAt, toAt);
}

/**
 * How far the playhead has moved from one step towards the next (0 to 1), `elapsed` ms of
 * playback (already multiplied by the speed) after it reached the first.
 */
export function glideProgress(elapsed: number, fromAt: number, toAt: number): number {
  const glide = glideMs(fromAt, toAt);
  return Math.min(1, Math.max(0, (elapsed - DWELL_MS) / glide));
}

function glideMs(fromAt: number, toAt: number): number {
  return Math.min(MAX_GLIDE_MS, Math.max(MIN_GLIDE_MS, (toAt - fromAt) * TICK_MS));
}
