// Where the marks and texts of one placed step go: its glyph and token, its action label and
// tags above, the outcome beside it or its arrow down to the table, with the chip and the word
// of how the write ended. Pure arithmetic.
import { actBaseline, ROW_H, tagBaseline, type Lane, type Rows } from './timelineLanes';
import { CHIP_R, CHIP_TEXT, type StepSpec } from './timelineSteps';
import { centredBaseline, textBox, type TextBox } from './textMetrics';

/** An area a mark covers (a glyph with its ring, an outcome chip). */
export interface MarkBox {
  step: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StepLayout {
  spec: StepSpec;
  x: number;
  lane: Lane;
  action: TextBox;
  token: TextBox | null;
  tags: TextBox | null;
  /** The outcome of a step that draws no arrow (a failed read, say), beside its glyph. */
  mark: { cx: number; cy: number; text: TextBox } | null;
  arrow: {
    table: Lane;
    y1: number;
    tipY: number;
    chipY: number;
    chip: TextBox;
    outcome: TextBox | null;
  } | null;
}

/** Places a step's marks and texts at `x` on its lane, in the label rows it was given. */
export function placeStep(
  s: StepSpec,
  x: number,
  lane: Lane,
  table: Lane | null,
  rows: Rows,
): StepLayout {
  const markX = x + s.left + CHIP_R + 1;
  const chipY = table ? table.y + 14 : 0;
  return {
    spec: s,
    x,
    lane,
    action: textBox('action', s.action, x, actBaseline(lane, rows.actRow[s.i] ?? 0), 'middle', s.i),
    token: s.glyphText
      ? textBox(
          'token',
          s.glyphText,
          x,
          centredBaseline('token', lane.y),
          'middle',
          s.i,
          s.glyphFull,
        )
      : null,
    tags: s.tagText
      ? textBox('tag', s.tagText, x, tagBaseline(lane, rows.tagRow[s.i] ?? 0), 'middle', s.i)
      : null,
    mark: s.mark
      ? {
          cx: markX,
          cy: lane.y,
          text: textBox(
            'chip',
            CHIP_TEXT[s.mark],
            markX,
            centredBaseline('chip', lane.y),
            'middle',
            s.i,
          ),
        }
      : null,
    arrow: table
      ? {
          table,
          y1: lane.y + 10,
          tipY: table.y,
          chipY,
          chip: textBox(
            'chip',
            CHIP_TEXT[s.kind],
            x,
            centredBaseline('chip', chipY),
            'middle',
            s.i,
          ),
          outcome: s.outcome
            ? textBox(
                'outcome',
                s.outcome,
                x,
                table.y + 44 + ROW_H * (rows.outRow[s.i] ?? 0),
                'middle',
                s.i,
              )
            : null,
        }
      : null,
  };
}

/** The areas a step's marks cover: its glyph with its ring, and its chips. */
export function marksOf(p: StepLayout): MarkBox[] {
  const { spec: s, x, lane } = p;
  const round = s.glyph === 'pause' || s.glyph === 'crash';
  const glyph = round
    ? { step: s.i, x: x - 12, y: lane.y - 12, width: 24, height: 24 }
    : { step: s.i, x: x - s.left, y: lane.y - 14, width: 2 * s.left, height: 28 };
  const chip = (cx: number, cy: number) => ({
    step: s.i,
    x: cx - CHIP_R,
    y: cy - CHIP_R,
    width: 2 * CHIP_R,
    height: 2 * CHIP_R,
  });
  return [
    glyph,
    ...(p.mark ? [chip(p.mark.cx, p.mark.cy)] : []),
    ...(p.arrow ? [chip(x, p.arrow.chipY)] : []),
  ];
}
