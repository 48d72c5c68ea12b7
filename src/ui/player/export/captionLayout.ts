// The step's caption under the exported timeline: its paragraphs wrapped to the figure's width
// (SVG text does not wrap by itself), line by line. Pure: the caller measures text.

/** A paragraph of the caption as the page shows it. */
export interface CaptionBlock {
  text: string;
  /** Pixels. */
  size: number;
  bold: boolean;
  italic: boolean;
  /** `#rrggbb`. */
  color: string;
  /** The font stack, ready for an attribute. */
  family: string;
}

/** The width of a text set in a block's font, in pixels. */
export type Measure = (text: string, block: CaptionBlock) => number;

export interface CaptionLine {
  text: string;
  /** The baseline. */
  y: number;
}

export interface CaptionParagraph {
  block: CaptionBlock;
  x: number;
  lines: CaptionLine[];
}

export interface CaptionLayout {
  /** Where the caption starts (the bottom of the timeline) and how tall it is. */
  top: number;
  height: number;
  paragraphs: CaptionParagraph[];
}

/** Space around the caption and between its paragraphs. */
export const CAPTION_PAD = 16;
const PARAGRAPH_GAP = 6;
const LEADING = 1.45;

// Chinese, Japanese and Korean text breaks between any two characters, except before closing
// and after opening punctuation.
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;
const NO_LINE_START = new Set([...'，。、；：！？）」』】》〉…,.;:!?)]}%']);
const NO_LINE_END = new Set([...'（「『【《〈([{']);

/** The pieces a line may break between: a word with the spaces after it, or one CJK character. */
function breakUnits(text: string): string[] {
  const units: string[] = [];
  let unit = '';
  for (const ch of text) {
    const last = unit.at(-1) ?? '';
    if (unit === '' || ch === ' ') unit += ch;
    else if (last === ' ') {
      units.push(unit);
      unit = ch;
    } else if (
      (CJK.test(ch) || CJK.test(last)) &&
      !NO_LINE_START.has(ch) &&
      !NO_LINE_END.has(last)
    ) {
      units.push(unit);
      unit = ch;
    } else unit += ch;
  }
  if (unit) units.push(unit);
  return units;
}

/**
 * `text` in lines no wider than `maxWidth` (a word wider than that alone is cut where it must).
 * The lines joined give back `text` exactly: a line keeps the space it ends with.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  const fits = (s: string) => measure(s.trimEnd()) <= maxWidth;
  let line = '';
  for (const unit of breakUnits(text)) {
    if (line === '' || fits(line + unit)) line += unit;
    else {
      lines.push(line);
      line = unit;
    }
    // A unit too wide on its own line: cut it, as many characters a line as fit (at least one).
    while (!fits(line) && [...line.trimEnd()].length > 1) {
      const chars = [...line];
      let n = 1;
      while (n < chars.length - 1 && fits(chars.slice(0, n + 1).join(''))) n++;
      lines.push(chars.slice(0, n).join(''));
      line = chars.slice(n).join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The caption's paragraphs placed from `top` down, wrapped to a figure `width` pixels wide. */
export function layoutCaption(
  blocks: readonly CaptionBlock[],
  width: number,
  measure: Measure,
  top: number,
): CaptionLayout {
  const shown = blocks.filter((b) => b.text.trim() !== '');
  if (shown.length === 0) return { top, height: 0, paragraphs: [] };
  const maxWidth = Math.max(40, width - 2 * CAPTION_PAD);
  let y = top + CAPTION_PAD;
  const paragraphs = shown.map((block): CaptionParagraph => {
    const lineHeight = Math.round(block.size * LEADING);
    const texts = wrapText(block.text, maxWidth, (s) => measure(s, block));
    const lines = texts.map((text, k) => ({
      text,
      y: Math.round(y + k * lineHeight + block.size * 1.05),
    }));
    y += texts.length * lineHeight + PARAGRAPH_GAP;
    return { block, x: CAPTION_PAD, lines };
  });
  return { top, height: Math.ceil(y - PARAGRAPH_GAP + CAPTION_PAD - top), paragraphs };
}
