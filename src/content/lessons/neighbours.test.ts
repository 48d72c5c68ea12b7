import { describe, expect, it } from 'vitest';
import { neighboursIn } from './neighbours';

const COURSE = [
  { id: 'a', title: 'First', extra: 1 },
  { id: 'b', title: 'Second', extra: 2 },
  { id: 'c', title: 'Third', extra: 3 },
];

describe('a lesson’s neighbours', () => {
  it('are the lessons just before and after it, with its place in the course', () => {
    expect(neighboursIn(COURSE, 'b')).toEqual({
      n: 2,
      total: 3,
      prev: { id: 'a', title: 'First' },
      next: { id: 'c', title: 'Third' },
    });
  });

  it('are none before the first lesson and none after the last', () => {
    expect(neighboursIn(COURSE, 'a')).toMatchObject({ n: 1, prev: null });
    expect(neighboursIn(COURSE, 'c')).toMatchObject({ n: 3, next: null });
  });

  it('are unknown for a lesson the course lacks', () => {
    expect(neighboursIn(COURSE, 'z')).toBeNull();
  });
});
