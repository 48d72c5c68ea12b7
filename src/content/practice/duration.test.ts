import { describe, expect, it } from 'vitest';
import { countIntl } from '../../testing/intlCount';
import { formatDuration } from './duration';

describe('a duration on the practice pages and in the mock report', () => {
  it('is m:ss, rounded to the second, or a dash when unknown', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(83_400)).toBe('1:23');
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(600_000)).toBe('10:00');
    expect(formatDuration(null)).toBe('—');
  });

  it("builds no ICU number format (a first visit's ~25 ms of main thread)", () => {
    const made = countIntl('NumberFormat');
    expect(formatDuration(125_000)).toBe('2:05');
    expect(made()).toBe(0);
  });
});
