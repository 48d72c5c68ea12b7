import { describe, expect, it } from 'vitest';
import { exampleHref, pathOf, PLAYGROUND_PATH, routeOf, sharedHref } from './routes';

describe('routes', () => {
  it('reads the home page, the playground, the lesson list and a lesson from the path', () => {
    expect(routeOf('/')).toEqual({ page: 'home' });
    expect(routeOf('/playground')).toEqual({ page: 'playground' });
    expect(routeOf('/lessons/')).toEqual({ page: 'lessons' });
    expect(routeOf('/lessons/lease-is-not-a-lock')).toEqual({
      page: 'lesson',
      id: 'lease-is-not-a-lock',
    });
    expect(routeOf('/nope')).toEqual({ page: 'not-found', path: '/nope' });
  });

  it('reads /index.html, and a trailing slash, as the page without it', () => {
    expect(routeOf('/index.html')).toEqual({ page: 'home' });
    expect(routeOf('/playground/')).toEqual({ page: 'playground' });
    expect(routeOf('//')).toEqual({ page: 'home' });
  });

  it('writes each route back to the same path', () => {
    for (const p of [
      '/',
      '/playground',
      '/lessons',
      '/lessons/fencing-token',
      '/practice',
      '/practice/drills',
      '/practice/review',
      '/practice/mock',
      '/studio',
      '/nope',
    ])
      expect(pathOf(routeOf(p))).toBe(p);
  });

  it('puts examples and share links at the playground’s own address', () => {
    expect(PLAYGROUND_PATH).toBe('/playground');
    expect(exampleHref('seed-demo')).toBe('/playground?scenario=seed-demo');
    // The playhead's index 3 is "Step 4": the address counts as the player does.
    expect(exampleHref('seed-demo', 3)).toBe('/playground?scenario=seed-demo&step=4');
    expect(exampleHref('seed-demo', -1)).toBe('/playground?scenario=seed-demo');
    expect(exampleHref('a b&c')).toBe('/playground?scenario=a%20b%26c');
    expect(sharedHref('s=v1.abc')).toBe('/playground#s=v1.abc');
    expect(sharedHref('#s=v1.abc')).toBe('/playground#s=v1.abc');
    expect(routeOf(exampleHref('x').split('?')[0] ?? '')).toEqual({ page: 'playground' });
  });
});
