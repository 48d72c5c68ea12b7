// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusShown } from './focusShown';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Runs the queued animation frames one at a time. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => queue.push(f));
  return () => queue.shift()?.(0);
}

describe('focus on what a press brought', () => {
  it('waits for the element to be on the page, then focuses it', () => {
    const next = frames();
    focusShown('answer-heading');
    next();
    expect(document.activeElement).toBe(document.body);
    const h = document.createElement('h4');
    h.id = 'answer-heading';
    h.tabIndex = -1;
    document.body.append(h);
    next();
    expect(document.activeElement).toBe(h);
  });

  it('gives up after a few frames when it never comes', () => {
    const next = frames();
    focusShown('never', 3);
    for (let k = 0; k < 3; k++) next();
    expect(next()).toBeUndefined();
  });
});
