import { describe, expect, it } from 'vitest';
import { stepFromSearch } from './deepLink';

describe('the step in the address', () => {
  it('reads a whole step number next to the scenario', () => {
    expect(stepFromSearch('?scenario=seed-demo&step=3')).toBe(3);
    expect(stepFromSearch('?step=0')).toBe(0);
    expect(stepFromSearch('?step=-1')).toBe(-1);
  });

  it('ignores a missing or unreadable step', () => {
    expect(stepFromSearch('?scenario=seed-demo')).toBeNull();
    expect(stepFromSearch('?step=three')).toBeNull();
    expect(stepFromSearch('?step=2.5')).toBeNull();
    expect(stepFromSearch('?step=')).toBeNull();
  });
});
