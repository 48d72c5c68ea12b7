// What makes a timeline hard to read, found in its layout's own boxes: texts that overlap each
// other or another step's marks, lines through texts, texts too small or outside the drawing.
// Pure; the tests run it over every timeline that ships.
import type { TimelineLayout } from './timelineLayout';
import { MIN_FONT_PX, overlaps, type TextBox } from './textMetrics';

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room a vertical line keeps from a text or a mark, each side (its halo). */
const LINE_PAD = 2;

const name = (t: TextBox) => `${t.kind} "${t.text}"${t.step === null ? '' : ` of step ${t.step}`}`;

const crosses = (x: number, y1: number, y2: number, a: Area) =>
  x > a.x - LINE_PAD && x < a.x + a.width + LINE_PAD && y2 > a.y && y1 < a.y + a.height;

/** Every problem found, one sentence each; none for a readable layout. */
export function layoutProblems(layout: TimelineLayout): string[] {
  const out: string[] = [];
  const { texts, marks, lines } = layout;
  const gutterSet = new Set(layout.gutterTexts);
  for (const t of texts) {
    if (t.fontSize < MIN_FONT_PX) out.push(`${name(t)} is ${t.fontSize} px`);
    const inside =
      t.x >= 0 && t.y >= 0 && t.x + t.width <= layout.width && t.y + t.height <= layout.height;
    if (!inside) out.push(`${name(t)} reaches outside the drawing`);
    if (!gutterSet.has(t) && t.x < layout.gutter)
      out.push(`${name(t)} reaches into the lane names`);
    if (gutterSet.has(t) && t.x + t.width > layout.gutter)
      out.push(`${name(t)} leaves the lane names`);
  }
  texts.forEach((a, k) => {
    for (const b of texts.slice(k + 1)) {
      if (overlaps(a, b)) out.push(`${name(a)} overlaps ${name(b)}`);
    }
    for (const m of marks) {
      if (m.step !== a.step && overlaps(a, m))
        out.push(`${name(a)} overlaps the marks of step ${m.step}`);
    }
  });
  marks.forEach((a, k) => {
    for (const b of marks.slice(k + 1)) {
      if (a.step !== b.step && overlaps(a, b)) {
        out.push(`the marks of steps ${a.step} and ${b.step} overlap`);
      }
    }
  });
  const headings = new Set([...layout.gutterTexts, ...layout.ticks]);
  for (const l of lines) {
    for (const t of texts) {
      if (l.kind === 'tick' && !headings.has(t)) continue;
      const what = l.kind === 'arrow' ? 'an arrow' : 'a tick line';
      if (crosses(l.x, l.y1, l.y2, t))
        out.push(`${what} at x=${l.x.toFixed(1)} crosses ${name(t)}`);
    }
    if (l.kind !== 'arrow') continue;
    for (const m of marks) {
      if (m.step !== l.step && crosses(l.x, l.y1, l.y2, m)) {
        out.push(`an arrow at x=${l.x.toFixed(1)} crosses the marks of step ${m.step}`);
      }
    }
  }
  return out;
}
