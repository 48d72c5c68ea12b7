import { describe, expect, it } from 'vitest';
import { pathOf, routeOf } from './routes';

describe('routes', () => {
  it('reads the playground, the lesson list and a lesson from the path', () => {
    expect(routeOf('/')).toEqual({ page: 'playground' });
    expect(routeOf('/lessons/')).toEqual({ page: 'lessons' });
    expect(routeOf('/lessons/lease-is-not-a-lock')).toEqual({
      page: 'lesson',
      id: 'lease-is-not-a-lock',
    });
    expect(routeOf('/nope')).toEqual({ page: 'not-found', path: '/nope' });
  });

  it('writes each route back to the same path', () => {
    for (const p of [
      '/',
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
});
