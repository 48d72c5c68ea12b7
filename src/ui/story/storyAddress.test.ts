import { describe, expect, it } from 'vitest';
import { frameFromSearch } from './storyAddress';

const frameOf = (query: string) => frameFromSearch(new URLSearchParams(query));

describe('the story frame in the address', () => {
  it('reads a whole frame number', () => {
    expect(frameOf('?frame=3')).toBe(3);
    expect(frameOf('?frame=0')).toBe(0);
  });

  it('reads a missing, negative or unreadable frame as the first', () => {
    expect(frameOf('')).toBe(0);
    expect(frameOf('?frame=-1')).toBe(0);
    expect(frameOf('?frame=two')).toBe(0);
    expect(frameOf('?frame=1.5')).toBe(0);
  });
});
