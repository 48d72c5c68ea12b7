import { describe, expect, it } from 'vitest';
import { fillStretches, stretchShifts, tickLabels } from './timelineAxis';

describe('the stretched time axis', () => {
  it('gives every stretch the same length when the longest fits that length', () => {
    expect(fillStretches([10, 30, 10], 120)).toEqual([40, 40, 40]);
  });

  it('keeps a stretch that needs more at its least, and shares the rest among the others', () => {
    expect(fillStretches([10, 50, 10], 120)).toEqual([35, 50, 35]);
  });

  it('keeps every least length when they do not fit', () => {
    expect(fillStretches([10, 50, 10], 40)).toEqual([10, 50, 10]);
  });

  it('moves no tick closer to an earlier one, and ends the axis where asked', () => {
    const centres = [0, 10, 60, 70];
    const shifts = stretchShifts(centres, 300);
    expect(shifts[0]).toBe(0);
    expect(shifts).toEqual([...shifts].sort((a, b) => a - b));
    expect((centres[3] ?? 0) + (shifts[3] ?? 0)).toBeCloseTo(300);
  });
});

describe('tick labels', () => {
  const xs = Array.from({ length: 21 }, (_, t) => 100 + t * 9);

  it('always label the ticks with steps, and thin the others to round ones that fit', () => {
    const labels = tickLabels(xs, new Set([3, 7]), new Set(), []).map((b) => b.text);
    expect(labels).toEqual(expect.arrayContaining(['3', '7', '10', '20']));
    expect(labels).not.toContain('4');
    expect(labels).not.toContain('11');
  });

  it('leave a tick without steps unlabelled right beside a step of another tick', () => {
    const labels = tickLabels(xs, new Set([9]), new Set([10]), [{ at: 9, x: 185 }]).map(
      (b) => b.text,
    );
    expect(labels).toContain('9');
    expect(labels).not.toContain('10');
  });
});
