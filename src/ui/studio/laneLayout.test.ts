import { describe, expect, it } from 'vitest';
import {
  edgeAt,
  LABEL_WIDTH,
  pauseShape,
  STEP_RADIUS,
  TICK_WIDTH,
  tickAt,
  xOfEdge,
  xOfTick,
} from './laneLayout';

/** The x-range [from, to) of a tick's column on a lane. */
const column = (tick: number) => ({ from: xOfEdge(tick), to: xOfEdge(tick + 1) });

describe('a pause on the lanes', () => {
  const pauses = Array.from({ length: 12 }, (_, at) =>
    Array.from({ length: 8 }, (_, n) => ({ at, until: at + n + 1 })),
  ).flat();

  it('keeps its end handle off the tick the worker wakes at, for every pause', () => {
    for (const { at, until } of pauses) {
      const { handle } = pauseShape(at, until);
      const wake = column(until);
      expect([at, until, handle.x + handle.width <= wake.from]).toEqual([at, until, true]);
      // On the lane, inside the last tick slept through.
      expect(handle.x).toBeGreaterThanOrEqual(column(until - 1).from);
    }
  });

  it('keeps the wake tick’s middle, where a click opens the menu there, clear of the pause', () => {
    for (const { at, until } of pauses) {
      const { bar, handle } = pauseShape(at, until);
      const middle = xOfTick(until);
      expect(bar.x + bar.width).toBeLessThan(middle - STEP_RADIUS);
      expect(handle.x + handle.width).toBeLessThan(middle - STEP_RADIUS);
    }
  });

  it('shows the handle beside a one-tick pause’s mark, not hidden under it', () => {
    const { handle } = pauseShape(3, 4);
    expect(handle.x + handle.width).toBeGreaterThan(xOfTick(3) + STEP_RADIUS);
  });

  it('starts a drag of the handle at its own until, and drops it at the edge nearest', () => {
    const last = 30;
    for (const { at, until } of pauses) {
      const { handle } = pauseShape(at, until);
      expect(edgeAt(handle.x + handle.width / 2, last)).toBe(until);
    }
    expect(edgeAt(xOfEdge(4) + TICK_WIDTH / 2 - 1, last)).toBe(4);
    expect(edgeAt(xOfEdge(4) - TICK_WIDTH / 2 + 1, last)).toBe(4);
    expect(edgeAt(LABEL_WIDTH - 50, last)).toBe(0);
    expect(edgeAt(xOfEdge(99), last)).toBe(last);
  });
});

describe('the tick under a point', () => {
  it('is the column the point is in, clamped to the drawing', () => {
    expect(tickAt(xOfTick(5), 12)).toBe(5);
    expect(tickAt(xOfEdge(5), 12)).toBe(5);
    expect(tickAt(xOfEdge(5) - 1, 12)).toBe(4);
    expect(tickAt(0, 12)).toBe(0);
    expect(tickAt(xOfTick(40), 12)).toBe(12);
  });
});
