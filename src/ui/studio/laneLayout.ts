// Geometry of the studio's lane editor: where a tick and a lane sit, and the tick under a point. Pure.

export const LABEL_WIDTH = 96;
export const TICK_WIDTH = 36;
export const LANE_HEIGHT = 44;
export const AXIS_HEIGHT = 24;

/** The x of a tick's centre. */
export const xOfTick = (tick: number) => LABEL_WIDTH + tick * TICK_WIDTH + TICK_WIDTH / 2;

/** The y of a lane's top. */
export const yOfLane = (lane: number) => AXIS_HEIGHT + lane * LANE_HEIGHT;

/** The tick under an x inside the SVG, snapped and clamped to [0, last]. */
export function tickAt(x: number, last: number): number {
  const t = Math.floor((x - LABEL_WIDTH) / TICK_WIDTH);
  return Math.min(last, Math.max(0, t));
}

/** The whole drawing's size. */
export function sizeOf(lanes: number, last: number): { width: number; height: number } {
  return {
    width: LABEL_WIDTH + (last + 1) * TICK_WIDTH,
    height: AXIS_HEIGHT + lanes * LANE_HEIGHT,
  };
}
