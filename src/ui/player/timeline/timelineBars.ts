// The bars of each worker's lane: pauses, who really holds the lease, what the worker believes,
// and where that belief is stale; each with the longest label that fits between the arrows that
// cross it. Pure; TimelineSpans draws these.
import type {
  BeliefSpan,
  HoldSpan,
  PauseSpan,
  StaleSpan,
  TimelineModel,
} from '../../../engine/timeline';
import { formatValue } from '../formatValue';
import { GAP } from './timelineSweep';
import { shortToken } from './timelineSteps';
import { centredBaseline, textBox, textWidth, type TextBox } from './textMetrics';
import type { TimelineWords } from './timelineWords';

/** Height of a bar. */
export const BAR_H = 16;

export interface Bar<S> {
  span: S;
  x: number;
  width: number;
  /** The middle of the bar's track. */
  y: number;
  label: TextBox | null;
}

export interface Bars {
  lifelines: { worker: string; x1: number; x2: number; y: number }[];
  pauses: Bar<PauseSpan>[];
  holds: Bar<HoldSpan>[];
  beliefs: Bar<BeliefSpan>[];
  /** A stale stretch: the empty hold track ("no lease") and the hatched belief over it. */
  stale: (Bar<StaleSpan> & { noHold: TextBox | null; holdY: number })[];
}

/** What the bars need to know of the placed steps and lanes. */
export interface BarInput {
  model: TimelineModel;
  /** Placed steps, in run order. */
  steps: {
    i: number;
    at: number;
    actor: string;
    do: string;
    outcome: string | null;
    x: number;
    left: number;
    right: number;
    arrow: boolean;
  }[];
  /** Lane index of each actor, and each worker lane's line and tracks. */
  laneIndex: Map<string, number>;
  tracks: Map<string, { y: number; holdY: number; beliefY: number }>;
  /** x of each tick (the middle of its steps, if it has any) and of the end of time. */
  tickX: number[];
  x1: number;
  tokenLen: number;
  /** The bars' labels, in the page's language. */
  words: TimelineWords;
}

