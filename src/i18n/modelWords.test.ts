import { describe, expect, it } from 'vitest';
import type { ExploreModel } from '../engine/types';
import { modelWords } from './explorerText';

const model: ExploreModel = {
  programs: { A: ['claim', 'commit'], B: ['claim', 'commit'] },
  workers: ['A', 'B'],
  horizon: 8,
  maxPause: 6,
  user: ['cancel'],
  scheduler: [],
  maxStates: 200_000,
};

describe('what a search covered, in words', () => {
  it('says who runs what, the horizon and the stalls, and leaves the bound out', () => {
    expect(modelWords(model)).toBe(
      'Searched: A runs claim → commit; B runs claim → commit; user runs cancel; every schedule up to tick 8, with stalls of up to 6 ticks.',
    );
    expect(modelWords({ ...model, maxPause: 1 })).toContain('stalls of up to 1 tick.');
    expect(modelWords(model)).not.toMatch(/maxStates|200000|200,000|explore:/);
  });
});
