import { describe, expect, it } from 'vitest';
import { CAPTION_PAD, layoutCaption, wrapText, type CaptionBlock } from './captionLayout';

/** Every character 10 px wide. */
const measure = (s: string) => [...s].length * 10;

const block = (text: string, size = 14): CaptionBlock => ({
  text,
  size,
  bold: false,
  italic: false,
  color: '#1b1f24',
  family: 'sans-serif',
});

describe('wrapping caption text', () => {
  it('breaks between words, each line within the width, and joins back to the text', () => {
    const text = 'A commits with token 1 but the lease has expired';
    const lines = wrapText(text, 200, measure);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line.trimEnd())).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe(text);
    expect(lines[0]).toBe('A commits with token ');
  });

  it('keeps text that fits on one line', () => {
    expect(wrapText('t=7 · A commit', 500, measure)).toEqual(['t=7 · A commit']);
  });

  it('breaks Chinese between characters, never before closing punctuation', () => {
    const text = 'A 的租约已过期，B 认领了任务。';
    const lines = wrapText(text, 60, measure);
    expect(lines.join('')).toBe(text);
    for (const line of lines) {
      expect(measure(line.trimEnd())).toBeLessThanOrEqual(70);
      expect(line.startsWith('，')).toBe(false);
      expect(line.startsWith('。')).toBe(false);
    }
  });

  it('cuts a word wider than a line where it must', () => {
    const word = 'x'.repeat(35);
    const lines = wrapText(word, 100, measure);
    expect(lines).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});

describe('laying the caption out under the timeline', () => {
  it('is nothing when the caption says nothing', () => {
    expect(layoutCaption([block('  ')], 400, measure, 300)).toEqual({
      top: 300,
      height: 0,
      paragraphs: [],
    });
  });

  it('places paragraphs top to bottom, lines with growing baselines, inside the padding', () => {
    const layout = layoutCaption(
      [block('t=7 · A commit', 16), block('word '.repeat(30).trim())],
      300,
      (s) => measure(s),
      200,
    );
    const ys = layout.paragraphs.flatMap((p) => p.lines.map((l) => l.y));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(ys.length);
    expect(ys[0]).toBeGreaterThan(200 + CAPTION_PAD);
    expect(layout.paragraphs[1]?.lines.length).toBeGreaterThan(3);
    expect(200 + layout.height).toBeGreaterThan(ys.at(-1) ?? 0);
    for (const p of layout.paragraphs) {
      expect(p.x).toBe(CAPTION_PAD);
      for (const l of p.lines)
        expect(measure(l.text.trimEnd())).toBeLessThanOrEqual(300 - 2 * CAPTION_PAD);
    }
  });
});
