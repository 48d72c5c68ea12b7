import { afterAll, describe, expect, it } from 'vitest';
import { scenarioOf } from '../testing/engine';
import { createNodeExplorer } from './nodeExplorer';

const explorer = createNodeExplorer(500);
afterAll(() => explorer.dispose());

const BIG = scenarioOf(
  'title: Big\nttl: 3\nsteps: []\nexplore: { programs: { A: [claim, renew, write, commit], B: [claim, renew, write, commit], C: [claim, write, commit] }, horizon: 30, maxPause: 8 }\n',
);
const SMALL = scenarioOf(
  'title: Small\nttl: 2\nsteps: []\nexplore: { programs: { A: [claim, commit] }, horizon: 3, maxPause: 1 }\n',
);

describe('the explorer client', () => {
  it('reports progress and stops the search when cancelled', async () => {
    let cancelled = false;
    const outcome = await explorer.explore(BIG, (p) => {
      if (p.states > 0 && !cancelled) {
        cancelled = true;
        explorer.cancel();
      }
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
  });

  it('runs the next search on a fresh worker after a cancel', async () => {
    const outcome = await explorer.explore(SMALL);
    expect(outcome.kind).toBe('done');
    if (outcome.kind === 'done') expect(outcome.result.verdict).toBe('safe');
  });
});
