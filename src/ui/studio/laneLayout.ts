// Geometry of the studio's lane editor: where a tick and a lane sit, and the tick under a point. Pure.

export const LABEL_WIDTH = 96;
export const TICK_WIDTH = 36;
export const LANE_HEIGHT = 44;
export const AXIS_HEIGHT = 24;
/** A step's mark: a circle of this radius at its tick's centre, on its lane's middle. */
export const STEP_RADIUS = 12;

/** The x of a tick's centre. */
export const xOfTick = (tick: number) => LABEL_WIDTH + tick * TICK_WIDTH + TICK_WIDTH / 2;

/** The x of the line between tick `edge - 1` and tick `edge` (the left side of tick `edge`). */
export const xOfEdge = (edge: number) => LABEL_WIDTH + edge * TICK_WIDTH;

/** The y of a lane's top. */
export const yOfLane = (lane: number) => AXIS_HEIGHT + lane * LANE_HEIGHT;

/** The tick under an x inside the SVG, snapped and clamped to [0, last]. */
export function tickAt(x: number, last: number): number {
  const t = Math.floor((x - LABEL_WIDTH) / TICK_WIDTH);
  return Math.min(last, Math.max(0, t));
}

/** The line between two ticks nearest an x (what a pause's end snaps to), clamped to [0, last]. */
export function edgeAt(x: number, last: number): number {
  const e = Math.round((x - LABEL_WIDTH) / TICK_WIDTH);
  return Math.min(last, Math.max(0, e));
}

/** A horizontal span of the drawing: from x, this wide. */
export interface Span {
  x: number;
  width: number;
}

/** Width of a pause's end handle, and the gap it keeps from the tick the worker wakes at. */
export const HANDLE_WIDTH = 8;
const HANDLE_GAP = 2;

/**
 * Where a pause from `at` to `until` is drawn: its bar from the step's mark to the line where
 * tick `until` starts, and the end handle just inside the bar, on the last tick slept through.
 * WARNING: the handle must stay off the tick the worker wakes at: that is where the instructor
 * clicks the lane to add the worker's next step, and a handle there would catch the click.
 */
export function pauseShape(at: number, until: number): { bar: Span; handle: Span } {
  const start = xOfTick(at);
  const end = xOfEdge(until);
  return {
    bar: { x: start, width: Math.max(0, end - start) },
    handle: { x: end - HANDLE_GAP - HANDLE_WIDTH, width: HANDLE_WIDTH },
  };
}

/** The whole drawing's size. */
export function sizeOf(lanes: number, last: number): { width: number; height: number } {
  return {
    width: LABEL_WIDTH + (last + 1) * TICK_WIDTH,
    height: AXIS_HEIGHT + lanes * LANE_HEIGHT,
  };
}
