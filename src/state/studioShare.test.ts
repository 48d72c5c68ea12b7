import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordChecks } from '../engine/differ/record';
import { scenarioOf } from '../testing/engine';
import { port } from '../testing/port';
import { testStore } from '../testing/store';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const choice = {
  edit: ['commit'],
  starter: { commit: NAIVE },
  title: 'Fence the finish',
  instructions: '',
  safe: true,
};

describe("the studio's Share as exercise", () => {
  it('runs the solution on generated timelines in the explorer first, with progress, and packs them', async () => {
    const progress: number[] = [];
    const store = testStore(
      {},
      {
        explorer: {
          explore: () => Promise.reject(new Error('not used')),
          record: async (input, onProgress) => {
            const result = recordChecks(port, input, { onProgress });
            return { kind: 'done', result };
          },
          cancel: () => {},
        },
      },
    );
    store.subscribe((s) => {
      if (s.studio.sharing) progress.push(s.studio.sharing.done);
    });
    const made = await store.getState().actions.studioShareExercise(scenarioOf(SEED), choice);
    expect(made.ok && made.exercise.checks.length).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    expect(store.getState().studio.sharing).toBeNull();
  });

  it('makes a link without them when there is no explorer, and refuses a bad choice before any search', async () => {
    const store = testStore({});
    const made = await store.getState().actions.studioShareExercise(scenarioOf(SEED), choice);
    expect(made.ok && made.exercise.checks).toEqual([]);
    const refused = await store
      .getState()
      .actions.studioShareExercise(scenarioOf(SEED), { ...choice, edit: [] });
    expect(refused).toEqual({ ok: false, refusal: { kind: 'no-edit' } });
  });
});
