// Where everything of the timeline goes, in pixels: lanes, the time axis, each step's marks and
// every text with its box, so that the components only draw what is decided here and a test can
// check that no two labels overlap (timelineLayout.shipped.test.ts). Pure arithmetic.
import type { TimelineModel } from '../../../engine/timeline';
import { formatValue } from '../formatValue';
import { stretchShifts, tickLabels } from './timelineAxis';
import { layoutBars, type Bars } from './timelineBars';
import {
  AXIS_H,
  DIVIDER_H,
  gutterWidth,
  laneTexts,
  NARROW_PX,
  stackLanes,
  type Lane,
} from './timelineLanes';
import { marksOf, placeStep, type MarkBox, type StepLayout } from './timelineMarks';
import { EMPTY, GAP, ONE_ROW, relabel, sweep, type SweepResult } from './timelineSweep';
import { stepSpecs, tokenLength } from './timelineSteps';
import type { TextBox } from './textMetrics';
import { timelineWords, type TimelineWords } from './timelineWords';

export { AXIS_H, type Lane } from './timelineLanes';
export type { MarkBox, StepLayout } from './timelineMarks';

const BOTTOM = 10;

/** A vertical line: a write's arrow, or the dashed line of a tick. */
export interface VLine {
  kind: 'arrow' | 'tick';
  /** The step of an arrow; null for a tick's line. */
  step: number | null;
  x: number;
  y1: number;
  y2: number;
}

export interface TimelineLayout {
  width: number;
  height: number;
  /** Width of the left column of lane names; nothing of the time axis reaches into it. */
  gutter: number;
  /** x of tick 0 and of the end of time. */
  x0: number;
  x1: number;
  /** x of each tick from 0 to the horizon (time is not to scale: see timelineAxis.ts). */
  tickX: number[];
  ticks: TextBox[];
  /** Ticks with more than one step, and the x range of their steps. */
  groups: { t: number; x1: number; x2: number }[];
  lanes: Lane[];
  /** Top of the resources heading, when there are tables. */
  resourcesTop: number | null;
  steps: StepLayout[];
  /** x of each step, by run-order index: every step has its own. */
  stepX: number[];
  /** Where the playhead sits before the first step. */
  startX: number;
  bars: Bars;
  /** Lane names, track names, the resources heading and the axis title. */
  gutterTexts: TextBox[];
  /** Every text drawn, with its box. */
  texts: TextBox[];
  marks: MarkBox[];
  lines: VLine[];
}

/**
 * Lays the model out for a drawing `width` pixels wide. When the steps need more room than that,
 * the drawing is wider (its box scrolls); it is never narrower. `changed` are the steps whose
 * outcome the last re-run changed (they get a tag). Every text is measured and placed in `words`
 * (the page's language unless given), and drawn as placed.
 */
