// Playback: while playing, a requestAnimationFrame loop rests on each step, glides the playhead to
// the next one (to scale, 60 frames a second) and then runs the named action `stepForward`.
// Only the playhead's transform changes per frame; React renders once per step.
import { useContext, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Trace } from '../../../engine/types';
import { glideProgress, stepDuration } from '../../../state/playback';
import { selectPlaying, selectStep } from '../../../state/playerSelectors';
import { StoreContext, useAppStore } from '../../../state/useAppStore';
import type { TimelineLayout } from './timelineLayout';
import { useReducedMotion } from './useReducedMotion';

/** A long frame (a background tab, a breakpoint) does not skip steps. */
const MAX_FRAME_MS = 100;

/** Returns the ref of the playhead group; its x follows the store's step, smoothly while playing. */
export function usePlayhead(trace: Trace, layout: TimelineLayout): RefObject<SVGGElement | null> {
  const ref = useRef<SVGGElement>(null);
  const store = useContext(StoreContext);
  const step = useAppStore(selectStep);
  const playing = useAppStore(selectPlaying);
  const reduced = useReducedMotion();

  useLayoutEffect(() => place(ref.current, xOf(layout, step)), [layout, step]);

  useEffect(() => {
    if (!playing || !store) return;
    const ats = trace.steps.map((s) => s.at);
    let frame = 0;
    let last = performance.now();
    let elapsed = 0;
    let from = selectStep(store.getState());
    const tick = (now: number) => {
      const state = store.getState();
      const s = selectStep(state);
      if (s !== from) [from, elapsed] = [s, 0]; // a seek or a step by hand: start the wait again
      elapsed += Math.min(MAX_FRAME_MS, now - last) * state.player.speed;
      last = now;
      if (!state.player.playing || s >= ats.length - 1) return;
      const fromAt = ats[Math.max(0, s)] ?? 0;
      const toAt = ats[s + 1] ?? fromAt;
      if (elapsed >= stepDuration(fromAt, toAt)) {
        [from, elapsed] = [s + 1, 0];
        state.actions.stepForward();
      } else if (!reduced) {
        const p = glideProgress(elapsed, fromAt, toAt);
        place(ref.current, xOf(layout, s) + p * (xOf(layout, s + 1) - xOf(layout, s)));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, reduced, store, trace, layout]);

  return ref;
}

/** The playhead's x at a step (-1: before the first). */
export function xOf(layout: TimelineLayout, step: number): number {
  return step < 0 ? layout.startX : (layout.stepX[step] ?? layout.startX);
}

function place(el: SVGGElement | null, x: number): void {
  if (el) el.style.transform = `translateX(${x.toFixed(2)}px)`;
}
