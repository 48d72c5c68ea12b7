// A recording's address: `/recorded/<name>` is its page, and back.
import { describe, expect, it } from 'vitest';
import { pathOf, recordedHref, routeOf } from '../navigation/routes';
import { RECORDED_NAMES } from './recordings';

describe('the address of a recording', () => {
  it.each(RECORDED_NAMES)('/recorded/%s opens its page, and the page has that address', (name) => {
    expect(routeOf(recordedHref(name))).toEqual({ page: 'recorded', name });
    expect(routeOf(`/recorded/${name}/`)).toEqual({ page: 'recorded', name });
    expect(pathOf({ page: 'recorded', name })).toBe(`/recorded/${name}`);
  });

  it('is not a page for a path below it or a name with other characters', () => {
    expect(routeOf('/recorded').page).toBe('not-found');
    expect(routeOf('/recorded/a/b').page).toBe('not-found');
    expect(routeOf('/recorded/Skip_Locked').page).toBe('not-found');
  });
});
