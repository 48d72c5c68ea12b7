import { describe, expect, it } from 'vitest';
import { keyBelongsToTarget } from './shortcuts';

/** A stand-in element that matches the selectors listed (each as written in a selector list). */
function element(...matches: string[]): EventTarget {
  const closest = (selector: string) =>
    selector.split(',').some((s) => matches.includes(s.trim())) ? {} : null;
  return { closest } as unknown as EventTarget;
}

describe('keys typed into the page', () => {
  it('go to the player when nothing editable has focus', () => {
    expect(keyBelongsToTarget(element(), ' ')).toBe(false);
    expect(keyBelongsToTarget(element(), 'ArrowRight')).toBe(false);
    expect(keyBelongsToTarget(null, 'Home')).toBe(false);
  });

  it('stay in inputs, text areas, selects, editable content and the Monaco editor', () => {
    for (const field of ['input', 'textarea', 'select', '.monaco-editor'])
      expect(keyBelongsToTarget(element(field), ' ')).toBe(true);
    expect(
      keyBelongsToTarget(element('[contenteditable]:not([contenteditable="false"])'), 'End'),
    ).toBe(true);
  });

  it('let Space and Enter press a focused button, but arrows still step', () => {
    expect(keyBelongsToTarget(element('button'), ' ')).toBe(true);
    expect(keyBelongsToTarget(element('[role="button"]'), 'Enter')).toBe(true);
    expect(keyBelongsToTarget(element('button'), 'ArrowRight')).toBe(false);
  });

  it('leave arrows to tab lists and sliders', () => {
    expect(keyBelongsToTarget(element('[role="tablist"]'), 'ArrowLeft')).toBe(true);
    expect(keyBelongsToTarget(element('[role="tablist"]'), ' ')).toBe(false);
  });

  it('only let the help key through while the help sheet is open', () => {
    expect(keyBelongsToTarget(element('dialog'), 'ArrowRight')).toBe(true);
    expect(keyBelongsToTarget(element('dialog'), '?')).toBe(false);
  });
});
