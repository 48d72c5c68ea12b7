import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SLOW_FILES, slowFirst } from './slowFirstSequencer';

describe('slowFirst', () => {
  it('names only test files that exist', () => {
    for (const f of SLOW_FILES) {
      expect(f).toMatch(/\.test\.tsx?$/);
      expect(existsSync(f), f).toBe(true);
    }
  });

  it('starts the slow files first, slowest first, and keeps the order of the rest', () => {
    const files = ['a.test.ts', SLOW_FILES[2]!, 'b.test.ts', SLOW_FILES[0]!, 'c.test.ts'];
    expect(slowFirst(files, (f) => f)).toEqual([
      SLOW_FILES[0],
      SLOW_FILES[2],
      'a.test.ts',
      'b.test.ts',
      'c.test.ts',
    ]);
  });
});
