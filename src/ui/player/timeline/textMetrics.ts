// The texts of the timeline: the fonts they are drawn in and a conservative estimate of their
// widths, so that the layout keeps labels apart without measuring the DOM. Pure arithmetic.
// WARNING: TimelineText draws every text with exactly these sizes, weights and families; a CSS
// rule that changes one of them would make the estimate lie.

/** What a text is, for the layout's boxes and the class it is drawn with. */
export type TextKind =
  | 'tick'
  | 'axis-title'
  | 'lane-name'
  | 'table-name'
  | 'lane-kind'
  | 'track'
  | 'heading'
  | 'action'
  | 'token'
  | 'tag'
  | 'chip'
  | 'outcome'
  | 'span';

interface Font {
  size: number;
  bold: boolean;
  mono: boolean;
}

/** The smallest text the timeline draws, in pixels. */
export const MIN_FONT_PX = 12;

export const MONO_FAMILY = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/** Font of each kind of text. Tokens are code, so they are set in the monospace font. */
export const FONTS: Record<TextKind, Font> = {
  tick: { size: 12, bold: false, mono: false },
  'axis-title': { size: 12, bold: false, mono: false },
  'lane-name': { size: 14, bold: true, mono: false },
  'table-name': { size: 13, bold: true, mono: true },
  'lane-kind': { size: 12, bold: false, mono: false },
  track: { size: 12, bold: false, mono: false },
  heading: { size: 12, bold: true, mono: false },
  action: { size: 12, bold: false, mono: false },
  token: { size: 12, bold: true, mono: true },
  tag: { size: 12, bold: true, mono: false },
  chip: { size: 12, bold: true, mono: false },
  outcome: { size: 12, bold: true, mono: false },
  span: { size: 12, bold: true, mono: false },
};

export type Anchor = 'start' | 'middle' | 'end';

/** A text as the layout placed it: its box (top-left corner and size) and where to draw it. */
export interface TextBox {
  kind: TextKind;
  /** The step it belongs to, or null for texts of the axis, the lanes and the spans. */
  step: number | null;
  text: string;
  /** The full text, for a `<title>`, when `text` is shortened. */
  full: string | null;
  /** The anchor point (x, baseline) and how the text hangs from it. */
  ax: number;
  baseline: number;
  anchor: Anchor;
  fontSize: number;
  bold: boolean;
  mono: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

const NARROW = new Set([..."ijl.,:;|'"]);
const SEMI = new Set([...'frt()[]-"! ']);
const WIDE = new Set([...'mwMW@%']);

/**
 * An upper bound on a character's advance, in ems. Calibrated on DejaVu Sans, the widest of the
 * usual system sans-serif fonts; monospace fonts advance 0.6 em. Symbols (⚠ ✓ ✗) may come from a
 * fallback font, so they count a full em.
 */
function advance(ch: string, mono: boolean): number {
  if (mono) return ch.charCodeAt(0) > 0x7e && ch !== '…' ? 1 : 0.62;
  if (ch.charCodeAt(0) > 0x7e) return 1;
  if (NARROW.has(ch)) return 0.32;
  if (SEMI.has(ch)) return 0.46;
  if (WIDE.has(ch)) return 1;
  if (ch >= 'A' && ch <= 'Z') return 0.8;
  return 0.66;
}

/** How wide a text is at most, in pixels, in the font of its kind. */
export function textWidth(text: string, kind: TextKind): number {
  const f = FONTS[kind];
  let ems = 0;
  for (const ch of text) ems += advance(ch, f.mono);
  return ems * f.size * (f.bold && !f.mono ? 1.1 : 1);
}

/**
 * Places a text: `ax` and `baseline` are where it is drawn from, as SVG does. The box reaches from
 * the ascent above the baseline to the descent below it.
 */
export function textBox(
  kind: TextKind,
  text: string,
  ax: number,
  baseline: number,
  anchor: Anchor,
  step: number | null = null,
  full: string | null = null,
): TextBox {
  const f = FONTS[kind];
  const width = textWidth(text, kind);
  const x = anchor === 'start' ? ax : anchor === 'end' ? ax - width : ax - width / 2;
  const up = f.size * 0.9;
  return {
    kind,
    step,
    text,
    full,
    ax,
    baseline,
    anchor,
    fontSize: f.size,
    bold: f.bold,
    mono: f.mono,
    x,
    y: baseline - up,
    width,
    height: up + f.size * 0.28,
  };
}

/** The baseline that centres a text of this kind on `y`. */
export function centredBaseline(kind: TextKind, y: number): number {
  const f = FONTS[kind];
  return y + f.size * 0.31;
}

/** True when two boxes share any area (touching edges do not count). */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The first of `options` that fits in `room` pixels (with `pad` each side), or null. */
export function fitText(options: string[], kind: TextKind, room: number, pad = 4): string | null {
  return options.find((t) => textWidth(t, kind) + 2 * pad <= room) ?? null;
}
