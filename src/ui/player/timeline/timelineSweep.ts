// Where each step goes along the time axis, packed as tightly as its labels allow: one sweep from
// left to right, as Porcupine lays out a history. Every step gets its own x (steps of one tick
// take sub-columns in run order), and each label takes the lowest row where it clears what is
// already placed. Pure; timelineAxis.ts then stretches the result to the room there is.
import { CHIP_R, type StepSpec } from './timelineSteps';

/** Room between two texts or marks in a row, and between a vertical arrow and a text. */
export const GAP = 6;
/** Least distance between two steps of one tick. */
const SAME_TICK = 22;
/** Least distance between the last step of a tick and the first of the next tick. */
const NEXT_TICK = 30;
/** Least length of a stretch of time from a busy tick to an empty one (or back)... */
const NEAR_EMPTY = 14;
/** ...of one between two empty ticks... */
export const EMPTY = 8;
/** ...and of all of those in one run of empty ticks, however long (say 1000 ticks). */
const EMPTY_RUN = 32;

/** How many rows each kind of label may take turns in when room is short... */
export const ROWS = { act: 2, tag: 2, out: 3 };
/** ...and when there is room for every label side by side. */
export const ONE_ROW = { act: 1, tag: 1, out: 1 };

export interface SweepInput {
  specs: StepSpec[];
  /** Lane index of each step's actor, and of the table it writes (by run-order index). */
  laneOf: number[];
  tableOf: (number | null)[];
  /** Kind of each lane, top to bottom. */
  kinds: ('worker' | 'other' | 'table')[];
  horizon: number;
  /** Nothing may reach left of this. */
  x0: number;
  /** How many rows each kind of label may take turns in (ROWS unless given). */
  rows?: typeof ROWS;
}

export interface SweepResult {
  /** Each step's x, by run-order index. */
  x: number[];
  /** The x of each tick from 0 to the horizon: the middle of its steps, if it has any. */
  centres: number[];
  /** The rightmost point anything placed reaches. */
  extent: number;
  /** The row each step's action label, tags and outcome word went in. */
  actRow: number[];
  tagRow: number[];
  outRow: number[];
}