export function layoutTimeline(
  model: TimelineModel,
  width: number,
  changed: ReadonlySet<number> = new Set(),
  words: TimelineWords = timelineWords(),
): TimelineLayout {
  const tokenLen = tokenLength(
    [...model.events, ...model.holds, ...model.beliefs].map((x) =>
      x.token === null ? '' : formatValue(x.token),
    ),
  );
  const specs = stepSpecs(model.events, tokenLen, changed, words.changed, words.outcome);
  const names: [Lane['kind'], string][] = [
    ...model.workers.map((w): [Lane['kind'], string] => ['worker', w]),
    ...model.others.map((o): [Lane['kind'], string] => ['other', o]),
    ...model.tables.map((t): [Lane['kind'], string] => ['table', t]),
  ];
  const index = (kind: Lane['kind'], name: string) =>
    names.findIndex(([k, n]) => n === name && (k === 'table') === (kind === 'table'));
  const tracks = width < NARROW_PX ? words.tracks.short : words.tracks.long;
  const gutter = gutterWidth(names, tracks, words);
  const x0 = gutter + 4;

  const laneOf = specs.map((s) => index('worker', s.actor));
  const tableOf = specs.map((s) => (s.table === null ? null : index('table', s.table)));
  const input = { specs, laneOf, tableOf, kinds: names.map(([k]) => k), x0 };
  // Every label on one row if that fits the width, else labels take turns in rows.
  const roomy = sweep({ ...input, horizon: model.horizon, rows: ONE_ROW });
  const packed = widthOf(roomy) <= width ? roomy : sweep({ ...input, horizon: model.horizon });
  const last = packed.centres.at(-1) ?? x0;
  const rightPad = widthOf(packed) - last;
  const shifts = stretchShifts(packed.centres, width - rightPad);
  const tickX = packed.centres.map((c, t) => c + (shifts[t] ?? 0));
  const stepX = specs.map((s) => (packed.x[s.i] ?? 0) + (shifts[s.at] ?? 0));
  const x1 = tickX.at(-1) ?? x0;
  const rows = relabel(input, stepX, packed);

  const lanes = stackLanes(names, specs, laneOf, tableOf, rows);
  const resourcesTop =
    model.tables.length > 0 ? (lanes.find((l) => l.kind === 'table')?.top ?? 0) - DIVIDER_H : null;
  const bottom = lanes.at(-1);
  const height = (bottom ? bottom.top + bottom.height : AXIS_H) + BOTTOM;

  const steps = specs.map((s, k): StepLayout => {
    const lane = lanes[laneOf[k] ?? 0] as Lane;
    const table = tableOf[k] === null ? null : (lanes[tableOf[k] ?? 0] ?? null);
    return placeStep(s, stepX[k] ?? 0, lane, table, rows);
  });
  const bars = layoutBars({
    model,
    steps: steps.map((p) => ({
      i: p.spec.i,
      at: p.spec.at,
      actor: p.spec.actor,
      do: p.spec.action,
      outcome: model.events[p.spec.i]?.outcome ?? null,
      x: p.x,
      left: p.spec.left,
      right: p.spec.right,
      arrow: p.arrow !== null,
    })),
    laneIndex: new Map(names.map(([, n], k) => [n, k])),
    tracks: new Map(lanes.filter((l) => l.kind === 'worker').map((l) => [l.name, l])),
    tickX,
    x1,
    tokenLen,
    words,
  });

  const busy = new Set(specs.map((s) => s.at));
  const edges = new Set(
    [...model.holds, ...model.beliefs, ...model.stale].flatMap((s) => [s.from, s.to]),
  );
  for (const p of model.pauses) [p.from, p.until].forEach((t) => edges.add(t));
  const ticks = tickLabels(
    tickX,
    busy,
    edges,
    steps.map((p) => ({ at: p.spec.at, x: p.x })),
  );
  const groups = [...busy]
    .map((t) => {
      const xs = steps.filter((p) => p.spec.at === t).map((p) => p.x);
      return { t, x1: Math.min(...xs), x2: Math.max(...xs), n: xs.length };
    })
    .filter((g) => g.n > 1)
    .map(({ t, x1: a, x2: b }) => ({ t, x1: a, x2: b }));
  const gutterTexts = laneTexts(lanes, gutter, tracks, resourcesTop, words);
  const texts = [
    ...gutterTexts,
    ...ticks,
    ...steps.flatMap((p) => [
      p.action,
      p.token,
      p.tags,
      p.mark?.text ?? null,
      p.arrow?.chip ?? null,
      p.arrow?.outcome ?? null,
    ]),
    ...[...bars.pauses, ...bars.holds, ...bars.beliefs, ...bars.stale].map((b) => b.label),
    ...bars.stale.map((b) => b.noHold),
  ].filter((b): b is TextBox => b !== null);
  const lines: VLine[] = [
    ...ticks.map((t): VLine => ({
      kind: 'tick',
      step: null,
      x: t.ax,
      y1: AXIS_H - 3,
      y2: height - 6,
    })),
    ...steps.flatMap((p): VLine[] =>
      p.arrow ? [{ kind: 'arrow', step: p.spec.i, x: p.x, y1: p.arrow.y1, y2: p.arrow.tipY }] : [],
    ),
  ];
  return {
    width: x1 + rightPad <= width + 0.5 ? width : Math.ceil(x1 + rightPad),
    height,
    gutter,
    x0: tickX[0] ?? x0,
    x1,
    tickX,
    ticks,
    groups,
    lanes,
    resourcesTop,
    steps,
    stepX,
    startX: x0,
    bars,
    gutterTexts,
    texts,
    marks: steps.flatMap(marksOf),
    lines,
  };
}

/** The width a packed sweep needs: up to its last tick, and room for what reaches past it. */
function widthOf(packed: SweepResult): number {
  const last = packed.centres.at(-1) ?? 0;
  return last + Math.max(EMPTY + 10, packed.extent + GAP - last);
}

/** The lane of an actor or a table. */
export function laneOf(layout: TimelineLayout, kind: Lane['kind'], name: string): Lane | null {
  return (
    layout.lanes.find((l) => l.name === name && (l.kind === 'table') === (kind === 'table')) ?? null
  );
}
