// The lesson list lays out only the cards near the screen at first (`content-visibility: auto`,
// lessonList.css): a phone's first layout of the list stays short. Until it is drawn, a card
// stands at an estimated height, and real cards are 270–560 px tall: a reader who jumped to the
// end (End, or Tab to Export) saw the cards there drawn a few frames later and Export move down
// by up to 460 px, off the screen on a phone. So once the page is idle the rest are drawn, a few
// per idle period in the list's order, and stay drawn: by the time a reader scrolls there, every
// card has its own height, and what is on the screen stays where it is.
import { whenIdle, type IdleDeadlineLike } from '../whenIdle';

/** Runs a task in the page's next idle period; returns a function that cancels it. */
export type IdleScheduler = (task: (deadline: IdleDeadlineLike) => void) => () => void;

/** A drawn card's attribute: lessonList.css lays it out wherever it is. */
export const DRAWN_ATTR = 'data-drawn';

/** A period with less than this left draws no more: the next card may take longer (ms). */
const SPARE_MS = 5;
/**
 * The most a period spends drawing (ms; a card takes 1–3 here). Lighthouse's phone runs each
 * task four times as long, and a task of over 50 ms there counts as blocking time.
 */
const BUDGET_MS = 8;

/**
 * Draws `cards` in order, in idle periods: at least one a period, more while the period has time
 * left and the period's drawing has taken less than BUDGET_MS by `now`. Reading the card's height
 * makes its layout happen there, not in the next frame's. Returns a function that stops it (a card
 * already drawn stays drawn).
 */
export function drawWhenIdle(
  cards: readonly HTMLElement[],
  idle: IdleScheduler = whenIdle,
  now: () => number = () => performance.now(),
): () => void {
  let next = 0;
  let cancel: (() => void) | null = null;
  const period = (deadline: IdleDeadlineLike) => {
    cancel = null;
    const started = now();
    do {
      const card = cards[next++];
      if (!card) break;
      card.setAttribute(DRAWN_ATTR, '');
      void card.offsetHeight;
    } while (
      next < cards.length &&
      deadline.timeRemaining() > SPARE_MS &&
      now() - started < BUDGET_MS
    );
    if (next < cards.length) cancel = idle(period);
  };
  if (cards.length > 0) cancel = idle(period);
  return () => cancel?.();
}
