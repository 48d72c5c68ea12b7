import { beforeAll, describe, expect, it } from 'vitest';
import { createNodePort } from '../../sql/nodePort';
import { scenarioOf } from '../../testing/engine';
import type { SqlPort } from '../types';
import { searchSchedules } from './explorer';
import { memoBytes, STATE_OVERHEAD_BYTES } from './limits';
import { modelOf } from './model';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const TWO = scenarioOf(
  'title: T\nttl: 3\nsteps: []\nexplore: { programs: { A: [claim, commit], B: [claim, commit] }, horizon: 12, maxPause: 6 }\n',
);
const search = (options: Parameters<typeof searchSchedules>[3], maxStates?: number) => {
  const { model } = modelOf(TWO);
  return searchSchedules(TWO, maxStates ? { ...model, maxStates } : model, port, options);
};

describe('the memory budget', () => {
  it('stops the search with no verdict, saying memory stopped it, when the memo passes the budget', () => {
    const r = search({ memoryBudgetBytes: 20_000 });
    expect(r).toMatchObject({ verdict: 'bound', stoppedBy: 'memory', schedules: null });
    expect(r.states).toBeGreaterThan(0);
    expect(r.states).toBeLessThan(20_000 / STATE_OVERHEAD_BYTES);
  });

  it('stops at the same state every time', () => {
    const a = search({ memoryBudgetBytes: 50_000 });
    expect(search({ memoryBudgetBytes: 50_000 })).toEqual(a);
  });

  it('lets through a search whose memo stays under it', () => {
    const r = search({ memoryBudgetBytes: 1e9 });
    expect(r).toMatchObject({ verdict: 'safe', stoppedBy: null });
  });

  it('says the state bound stopped the search when maxStates is reached first', () => {
    expect(search({ memoryBudgetBytes: 1e9 }, 30)).toMatchObject({
      verdict: 'bound',
      stoppedBy: 'states',
      states: 30,
    });
  });

  it('estimates two bytes a key character plus a fixed overhead', () => {
    expect(memoBytes('abc')).toBe(6 + STATE_OVERHEAD_BYTES);
  });
});
