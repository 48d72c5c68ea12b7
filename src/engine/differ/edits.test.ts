import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioOf } from '../../testing/engine';
import { checkScenarioRules } from '../scenarioRules';
import { applyCase, draftScenario, presentTokens, type Case } from './edits';
import { caseArbitrary } from './generate';
import { vocabularyOf } from './vocabulary';

const BASE = scenarioOf(`
title: Base
ttl: 3
steps:
  - { at: 0, worker: A, do: claim, expect: granted, note: A claims }
  - { at: 1, worker: A, do: pause, until: 5 }
  - { at: 4, worker: B, do: claim }
  - { at: 5, worker: A, do: commit, expect: rejected }
  - { at: 6, worker: user, do: cancel }
`);
const VOCAB = [vocabularyOf(BASE, ['claim', 'pause', 'commit', 'cancel'], [])];

describe('generated timelines', () => {
  it('are always valid scenarios, with no expect or note of the base left', () => {
    fc.assert(
      fc.property(caseArbitrary(1), (c) => {
        const g = draftScenario([BASE], applyCase([BASE], VOCAB, c));
        if (!g) return;
        expect(checkScenarioRules(g.scenario)).toEqual([]);
        for (const s of g.scenario.steps) {
          expect(s.expect).toBeUndefined();
          expect(s.note).toBeUndefined();
        }
      }),
      { seed: 1, numRuns: 300 },
    );
  });

  it('give the vocabulary a new worker, one whose name shares a prefix and one in another case, and keep roles', () => {
    expect(VOCAB[0]?.parts.map((p) => p.actor)).toEqual(['A', 'B', 'C', 'A2', 'a', 'user']);
    expect(VOCAB[0]?.parts.find((p) => p.actor === 'user')?.actions).toEqual(['cancel']);
    expect(VOCAB[0]?.parts.find((p) => p.actor === 'A')?.actions).toEqual(['claim', 'commit']);
  });

  it('restart a worker: its new process claims after the lease, and the old one acts with the old token', () => {
    const c: Case = {
      base: 0,
      edits: [{ kind: 'restart', step: 0, after: 0, then: 1, action: 0 }],
    };
    const g = draftScenario([BASE], applyCase([BASE], VOCAB, c));
    if (!g) throw new Error('no scenario');
    // The old process's pause is gone; A claims again at t=3 and its old process commits at t=4.
    expect(g.scenario.steps.filter((s) => s.actor === 'A').map((s) => [s.at, s.do])).toEqual([
      [0, 'claim'],
      [3, 'claim'],
      [4, 'commit'],
      [5, 'commit'],
    ]);
    const ran = [
      { actor: 'A', granted: true, token: 1 },
      { actor: 'A', granted: true, token: 2 },
      { actor: 'B', granted: false, token: null },
      { actor: 'A', granted: false, token: 2 },
    ];
    const s = presentTokens(g, ran);
    expect(s.steps.find((x) => x.at === 4 && x.do === 'commit')?.token).toBe(1);
  });
});
