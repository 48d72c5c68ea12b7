// Where everything of the timeline goes, in pixels: lanes, the time scale, ticks and each step's x.
// Pure arithmetic on the timeline model, so it is tested without a browser.
import type { TimelineModel } from '../../engine/timeline';

/** Left gutter for lane names, and the room kept on the right. */
export const GUTTER = 116;
const RIGHT = 36;
/** The axis with its tick labels, above the lanes. */
export const AXIS_H = 30;
const WORKER_H = 100;
const OTHER_H = 62;
const TABLE_H = 72;
/** The heading above the table lanes. */
const DIVIDER_H = 26;
const BOTTOM = 10;
/** Tick labels need about this much room each. */
const MIN_TICK_PX = 30;
const TICK_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
/** Steps at the same tick sit this far apart (or less, when ticks are narrow). */
const SAME_TICK_PX = 18;

export interface Lane {
  kind: 'worker' | 'other' | 'table';
  name: string;
  top: number;
  height: number;
  /** The line the actor's events sit on (for a table, the top of its band, where arrows end). */
  y: number;
  /** Worker lanes only: the middle of the "really holds" and "believes" tracks. */
  holdY: number;
  beliefY: number;
}

export interface TimelineLayout {
  width: number;
  height: number;
  /** x of tick 0 and of the horizon. */
  x0: number;
  x1: number;
  /** Pixels per tick. */
  scale: number;
  ticks: number[];
  lanes: Lane[];
  /** Top of the resources heading, when there are tables. */
  resourcesTop: number | null;
  /** x of each step, by run-order index (steps at the same tick are spread a little). */
  stepX: number[];
  /** Where the playhead sits before the first step. */
  startX: number;
  /**
   * Which of three label rows a write's outcome goes in, under its table: consecutive writes to a
   * table take turns, so neighbouring labels do not overlap.
   */
  labelRow: number[];
  /** 1 when a step's action label is lifted above its neighbour's on a crowded lane, else 0. */
  labelLift: number[];
  /** How many characters of a token fit in a step's mark at this scale. */
  tokenChars: number;
}

/** Lays the model out in a drawing `width` pixels wide. */
export function layoutTimeline(model: TimelineModel, width: number): TimelineLayout {
  const w = Math.max(width, GUTTER + RIGHT + 120);
  const x0 = GUTTER + 14;
  const x1 = w - RIGHT;
  const scale = (x1 - x0) / Math.max(1, model.horizon);
  const x = (t: number) => x0 + t * scale;

  const lanes: Lane[] = [];
  let top = AXIS_H;
  const add = (kind: Lane['kind'], name: string, height: number, y: number) => {
    lanes.push({ kind, name, top, height, y: top + y, holdY: top + 66, beliefY: top + 86 });
    top += height;
  };
  for (const wk of model.workers) add('worker', wk, WORKER_H, 42);
  for (const o of model.others) add('other', o, OTHER_H, 42);
  let resourcesTop: number | null = null;
  if (model.tables.length > 0) {
    resourcesTop = top;
    top += DIVIDER_H;
    for (const t of model.tables) add('table', t, TABLE_H, 8);
  }

  const stepX = spreadSameTick(model.events, x, scale);
  return {
    width: w,
    height: top + BOTTOM,
    x0,
    x1,
    scale,
    ticks: ticksFor(model.horizon, scale),
    lanes,
    resourcesTop,
    stepX,
    startX: x0 - 10,
    labelRow: takeTurns(model.events),
    labelLift: liftCrowded(model.events, stepX),
    tokenChars: Math.max(3, Math.floor((scale * 0.9 - 12) / 6.6)),
  };
}

/** Whole ticks from 0 to the horizon, thinned so that labels do not collide. */
export function ticksFor(horizon: number, scale: number): number[] {
  const every = TICK_STEPS.find((s) => s * scale >= MIN_TICK_PX) ?? TICK_STEPS.at(-1) ?? 1;
  const out: number[] = [];
  for (let t = 0; t <= horizon; t += every) out.push(t);
  return out;
}

/** Each event's x: its tick, with the events of one tick spread evenly around it. */
function spreadSameTick(
  events: TimelineModel['events'],
  x: (t: number) => number,
  scale: number,
): number[] {
  const byAt = new Map<number, number[]>();
  for (const e of events) byAt.set(e.at, [...(byAt.get(e.at) ?? []), e.i]);
  const out: number[] = [];
  for (const [at, group] of byAt) {
    const n = group.length;
    const gap = n > 1 ? Math.min(SAME_TICK_PX, (scale * 0.8) / (n - 1)) : 0;
    group.forEach((i, k) => (out[i] = x(at) + (k - (n - 1) / 2) * gap));
  }
  return out;
}

function takeTurns(events: TimelineModel['events']): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  for (const e of events) {
    if (e.table === null) continue;
    const n = seen.get(e.table) ?? 0;
    out[e.i] = n % 3;
    seen.set(e.table, n + 1);
  }
  return out;
}

/** Action labels closer than this to the previous one on the same lane are lifted. */
const CROWDED_PX = 44;

function liftCrowded(events: TimelineModel['events'], stepX: number[]): number[] {
  const last = new Map<string, number>();
  const out: number[] = [];
  for (const e of events) {
    const prev = last.get(e.actor);
    const x = stepX[e.i] ?? 0;
    const close = prev !== undefined && x - (stepX[prev] ?? 0) < CROWDED_PX;
    out[e.i] = close ? 1 - (out[prev] ?? 0) : 0;
    last.set(e.actor, e.i);
  }
  return out;
}

/** A token cut to `chars` characters (with an ellipsis) to fit in a step's mark. */
export function shortToken(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}

/** The lane of an actor or a table. */
export function laneOf(layout: TimelineLayout, kind: Lane['kind'], name: string): Lane | null {
  return (
    layout.lanes.find((l) => l.name === name && (l.kind === 'table') === (kind === 'table')) ?? null
  );
}

/** Roughly how wide a label is at a font size, to choose one that fits (no DOM measuring). */
export function textWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.6;
}

/** The first label that fits in `room` pixels, or null when none does. */
export function fitLabel(options: string[], room: number, fontPx: number): string | null {
  return options.find((t) => textWidth(t, fontPx) + 8 <= room) ?? null;
}
