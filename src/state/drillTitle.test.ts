import { describe, expect, it } from 'vitest';
import { DRILL_LEVELS, generateDrill } from '../engine/drillGenerator';
import type { Step } from '../engine/types';
import { drillTitle } from './drillTitle';

const steps = (...s: [number, string, string][]): Step[] =>
  s.map(([at, actor, doing]) => ({ at, actor, do: doing }));

describe('a generated drill’s title', () => {
  it('says in words what the timeline holds: the level, the workers and what happens', () => {
    const timeline = steps(
      [0, 'A', 'claim'],
      [1, 'A', 'renew'],
      [2, 'A', 'pause'],
      [4, 'B', 'claim'],
      [5, 'user', 'cancel'],
      [6, 'C', 'claim'],
      [6, 'C', 'pause'],
      [8, 'B', 'write'],
      [8, 'B', 'renew'],
      [9, 'B', 'commit'],
    );
    expect(drillTitle({ steps: timeline }, 4)).toBe(
      'Level 4: 3 workers (A, B, and C); A and C pause, 2 renewals, the user cancels, a write to the highest-token store',
    );
    expect(drillTitle({ steps: steps([0, 'A', 'claim'], [1, 'B', 'claim']) }, 1)).toBe(
      'Level 1: 2 workers (A and B)',
    );
  });

  it('never names the seed, whatever the seed and level', () => {
    for (const level of DRILL_LEVELS)
      for (const seed of [0, 7, 12345, 3331087557, 4294967295]) {
        const title = drillTitle(generateDrill(seed, level), level);
        expect(title).toMatch(new RegExp(`^Level ${level}: \\d workers \\(A`));
        expect(title).not.toContain(String(seed));
        expect(title).toContain('pause');
      }
  });
});