/** Packs the steps from left to right; see the file's note. */
export function sweep(input: SweepInput): SweepResult {
  const { specs, laneOf, tableOf, kinds, horizon, x0 } = input;
  const rows = input.rows ?? ROWS;
  const reach = new Map<string, number>();
  const get = (row: string) => reach.get(row) ?? x0;
  const put = (row: string, v: number) => reach.set(row, Math.max(get(row), v));
  /** The least x at which a label `w` wide, centred, clears row `prefix{r}` for some r. */
  const rowNeed = (prefix: string, n: number, w: number) =>
    Math.min(...Array.from({ length: n }, (_, r) => get(`${prefix}${r}`) + GAP + w / 2));
  /** The lowest such row at `x` (one exists: x was chosen so). */
  const take = (prefix: string, n: number, w: number, x: number) => {
    for (let r = 0; r < n; r++) {
      if (get(`${prefix}${r}`) + GAP + w / 2 <= x + 1e-6) {
        put(`${prefix}${r}`, x + w / 2);
        return r;
      }
    }
    return 0;
  };
  const rowsOf = (lane: number) =>
    kinds[lane] === 'table'
      ? [`${lane}:chip`, ...[0, 1, 2].map((r) => `${lane}:out${r}`)]
      : [`${lane}:tag0`, `${lane}:tag1`, `${lane}:act0`, `${lane}:act1`, `${lane}:glyph`];

  const out: SweepResult = { x: [], centres: [], extent: x0, actRow: [], tagRow: [], outRow: [] };
  const place = (s: StepSpec, least: number): number => {
    const lane = laneOf[s.i] ?? 0;
    const table = tableOf[s.i] ?? null;
    const crossed: string[] = [];
    if (table !== null) for (let l = lane + 1; l < table; l++) crossed.push(...rowsOf(l));
    let x = Math.max(least, get(`${lane}:glyph`) + GAP + s.left);
    x = Math.max(x, rowNeed(`${lane}:act`, rows.act, s.actionW));
    if (s.tagW > 0) x = Math.max(x, rowNeed(`${lane}:tag`, rows.tag, s.tagW));
    if (table !== null) {
      for (const row of crossed) x = Math.max(x, get(row) + GAP);
      x = Math.max(x, get(`${table}:chip`) + GAP + CHIP_R);
      if (s.outcomeW > 0) x = Math.max(x, rowNeed(`${table}:out`, rows.out, s.outcomeW));
    }
    put(`${lane}:glyph`, x + s.right);
    out.actRow[s.i] = take(`${lane}:act`, rows.act, s.actionW, x);
    out.tagRow[s.i] = s.tagW > 0 ? take(`${lane}:tag`, rows.tag, s.tagW, x) : 0;
    out.outRow[s.i] = 0;
    if (table !== null) {
      for (const row of crossed) put(row, x);
      put(`${table}:chip`, x + CHIP_R);
      if (s.outcomeW > 0) out.outRow[s.i] = take(`${table}:out`, rows.out, s.outcomeW, x);
    }
    const half = Math.max(s.right, s.actionW / 2, s.tagW / 2, s.outcomeW / 2, CHIP_R);
    out.extent = Math.max(out.extent, x + half);
    return x;
  };

  const busy = new Set(specs.map((s) => s.at));
  /** Least length of each stretch from tick t - 1 to t, for an empty tick t or one after it. */
  const emptyStep: number[] = [];
  for (let t = 0, from = -1; t <= horizon + 1; t++) {
    if (!busy.has(t) && t <= horizon) continue;
    const inner = Math.min(EMPTY, EMPTY_RUN / Math.max(1, t - from - 2));
    for (let u = from + 1; u <= Math.min(t, horizon); u++) {
      emptyStep[u] = u === from + 1 || u === t ? NEAR_EMPTY : inner;
    }
    from = t;
  }
  let k = 0;
  let last = -Infinity;
  let prevEnd = x0;
  let prevBusy = false;
  for (let t = 0; t <= horizon; t++) {
    const group: StepSpec[] = [];
    for (; k < specs.length && (specs[k]?.at ?? 0) <= t; k++) group.push(specs[k] as StepSpec);
    if (group.length === 0) {
      const c = t === 0 ? x0 + EMPTY : prevEnd + (emptyStep[t] ?? EMPTY);
      out.centres[t] = c;
      [prevEnd, prevBusy] = [c, false];
      continue;
    }
    const least = t === 0 ? x0 : prevEnd + (prevBusy ? NEXT_TICK : (emptyStep[t] ?? EMPTY));
    const xs = group.map((s) => {
      last = place(s, Math.max(least, last + SAME_TICK));
      out.x[s.i] = last;
      return last;
    });
    out.centres[t] = ((xs[0] ?? 0) + (xs.at(-1) ?? 0)) / 2;
    [prevEnd, prevBusy] = [xs.at(-1) ?? 0, true];
  }
  return out;
}

/**
 * The rows of the labels again, for the steps at their final x: once time is stretched, labels
 * that had to take turns may fit side by side, so each takes the lowest row that is free. If
 * some label finds no free row this way, the sweep's own rows stay (they still fit: stretching
 * only moves later steps further right).
 */
export function relabel(
  input: Omit<SweepInput, 'horizon'>,
  x: number[],
  packed: SweepResult,
): Pick<SweepResult, 'actRow' | 'tagRow' | 'outRow'> {
  const reach = new Map<string, number>();
  const take = (prefix: string, n: number, w: number, at: number): number | null => {
    for (let r = 0; r < n; r++) {
      const row = `${prefix}${r}`;
      if ((reach.get(row) ?? input.x0) + GAP + w / 2 <= at + 1e-6) {
        reach.set(row, at + w / 2);
        return r;
      }
    }
    return null;
  };
  const rows = { actRow: [] as number[], tagRow: [] as number[], outRow: [] as number[] };
  for (const s of input.specs) {
    const at = x[s.i] ?? 0;
    const lane = input.laneOf[s.i] ?? 0;
    const table = input.tableOf[s.i] ?? null;
    const act = take(`${lane}:act`, ROWS.act, s.actionW, at);
    const tag = s.tagW > 0 ? take(`${lane}:tag`, ROWS.tag, s.tagW, at) : 0;
    const out =
      table !== null && s.outcomeW > 0 ? take(`${table}:out`, ROWS.out, s.outcomeW, at) : 0;
    if (act === null || tag === null || out === null) return packed;
    rows.actRow[s.i] = act;
    rows.tagRow[s.i] = tag;
    rows.outRow[s.i] = out;
  }
  return rows;
}
