import { describe, expect, it } from 'vitest';
import { shortToken, tokenLength } from './timelineSteps';
import { overlaps, textBox, textWidth } from './textMetrics';

describe('text widths', () => {
  // Widths Chromium draws these at 12 px in DejaVu Sans (Bold) and DejaVu Sans Mono, the widest
  // of the usual system fonts: the estimate must never be narrower.
  const DRAWN: [Parameters<typeof textWidth>[1], string, number][] = [
    ['action', 'believes it holds', 97.6],
    ['track', 'really holds', 69.1],
    ['outcome', 'accepted', 61.5],
    ['outcome', 'rejected', 55.9],
    ['span', 'thinks: token a82… · until t=6', 202.6],
    ['tag', '⚠ stale-write', 88.1],
    ['chip', '!', 5.5],
    ['heading', 'Resources', 69.6],
    ['tick', '0123456789', 76.4],
    ['token', 'a8225013', 57.8],
    ['token', 'a82…', 28.9],
  ];

  it.each(DRAWN)('are never narrower than drawn: %s "%s"', (kind, text, drawn) => {
    expect(textWidth(text, kind)).toBeGreaterThanOrEqual(drawn);
  });

  it('place a box by its anchor', () => {
    expect(textBox('tick', '10', 50, 16, 'middle').x).toBeCloseTo(50 - textWidth('10', 'tick') / 2);
    expect(textBox('tick', '10', 50, 16, 'end').x).toBeCloseTo(50 - textWidth('10', 'tick'));
    const b = textBox('tick', '10', 50, 16, 'start');
    expect([b.x, b.y < 16, b.y + b.height > 16]).toEqual([50, true, true]);
  });

  it('count boxes that only touch as apart', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(overlaps(a, { ...a, x: 10 })).toBe(false);
    expect(overlaps(a, { ...a, x: 9.5, y: 9.5 })).toBe(true);
  });
});

describe('tokens', () => {
  it('are cut to the fewest characters that still tell them apart, and never below four', () => {
    expect(tokenLength(['1', '2', '17'])).toBe(4);
    expect(tokenLength(['a8225013', '7121f98e'])).toBe(4);
    expect(tokenLength(['a8225013', 'a8229999'])).toBe(6);
    expect(shortToken('a8225013', 6)).toBe('a8225…');
  });

  it('keep a short token whole', () => {
    expect(shortToken('42', 4)).toBe('42');
    expect(shortToken('0f59129f', 4)).toBe('0f5…');
  });
});