/** Lays out every bar of every worker lane. */
export function layoutBars(p: BarInput): Bars {
  const { model, words } = p;
  const byTick = new Map<number, BarInput['steps']>();
  for (const s of p.steps) byTick.set(s.at, [...(byTick.get(s.at) ?? []), s]);
  const lane = (actor: string) => p.laneIndex.get(actor) ?? 0;
  /** x of a bar's end at tick t: the step that makes it, if `pick` finds one, else just before the tick's first step. */
  const edge = (t: number, pick: (s: BarInput['steps'][number]) => boolean): number => {
    const group = byTick.get(t);
    if (!group) return p.tickX[Math.min(t, p.tickX.length - 1)] ?? p.x1;
    const hit = group.find(pick);
    const first = group[0] as BarInput['steps'][number];
    return hit ? hit.x : first.x - first.left - 3;
  };
  const own = (w: string, what?: string) => (s: BarInput['steps'][number]) =>
    s.actor === w && (what === undefined || s.do === what);
  const lastOwn = (w: string, t: number) => {
    const mine = (byTick.get(t) ?? []).filter((s) => s.actor === w);
    return mine.at(-1)?.x ?? edge(t, () => false);
  };
  const cut = (w: string, t: number, cause: StaleSpan['cause'] | HoldSpan['end']) =>
    cause === 'takeover'
      ? edge(t, (s) => s.actor !== w && s.do === 'claim' && s.outcome === 'granted')
      : cause === 'recovered'
        ? edge(t, (s) => !p.tracks.has(s.actor))
        : cause === 'never'
          ? edge(t, own(w, 'claim'))
          : edge(t, () => false);
  const tok = (v: HoldSpan['token']) => shortToken(formatValue(v), p.tokenLen);

  /** Vertical arrows crossing a worker's tracks: its own and those of the lanes above. */
  const linesThrough = (w: string, ownToo: boolean) =>
    p.steps
      .filter((s) => s.arrow && (lane(s.actor) < lane(w) || (ownToo && s.actor === w)))
      .map((s) => s.x);
  const placed = new Map<string, TextBox[]>();
  const label = (
    row: string,
    options: string[],
    from: number,
    to: number,
    y: number,
    align: 'start' | 'middle',
    lines: number[],
    marks: [number, number][] = [],
  ): TextBox | null => {
    const taken = placed.get(row) ?? [];
    const blocked: [number, number][] = [
      ...lines.map((x): [number, number] => [x - GAP, x + GAP]),
      ...marks.map(([l, r]): [number, number] => [l - 3, r + 3]),
      ...taken.map((b): [number, number] => [b.x - GAP, b.x + b.width + GAP]),
    ];
    const room = freeIntervals(from + 4, to - 4, blocked);
    for (const text of options) {
      const w = textWidth(text, 'span');
      const fits = room.filter(([l, r]) => r - l >= w);
      const at = align === 'start' ? fits[0] : fits.sort((a, b) => b[1] - b[0] - (a[1] - a[0]))[0];
      if (!at) continue;
      const ax = align === 'start' ? at[0] + 1 : (at[0] + at[1]) / 2;
      const box = textBox('span', text, ax, centredBaseline('span', y), align);
      placed.set(row, [...taken, box]);
      return box;
    }
    return null;
  };

  const out: Bars = { lifelines: [], pauses: [], holds: [], beliefs: [], stale: [] };
  for (const w of model.workers) {
    const tr = p.tracks.get(w);
    if (!tr) continue;
    const crash = model.crashes.find((c) => c.worker === w);
    const x1 = crash ? edge(crash.at, own(w, 'crash')) : p.x1;
    out.lifelines.push({ worker: w, x1: (p.tickX[0] ?? 0) - 6, x2: x1, y: tr.y });
  }
  for (const s of model.pauses) {
    const tr = p.tracks.get(s.worker);
    if (!tr) continue;
    const x = edge(s.from, own(s.worker, 'pause'));
    const x2 = edge(s.until, own(s.worker));
    const marks = p.steps
      .filter((e) => e.actor === s.worker)
      .map((e): [number, number] => [e.x - e.left, e.x + e.right]);
    const text = label(
      `${s.worker}:line`,
      words.pause(s.until),
      x,
      x2,
      tr.y,
      'middle',
      linesThrough(s.worker, false),
      marks,
    );
    out.pauses.push({ span: s, x, width: Math.max(2, x2 - x), y: tr.y, label: text });
  }
  for (const h of model.holds) {
    const tr = p.tracks.get(h.worker);
    if (!tr) continue;
    const x = edge(h.from, (s) => s.actor === h.worker && (s.do === 'claim' || s.do === 'renew'));
    const width = Math.max(2, cut(h.worker, h.to, h.end) - x);
    const t = tok(h.token);
    const text = label(
      `${h.worker}:hold`,
      words.hold(t, h.to),
      x,
      x + width,
      tr.holdY,
      'start',
      linesThrough(h.worker, true),
    );
    out.holds.push({ span: h, x, width, y: tr.holdY, label: text });
  }
  for (const s of model.stale) {
    const tr = p.tracks.get(s.worker);
    if (!tr) continue;
    const x = cut(s.worker, s.from, s.cause);
    const width = Math.max(2, lastOwn(s.worker, s.to) - x);
    const lines = linesThrough(s.worker, true);
    const noHold = label(`${s.worker}:hold`, words.noHold, x, x + width, tr.holdY, 'middle', lines);
    const text = label(
      `${s.worker}:belief`,
      words.stale,
      x,
      x + width,
      tr.beliefY,
      'middle',
      lines,
    );
    out.stale.push({ span: s, x, width, y: tr.beliefY, holdY: tr.holdY, label: text, noHold });
  }
  for (const b of model.beliefs) {
    const tr = p.tracks.get(b.worker);
    if (!tr) continue;
    const x = edge(b.from, own(b.worker, 'claim'));
    const width = Math.max(2, lastOwn(b.worker, b.to) - x);
    const stale = out.stale.find(
      (s) => s.span.worker === b.worker && s.span.from >= b.from && s.span.from < b.to,
    );
    const t = tok(b.token);
    const text = label(
      `${b.worker}:belief`,
      words.belief(t, b.leaseUntil),
      x,
      stale ? stale.x : x + width,
      tr.beliefY,
      'start',
      linesThrough(b.worker, true),
    );
    out.beliefs.push({ span: b, x, width, y: tr.beliefY, label: text });
  }
  return out;
}

/** The parts of [from, to] that no blocked interval covers. */
export function freeIntervals(
  from: number,
  to: number,
  blocked: [number, number][],
): [number, number][] {
  const out: [number, number][] = [];
  let at = from;
  for (const [l, r] of [...blocked].sort((a, b) => a[0] - b[0])) {
    if (r <= at) continue;
    if (l >= to) break;
    if (l > at) out.push([at, l]);
    at = Math.max(at, r);
  }
  if (at < to) out.push([at, to]);
  return out;
}
