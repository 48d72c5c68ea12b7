import { describe, expect, it } from 'vitest';
import { movedPlaygroundHref, stepFromSearch } from './deepLink';

describe('the step in the address', () => {
  it('reads a whole step number next to the scenario, counted from 1 as the player counts', () => {
    // ?step=4 is "Step 4 of …": the playhead on the fourth step, run-order index 3.
    expect(stepFromSearch('?scenario=seed-demo&step=4')).toBe(3);
    expect(stepFromSearch('?step=1')).toBe(0);
    // 0 (or less) is before the first step.
    expect(stepFromSearch('?step=0')).toBe(-1);
    expect(stepFromSearch('?step=-1')).toBe(-1);
  });

  it('ignores a missing or unreadable step', () => {
    expect(stepFromSearch('?scenario=seed-demo')).toBeNull();
    expect(stepFromSearch('?step=three')).toBeNull();
    expect(stepFromSearch('?step=2.5')).toBeNull();
    expect(stepFromSearch('?step=')).toBeNull();
  });
});

describe('links made when the playground lived at /', () => {
  it('move to /playground with the same query and fragment', () => {
    expect(movedPlaygroundHref('/?scenario=naive-unfenced-finish&step=3')).toBe(
      '/playground?scenario=naive-unfenced-finish&step=3',
    );
    expect(movedPlaygroundHref('/?step=2')).toBe('/playground?step=2');
    expect(movedPlaygroundHref('/#s=v1.abc.def')).toBe('/playground#s=v1.abc.def');
    expect(movedPlaygroundHref('/index.html?scenario=seed-demo')).toBe(
      '/playground?scenario=seed-demo',
    );
    expect(movedPlaygroundHref('/index.html#s=v1.abc')).toBe('/playground#s=v1.abc');
  });

  it('leave the home page’s own addresses and every other page alone', () => {
    expect(movedPlaygroundHref('/')).toBeNull();
    expect(movedPlaygroundHref('/index.html')).toBeNull();
    expect(movedPlaygroundHref('/?frame=3')).toBeNull();
    expect(movedPlaygroundHref('/#top')).toBeNull();
    expect(movedPlaygroundHref('/playground?scenario=seed-demo')).toBeNull();
    expect(movedPlaygroundHref('/studio#s=v1.abc')).toBeNull();
    expect(movedPlaygroundHref('/lessons/fencing-token?step=2')).toBeNull();
  });
});
