// The lanes of the timeline, top to bottom, and the texts of the column of names on their left.
// Pure arithmetic; a lane is as tall as its rows of labels need.
import { TICK_BASELINE } from './timelineAxis';
import type { SweepResult } from './timelineSweep';
import type { StepSpec } from './timelineSteps';
import { centredBaseline, textBox, textWidth, type TextBox } from './textMetrics';
import type { TimelineWords } from './timelineWords';

/** The axis with its tick labels, above the lanes. */
export const AXIS_H = 30;
export const ROW_H = 16;
export const DIVIDER_H = 26;
/** Below this drawing width the track labels take their short form (TimelineWords.tracks). */
export const NARROW_PX = 560;

export interface Lane {
  kind: 'worker' | 'other' | 'table';
  name: string;
  top: number;
  height: number;
  /** The line the actor's steps sit on (for a table, the top of its band, where arrows end). */
  y: number;
  /** Worker lanes only: the middle of the "really holds" and "believes" tracks. */
  holdY: number;
  beliefY: number;
  /** How many rows of action labels, tags and (tables) outcome words the lane has. */
  rows: { act: number; tag: number; out: number };
}

export type Rows = Pick<SweepResult, 'actRow' | 'tagRow' | 'outRow'>;

/** Enough room for the widest lane name and track label, with a margin each side. */
export function gutterWidth(
  names: [Lane['kind'], string][],
  tracks: string[],
  words: TimelineWords,
): number {
  const widths = [
    ...names.map(([k, n]) => 20 + textWidth(n, k === 'table' ? 'table-name' : 'lane-name')),
    ...tracks.map((t) => 18 + textWidth(t, 'track')),
    20 + textWidth(words.resources, 'heading'),
    18 + textWidth(words.axisTitle, 'axis-title'),
    20 + textWidth(words.table, 'lane-kind'),
    20 + textWidth(words.actor, 'lane-kind'),
  ];
  return Math.ceil(Math.max(72, ...widths));
}

/** The lanes top to bottom, each as tall as its rows of labels need. */
export function stackLanes(
  names: [Lane['kind'], string][],
  specs: StepSpec[],
  laneOf: number[],
  tableOf: (number | null)[],
  placed: Rows,
): Lane[] {
  const lanes: Lane[] = [];
  let top = AXIS_H;
  names.forEach(([kind, name], l) => {
    const mine = specs.filter((_, k) => laneOf[k] === l);
    const writes = specs.filter((_, k) => tableOf[k] === l);
    const rows = {
      act: Math.max(1, ...mine.map((s) => (placed.actRow[s.i] ?? 0) + 1)),
      tag: Math.max(0, ...mine.filter((s) => s.tagW > 0).map((s) => (placed.tagRow[s.i] ?? 0) + 1)),
      out: Math.max(1, ...writes.map((s) => (placed.outRow[s.i] ?? 0) + 1)),
    };
    if (kind === 'table' && lanes.every((x) => x.kind !== 'table')) top += DIVIDER_H;
    const y = kind === 'table' ? top + 8 : top + 36 + ROW_H * (rows.act + rows.tag - 1);
    const height =
      kind === 'table' ? 62 + ROW_H * (rows.out - 1) : y - top + (kind === 'worker' ? 58 : 28);
    lanes.push({ kind, name, top, height, y, holdY: y + 24, beliefY: y + 44, rows });
    top += height;
  });
  return lanes;
}

/** Baseline of a row of labels above a lane's line: action labels first, then tags. */
export const actBaseline = (lane: Lane, row: number) => lane.y - 20 - ROW_H * row;
export const tagBaseline = (lane: Lane, row: number) => actBaseline(lane, lane.rows.act + row);

/** The texts of the left column: lane names, what each track shows, the resources heading. */
export function laneTexts(
  lanes: Lane[],
  gutter: number,
  tracks: string[],
  resourcesTop: number | null,
  words: TimelineWords,
): TextBox[] {
  const out: TextBox[] = [textBox('axis-title', words.axisTitle, gutter - 8, TICK_BASELINE, 'end')];
  if (resourcesTop !== null) {
    out.push(
      textBox(
        'heading',
        words.resources,
        10,
        resourcesTop + 18,
        'start',
        null,
        words.resourcesFull,
      ),
    );
  }
  for (const l of lanes) {
    if (l.kind === 'table') {
      out.push(textBox('table-name', l.name, 10, l.y + 18, 'start'));
      out.push(textBox('lane-kind', words.table, 10, l.y + 35, 'start'));
      continue;
    }
    out.push(textBox('lane-name', l.name, 10, l.y + 5, 'start'));
    if (l.kind === 'other') out.push(textBox('lane-kind', words.actor, 10, l.y + 22, 'start'));
    else {
      out.push(
        textBox('track', tracks[0] ?? '', gutter - 8, centredBaseline('track', l.holdY), 'end'),
      );
      out.push(
        textBox('track', tracks[1] ?? '', gutter - 8, centredBaseline('track', l.beliefY), 'end'),
      );
    }
  }
  return out;
}
