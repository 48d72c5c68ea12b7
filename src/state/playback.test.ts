import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import {
  clampSpeed,
  clampStep,
  DWELL_MS,
  glideProgress,
  MAX_GLIDE_MS,
  nextViolationIndex,
  nextWriteIndex,
  stepDuration,
  stepSpeed,
  TICK_MS,
} from './playback';

const NAIVE = `title: Naive
ttl: 5
sql:
  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: read }
  - { at: 7, worker: A, do: commit }
  - { at: 8, worker: B, do: commit }
`;

describe('clampStep', () => {
  it('keeps the playhead between before-the-first-step and the last step', () => {
    expect(clampStep(-5, 4)).toBe(-1);
    expect(clampStep(2, 4)).toBe(2);
    expect(clampStep(9, 4)).toBe(3);
  });

  it('reads fractions, NaN and an empty trace safely', () => {
    expect(clampStep(2.7, 4)).toBe(2);
    expect(clampStep(Number.NaN, 4)).toBe(-1);
    expect(clampStep(3, 0)).toBe(-1);
  });
});

describe('speed', () => {
  it('is clamped to 0.25× to 4×, and unreadable speeds are 1×', () => {
    expect(clampSpeed(0.1)).toBe(0.25);
    expect(clampSpeed(10)).toBe(4);
    expect(clampSpeed(1.5)).toBe(1.5);
    expect(clampSpeed(Number.NaN)).toBe(1);
  });

  it('steps through the offered speeds and stays at the ends', () => {
    expect(stepSpeed(1, 1)).toBe(2);
    expect(stepSpeed(1, -1)).toBe(0.5);
    expect(stepSpeed(4, 1)).toBe(4);
    expect(stepSpeed(0.25, -1)).toBe(0.25);
    expect(stepSpeed(1.5, 1)).toBe(2);
    expect(stepSpeed(1.5, -1)).toBe(1);
  });
});

describe('jumps', () => {
  it('finds the next write after the playhead, skipping pauses and reads', async () => {
    const trace = await run(NAIVE);
    expect(nextWriteIndex(trace, -1)).toBe(0);
    expect(nextWriteIndex(trace, 0)).toBe(2);
    expect(nextWriteIndex(trace, 2)).toBe(4);
    expect(nextWriteIndex(trace, 5)).toBeNull();
  });

  it('finds the next step that caused a violation, or none', async () => {
    const trace = await run(NAIVE);
    expect(nextViolationIndex(trace, -1)).toBe(4);
    expect(nextViolationIndex(trace, 4)).toBeNull();
  });
});

describe('timing', () => {
  it('rests on a step, then glides for as long as the ticks that pass, capped', () => {
    expect(stepDuration(0, 1)).toBe(DWELL_MS + TICK_MS);
    expect(stepDuration(0, 100)).toBe(DWELL_MS + MAX_GLIDE_MS);
    expect(stepDuration(7, 7)).toBeGreaterThan(DWELL_MS);
  });

  it('moves the playhead only after the rest, and reaches the next step at the end', () => {
    expect(glideProgress(0, 1, 6)).toBe(0);
    expect(glideProgress(DWELL_MS, 1, 6)).toBe(0);
    expect(glideProgress(DWELL_MS + 2.5 * TICK_MS, 1, 6)).toBeCloseTo(0.5);
    expect(glideProgress(stepDuration(1, 6), 1, 6)).toBe(1);
    expect(glideProgress(1e9, 1, 6)).toBe(1);
  });
});
