import { describe, expect, it } from 'vitest';
import { laneCommand } from './laneKeys';

const place = { lane: 1, tick: 4, lanes: 4, last: 12 };

describe('the keys of a lane', () => {
  it('choose the tick with the arrows, Home and End, within the drawing', () => {
    expect(laneCommand('ArrowRight', place)).toEqual({ kind: 'tick', tick: 5 });
    expect(laneCommand('ArrowLeft', place)).toEqual({ kind: 'tick', tick: 3 });
    expect(laneCommand('Home', place)).toEqual({ kind: 'tick', tick: 0 });
    expect(laneCommand('End', place)).toEqual({ kind: 'tick', tick: 12 });
    expect(laneCommand('ArrowLeft', { ...place, tick: 0 })).toEqual({ kind: 'tick', tick: 0 });
    expect(laneCommand('ArrowRight', { ...place, tick: 12 })).toEqual({ kind: 'tick', tick: 12 });
  });

  it('go to the lane above or below, staying on the first and the last', () => {
    expect(laneCommand('ArrowUp', place)).toEqual({ kind: 'lane', lane: 0 });
    expect(laneCommand('ArrowDown', place)).toEqual({ kind: 'lane', lane: 2 });
    expect(laneCommand('ArrowUp', { ...place, lane: 0 })).toEqual({ kind: 'lane', lane: 0 });
    expect(laneCommand('ArrowDown', { ...place, lane: 3 })).toEqual({ kind: 'lane', lane: 3 });
  });

  it('open the add-step menu with Enter or Space, and leave every other key alone', () => {
    expect(laneCommand('Enter', place)).toEqual({ kind: 'open' });
    expect(laneCommand(' ', place)).toEqual({ kind: 'open' });
    for (const key of ['Tab', 'Escape', 'Delete', 'a', 'z'])
      expect(laneCommand(key, place)).toBeNull();
  });
});
