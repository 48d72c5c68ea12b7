import { describe, expect, it } from 'vitest';
import { placeOf } from './CodeView';
import { addressOpensEditor } from './useEditing';

describe('when the address opens the editor at once', () => {
  it('opens it in the studio, whatever the studio shows', () => {
    expect(addressOpensEditor('/studio')).toBe(true);
    expect(addressOpensEditor('/studio?draft=d1#s=v1.abc')).toBe(true);
  });

  it('opens it on any page with ?edit=1', () => {
    expect(addressOpensEditor('/lessons/lease-is-not-a-lock?edit=1')).toBe(true);
    expect(addressOpensEditor('/playground?scenario=seed-demo&edit=1&step=3')).toBe(true);
  });

  it('leaves it closed on a first visit to a lesson or the playground', () => {
    expect(addressOpensEditor('/lessons/lease-is-not-a-lock')).toBe(false);
    expect(addressOpensEditor('/playground?scenario=seed-demo')).toBe(false);
    expect(addressOpensEditor('/?edit=0')).toBe(false);
  });
});

describe('the place a click in the code view stands for', () => {
  it('counts lines and columns from 1, as the editor does', () => {
    const text = 'UPDATE jobs\nSET x=1\n';
    expect(placeOf(text, 0)).toEqual({ line: 1, column: 1 });
    expect(placeOf(text, 4)).toEqual({ line: 1, column: 5 });
    expect(placeOf(text, 12)).toEqual({ line: 2, column: 1 });
    expect(placeOf(text, text.length)).toEqual({ line: 3, column: 1 });
    expect(placeOf(text, 99)).toEqual({ line: 3, column: 1 });
  });
});
