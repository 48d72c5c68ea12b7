// A timeline wider than its box scrolls sideways; this keeps the step at the playhead (and, while
// playing, the next one) in view, as a learner on a phone would otherwise lose it off the edge.
import { useEffect, type RefObject } from 'react';
import type { TimelineLayout } from './timelineLayout';
import { useReducedMotion } from './useReducedMotion';
import { xOf } from './usePlayhead';

/** Room kept between a followed step and the edges of the visible part. */
const MARGIN = 48;

export function useFollowPlayhead(
  scrollRef: RefObject<HTMLDivElement | null>,
  layout: TimelineLayout,
  step: number,
  playing: boolean,
  /** The visible width of the scroll box and how far it is scrolled (tracked, never read). */
  view: { width: number; scrollLeft: number },
): void {
  const reduced = useReducedMotion();
  const { width, scrollLeft } = view;
  useEffect(() => {
    // Everything comes from the layout and the tracked scroll position: reading the box's
    // geometry here would force a layout of the whole page on every step.
    const el = scrollRef.current;
    if (!el || layout.width <= width) return;
    const here = xOf(layout, step);
    const next = playing ? xOf(layout, step + 1) : here;
    // Scroll no further than it takes: the next step (while playing) just inside the right edge,
    // unless that would hide this one past the left edge.
    const right = scrollLeft + width - MARGIN;
    let left = scrollLeft + Math.max(0, Math.max(here, next) - right);
    if (here < left + layout.gutter + MARGIN) left = here - layout.gutter - MARGIN;
    if (Math.abs(left - scrollLeft) < 1) return;
    el.scrollTo({ left: Math.max(0, left), behavior: reduced ? 'auto' : 'smooth' });
    // The scroll position is followed, not chased: a scroll by the learner does not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRef, layout, step, playing, reduced, width]);
}
