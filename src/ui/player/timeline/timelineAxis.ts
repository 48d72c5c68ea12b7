// The time axis is not linear. Each stretch between two ticks is at least as long as the labels of
// its steps need (timelineSweep.ts packs them); the room left over goes to the shortest stretches
// first, so that with room enough time is to scale and without it empty stretches shrink. Pure.
import { textBox, type TextBox } from './textMetrics';

/**
 * Lengths for stretches with these least lengths, filling `room` when they fit in it: every
 * stretch shorter than some level is raised to it, so the lengths are as equal as the least
 * lengths allow (water filling). When they do not fit, the least lengths themselves.
 */
export function fillStretches(least: number[], room: number): number[] {
  const total = least.reduce((a, b) => a + b, 0);
  if (least.length === 0 || total >= room) return least;
  const desc = [...least].sort((a, b) => b - a);
  let kept = 0;
  let level = room / least.length;
  for (let j = 0; j < desc.length; j++) {
    level = (room - kept) / (desc.length - j);
    if ((desc[j] ?? 0) <= level) break;
    kept += desc[j] ?? 0;
  }
  return least.map((m) => Math.max(m, level));
}

/**
 * How far each tick moves when the packed axis (tick centres `centres`) is stretched so that
 * its last tick ends up at `end`: the shift of tick 0 is 0, and shifts never decrease, so
 * nothing placed at a later tick comes closer to anything at an earlier one.
 */
export function stretchShifts(centres: number[], end: number): number[] {
  const least = centres.slice(1).map((c, t) => c - (centres[t] ?? 0));
  const first = centres[0] ?? 0;
  const lengths = fillStretches(least, end - first);
  const shifts = [0];
  let at = first;
  lengths.forEach((len, t) => {
    at += len;
    shifts.push(at - (centres[t + 1] ?? 0));
  });
  return shifts;
}

/** The y of the tick labels' baseline, in the axis above the lanes. */
export const TICK_BASELINE = 16;

/** How round a tick is: 0 for multiples of 1000, then 500, 100, 50, 10, 5, 2, and 7 for the rest. */
const roundness = (t: number) => {
  const i = [1000, 500, 100, 50, 10, 5, 2].findIndex((d) => t % d === 0);
  return i < 0 ? 7 : i;
};

/**
 * Labels for the ticks at x `xs[t]`: every tick in `must` (those with steps), then as many of
 * `want` (where spans start and end) and then of the roundest ticks as fit without touching.
 * A tick without steps is not labelled right next to a step of another tick, which its label
 * would seem to name.
 */
export function tickLabels(
  xs: number[],
  must: Set<number>,
  want: Set<number>,
  steps: { at: number; x: number }[],
): TextBox[] {
  const rank = (t: number) => (must.has(t) ? 0 : want.has(t) ? 1 : 2 + roundness(t));
  const order = xs.map((_, t) => t).sort((a, b) => rank(a) - rank(b) || a - b);
  const placed: TextBox[] = [];
  for (const t of order) {
    const box = textBox('tick', String(t), xs[t] ?? 0, TICK_BASELINE, 'middle');
    const near = steps.some((s) => s.at !== t && Math.abs(s.x - box.ax) < box.width / 2 + 10);
    if (!must.has(t) && near) continue;
    if (placed.every((p) => box.x >= p.x + p.width + 6 || p.x >= box.x + box.width + 6)) {
      placed.push(box);
    }
  }
  return placed.sort((a, b) => a.ax - b.ax);
}
