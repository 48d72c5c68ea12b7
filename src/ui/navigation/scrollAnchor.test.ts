// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anchorIn,
  anchorOnScreen,
  installScrollAnchors,
  rememberAnchor,
  restoreAnchor,
} from './scrollAnchor';

/** Cards of the given [top, bottom]s, each marked as an anchor; jsdom lays nothing out. */
function cards(boxes: [number, number][]): HTMLElement[] {
  document.body.innerHTML = '';
  return boxes.map(([top, bottom], k) => {
    const el = document.createElement('li');
    el.setAttribute('data-scroll-anchor', `card-${k}`);
    el.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
    document.body.append(el);
    return el;
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '');
  history.scrollRestoration = 'auto';
});

describe('anchorOnScreen', () => {
  it('is the first marked element that starts on screen, with its top', () => {
    cards([
      [-900, -500],
      [-500, -40],
      [-40, 400],
      [400, 800],
    ]);
    expect(anchorOnScreen(document, 800)).toEqual({ key: 'card-3', top: 400 });
  });

  it('is the first one partly on screen when none starts there', () => {
    cards([
      [-900, -500],
      [-500, 1200],
      [1200, 1600],
    ]);
    expect(anchorOnScreen(document, 800)).toEqual({ key: 'card-1', top: -500 });
  });

  it('is none when the first such element starts below the window, or there is none', () => {
    cards([[900, 1300]]);
    expect(anchorOnScreen(document, 800)).toBeNull();
    cards([]);
    expect(anchorOnScreen(document, 800)).toBeNull();
  });
});

describe('rememberAnchor', () => {
  it("keeps the anchor in the entry's state beside what the state held, and owns its restoring", () => {
    cards([[120, 500]]);
    history.replaceState({ other: 1 }, '');
    rememberAnchor(window);
    expect(history.state).toEqual({ other: 1, scrollAnchor: { key: 'card-0', top: 120 } });
    expect(history.scrollRestoration).toBe('manual');
  });

  it('writes nothing on a page without anchors, or when the anchor has not moved', () => {
    const replace = vi.spyOn(history, 'replaceState');
    cards([]);
    rememberAnchor(window);
    expect(replace).not.toHaveBeenCalled();
    cards([[120, 500]]);
    rememberAnchor(window);
    rememberAnchor(window);
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
  });

  it('leaves the offset to the browser again once no anchor is on screen', () => {
    cards([[120, 500]]);
    rememberAnchor(window);
    cards([]);
    rememberAnchor(window);
    expect(anchorIn(history.state)).toBeNull();
    expect(history.scrollRestoration).toBe('auto');
  });
});

describe('anchorIn', () => {
  it('reads only a well-formed anchor from a state anyone may have written', () => {
    expect(anchorIn({ scrollAnchor: { key: 'a', top: 3 } })).toEqual({ key: 'a', top: 3 });
    for (const state of [null, 7, 'x', {}, { scrollAnchor: { key: 1, top: 3 } }])
      expect(anchorIn(state)).toBeNull();
    expect(anchorIn({ scrollAnchor: { key: 'a', top: Number.NaN } })).toBeNull();
  });
});

/**
 * A window with frames run by hand: its one anchor's top is `top` minus what has been scrolled,
 * plus whatever the test adds (cards above it drawn at another height).
 */
function fakeWindow(present = true) {
  let frame: (() => void) | null = null;
  let clock = 0;
  const listeners = new Map<string, () => void>();
  const state = { scrolled: 0, shift: 0, top: 500, present };
  const el = { getBoundingClientRect: () => ({ top: state.top + state.shift - state.scrolled }) };
  const win = {
    performance: { now: () => clock },
    requestAnimationFrame: (f: () => void) => ((frame = f), 1),
    cancelAnimationFrame: () => (frame = null),
    addEventListener: (type: string, f: () => void) => listeners.set(type, f),
    removeEventListener: (type: string) => listeners.delete(type),
    scrollBy: vi.fn((_x: number, y: number) => (state.scrolled += y)),
    document: {
      querySelector: (s: string) =>
        state.present && s === '[data-scroll-anchor="card-3"]' ? el : null,
    },
  };
  const runFrame = (ms = 16) => {
    clock += ms;
    const f = frame;
    frame = null;
    f?.();
  };
  return { win: win as unknown as Window, state, runFrame, listeners, pending: () => frame };
}

describe('restoreAnchor', () => {
  it('scrolls until the element stands where it stood, and again when cards around it move it', () => {
    const { win, state, runFrame, pending } = fakeWindow();
    restoreAnchor(win, { key: 'card-3', top: 120 });
    runFrame();
    expect(state.top - state.scrolled).toBe(120);
    // A card above it is drawn taller than its estimate.
    state.shift = 260;
    runFrame();
    expect(state.top + state.shift - state.scrolled).toBe(120);
    runFrame();
    runFrame();
    runFrame();
    expect(pending()).toBeNull();
  });

  it('waits for a list still loading, and gives up after a while', () => {
    const { win, state, runFrame, pending } = fakeWindow(false);
    restoreAnchor(win, { key: 'card-3', top: 120 });
    runFrame(1000);
    expect(pending()).not.toBeNull();
    state.present = true;
    runFrame();
    expect(state.top - state.scrolled).toBe(120);

    const never = fakeWindow(false);
    restoreAnchor(never.win, { key: 'card-3', top: 120 });
    never.runFrame(2000);
    expect(never.pending()).not.toBeNull();
    never.runFrame(1500);
    expect(never.pending()).toBeNull();
  });

  it('stops when the reader scrolls: their move wins', () => {
    const { win, state, runFrame, listeners, pending } = fakeWindow();
    restoreAnchor(win, { key: 'card-3', top: 120 });
    runFrame();
    listeners.get('wheel')?.();
    state.shift = 260;
    runFrame();
    expect(state.top + state.shift - state.scrolled).toBe(380);
    expect(pending()).toBeNull();
    expect(listeners.size).toBe(0);
  });
});

describe('installScrollAnchors', () => {
  it('keeps the anchor of a scroll not yet paused on when the page is left (a reload)', () => {
    vi.useFakeTimers();
    try {
      installScrollAnchors(window);
      cards([
        [-300, -100],
        [80, 400],
      ]);
      window.dispatchEvent(new Event('scroll'));
      // Reloaded within the pause: the anchor on screen now is kept all the same.
      window.dispatchEvent(new Event('pagehide'));
      expect(anchorIn(history.state)).toEqual({ key: 'card-1', top: 80 });
      // With no scroll pending, leaving writes nothing more.
      cards([[10, 400]]);
      window.dispatchEvent(new Event('pagehide'));
      expect(anchorIn(history.state)).toEqual({ key: 'card-1', top: 80 });
    } finally {
      vi.useRealTimers();
    }
  });
});
