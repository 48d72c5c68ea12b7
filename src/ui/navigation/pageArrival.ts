// Arriving at another page without a reload: the window's title names it, and the keyboard focus
// goes to its heading, as a browser's own page load would start a screen reader there. Without
// this the title said "FenceLab" on every page, and the focus stayed on the link pressed (or fell
// to the body when that link went away), so nothing told a screen reader the page had changed.
// The first page of a visit keeps the browser's focus; a page whose own code moved the focus
// into it (a deep link to a section, say) keeps that.

/** How long to wait for a page's heading: a lesson or the studio loads its code first. */
const WAIT_MS = 10_000;

/** The page's heading: the first h1 or h2 of the page's part of `main`. */
function headingIn(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('[data-page] :is(h1, h2)');
}

/**
 * Once the page in `main` shows its heading: the window's title from it (`title(heading)`) and,
 * when `moved` here from another page, the focus on it. Returns a function that stops waiting.
 */
export function arriveAt(
  main: HTMLElement,
  moved: boolean,
  title: (heading: string) => string,
): () => void {
  const settle = (heading: HTMLElement) => {
    const text = heading.textContent?.trim() ?? '';
    if (text) document.title = title(text);
    const active = document.activeElement;
    if (!moved || (active && active !== document.body && main.contains(active))) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  const now = headingIn(main);
  if (now) {
    settle(now);
    return () => {};
  }
  const watch = new MutationObserver(() => {
    const heading = headingIn(main);
    if (!heading) return;
    stop();
    settle(heading);
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    watch.disconnect();
    window.clearTimeout(timer);
  };
  watch.observe(main, { childList: true, subtree: true });
  return stop;
}
