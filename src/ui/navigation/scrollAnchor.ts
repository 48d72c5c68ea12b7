// Back, Forward and a reload return the reader to the card they were reading, not only to the
// same distance from the top. The browser restores an entry's scroll offset, but a list whose
// cards are laid out only near the screen (`content-visibility: auto`, /lessons) is not the same
// height when it is built again: the cards above keep an estimated height until they are drawn,
// so on a phone the same offset landed a card or more away (#31). A page marks what a reader
// comes back to with `data-scroll-anchor`; the address's history entry keeps the first one on
// screen and where on the screen it stood, and coming back puts it there again.

export const ANCHOR_ATTR = 'data-scroll-anchor';

/** Which marked element stood where: its top, in CSS pixels from the top of the window. */
export interface ScrollAnchor {
  key: string;
  top: number;
}

/**
 * The first marked element that starts on screen, else the first one at least partly on screen,
 * or null when none is. One that starts on screen is the steadier mark: a long element whose top
 * is far above (a lesson's exercise, still filling in as the page comes back) may not be as tall
 * when it is built again.
 */
export function anchorOnScreen(doc: Document, viewportHeight: number): ScrollAnchor | null {
  let partly: ScrollAnchor | null = null;
  for (const el of doc.querySelectorAll(`[${ANCHOR_ATTR}]`)) {
    const { top, bottom } = el.getBoundingClientRect();
    if (bottom <= 0) continue;
    if (top >= viewportHeight) break;
    const anchor = { key: el.getAttribute(ANCHOR_ATTR) ?? '', top };
    if (top >= 0) return anchor;
    partly ??= anchor;
  }
  return partly;
}

/** An anchor kept in a history entry's state, if it is one (the state is anyone's to write). */
export function anchorIn(state: unknown): ScrollAnchor | null {
  const a = (state as { scrollAnchor?: unknown } | null)?.scrollAnchor as
    Partial<ScrollAnchor> | null | undefined;
  return typeof a?.key === 'string' && typeof a.top === 'number' && Number.isFinite(a.top)
    ? { key: a.key, top: a.top }
    : null;
}

/** Keeps the anchor now on screen (or none) in the current history entry, with what it held. */
export function rememberAnchor(win: Window): void {
  const scrollAnchor = anchorOnScreen(win.document, win.innerHeight);
  const state: unknown = win.history.state;
  const kept = anchorIn(state);
  // Unchanged (or none, as before): nothing to write.
  if (kept?.key === scrollAnchor?.key && kept?.top === scrollAnchor?.top) return;
  const rest = state !== null && typeof state === 'object' ? state : {};
  win.history.replaceState({ ...rest, scrollAnchor }, '');
  // The entry's own mode: with an anchor, the browser's restoring of the offset would only fight
  // restoreAnchor's; without one, the browser's is right.
  win.history.scrollRestoration = scrollAnchor ? 'manual' : 'auto';
}

/**
 * How long a return waits for its anchor: the page may still be loading its list. Frames in a row
 * with the anchor in place before it counts as settled: the cards around it, drawn as they come
 * near the screen, may change their heights in the first frames.
 */
const WAIT_MS = 3000;
const SETTLED_FRAMES = 3;

/** What a reader does that means they have moved on: their scrolling wins. */
const INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window until the anchor's element stands where it stood, frame by frame, until it
 * has stayed there a few frames, the reader scrolls, or WAIT_MS pass. Returns a stop function.
 */
export function restoreAnchor(win: Window, anchor: ScrollAnchor): () => void {
  const started = win.performance.now();
  // A quoted attribute value: only its quote and backslash need escaping.
  const selector = `[${ANCHOR_ATTR}="${anchor.key.replace(/["\\]/g, '\\$&')}"]`;
  let frame = 0;
  let inPlace = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    win.cancelAnimationFrame(frame);
    for (const type of INPUTS) win.removeEventListener(type, stop, true);
  };
  for (const type of INPUTS) win.addEventListener(type, stop, { capture: true, passive: true });
  const tick = () => {
    const el = win.document.querySelector(selector);
    if (el) {
      const off = el.getBoundingClientRect().top - anchor.top;
      if (Math.abs(off) < 1) inPlace += 1;
      else {
        inPlace = 0;
        win.scrollBy(0, off);
      }
    }
    if (inPlace >= SETTLED_FRAMES || win.performance.now() - started > WAIT_MS) stop();
    else frame = win.requestAnimationFrame(tick);
  };
  frame = win.requestAnimationFrame(tick);
  return stop;
}

/** How long scrolling must pause before the anchor on screen is kept. */
const KEEP_AFTER_MS = 150;

/** What navigate() sends just before it moves to another address. */
export const BEFORE_MOVE_EVENT = 'fencelab:before-move';

/**
 * Keeps each history entry's anchor as the reader scrolls and before an in-app move, and returns
 * to it on Back, Forward and a reload.
 */
export function installScrollAnchors(win: Window): void {
  let restoring: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const returnTo = (state: unknown) => {
    restoring?.();
    const anchor = anchorIn(state);
    restoring = anchor ? restoreAnchor(win, anchor) : null;
  };
  win.addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      rememberAnchor(win);
    }, KEEP_AFTER_MS);
  });
  // A reload (or leaving the site) within the pause after a scroll, a return's own scrolling
  // included, keeps where the reader is now, not where the last pause was.
  win.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    rememberAnchor(win);
  });
  win.addEventListener('popstate', (e) => returnTo(e.state));
  win.addEventListener(BEFORE_MOVE_EVENT, () => {
    clearTimeout(timer);
    rememberAnchor(win);
  });
  returnTo(win.history.state);
}
