// Where the timeline draws the steps that waited for a lock (PostgreSQL only: StepTrace.waited):
// a hatched bar on the actor's lane, from the step's own mark at its tick to the step whose end
// released the lock (or the tick the wait stopped at). Pure arithmetic over the layout.
import type { Trace } from '../../../engine/types';
import { laneOf, type TimelineLayout } from './timelineLayout';

/** Half the height of a wait bar. */
export const WAIT_HALF_H = 4;
/** Room left around the step marks at each end of the bar. */
const MARK_GAP = 9;

export interface WaitBar {
  /** The waiting step, in run order. */
  i: number;
  actor: string;
  from: number;
  until: number;
  on: string[];
  x: number;
  width: number;
  /** The middle of the bar: the line the actor's steps sit on. */
  y: number;
}

/** Room left between the bar and a label of the steps at its ends. */
const TEXT_GAP = 3;

/** The releasing step of a wait that stopped at `until`: one of `on`'s at that tick, if any. */
function releaserOf(trace: Trace, until: number, on: string[], i: number): number | null {
  const at = trace.steps.filter(
    (s) => s.at === until && s.i !== i && (on.length === 0 || on.includes(s.actor)),
  );
  return at.at(-1)?.i ?? null;
}

/** The texts of step `i` that reach into the band of a bar at `y`. */
const textsInBand = (layout: TimelineLayout, i: number | null, y: number) =>
  layout.texts.filter(
    (t) => t.step === i && t.y < y + WAIT_HALF_H && t.y + t.height > y - WAIT_HALF_H,
  );

/** Every wait of the trace, placed; none on SQLite, whose steps never wait. */
export function waitBars(trace: Trace, layout: TimelineLayout): WaitBar[] {
  const out: WaitBar[] = [];
  for (const s of trace.steps) {
    if (!s.waited) continue;
    const lane = laneOf(layout, 'worker', s.actor);
    const x1 = layout.stepX[s.i];
    if (!lane || x1 === undefined) continue;
    const releaser = releaserOf(trace, s.waited.until, s.waited.on, s.i);
    const x2 =
      releaser === null
        ? (layout.tickX[s.waited.until] ?? layout.x1)
        : (layout.stepX[releaser] ?? layout.x1);
    // From past the step's own mark and labels on the line to short of the releaser's.
    const x = Math.max(
      x1 + MARK_GAP,
      ...textsInBand(layout, s.i, lane.y).map((t) => t.x + t.width + TEXT_GAP),
    );
    // Without a releasing step there are no labels to keep clear of (texts of no step are the
    // lanes' own names, at the left edge).
    const releaserTexts = releaser === null ? [] : textsInBand(layout, releaser, lane.y);
    const end = Math.min(x2 - MARK_GAP, ...releaserTexts.map((t) => t.x - TEXT_GAP));
    // A wait that ends where it starts (at the same tick) still shows as a short bar.
    const width = Math.max(6, end - x);
    out.push({
      i: s.i,
      actor: s.actor,
      from: s.at,
      until: s.waited.until,
      on: s.waited.on,
      x,
      width,
      y: lane.y,
    });
  }
  return out;
}
