// A printed lesson shows its timeline at the final step, as a figure (print.css): as printing
// starts the lesson's player goes to its last step, and when it ends, back to where it was.
// `beforeprint` / `afterprint` come with the browser's Print; the `print` media query's change
// comes with them in Chromium, and alone when print media is emulated (tests, DevTools).
// Behind the prediction's veil the player's code may not have loaded yet (playerCode.ts), and a
// browser prints what is on the page without waiting: Ctrl+P (⌘P) on the page loads and draws
// the player first, then prints; the browser's own Print menu starts the load as printing starts,
// and that paper says to print again (VeiledPlayer.tsx).
import { useContext, useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { AppStore } from '../../state/store';
import type { TraceSource } from '../../state/traceSource';
import { StoreContext } from '../../state/useAppStore';
import { wantPlayer } from '../predict/playerCode';

/**
 * Moves the player's playhead to its last step while the page prints. The lesson page calls it:
 * its player shows only the lesson's own timelines (and counterexamples found from them).
 */
export function usePrintFinalStep(): void {
  const store = useContext(StoreContext);
  useEffect(() => (store ? watchPrinting(store) : undefined), [store]);
}

/** Starts watching for print; returns the function that stops. */
function watchPrinting(store: AppStore): () => void {
  /** Where the playhead was before printing, while printing (null otherwise). */
  let kept: { source: TraceSource; step: number } | null = null;

  const start = () => {
    void wantPlayer();
    const { player, actions } = store.getState();
    if (kept || !player.trace || !player.source) return;
    kept = { source: player.source, step: player.step };
    // Rendered at once: the page is laid out for print as soon as this handler returns.
    flushSync(() => actions.seekEnd());
  };
  const end = () => {
    if (!kept) return;
    const { source, step } = kept;
    kept = null;
    const { player, actions } = store.getState();
    // Unless the learner moved on meanwhile, the playhead goes back where it was.
    if (player.source === source && player.step === (player.trace?.steps.length ?? 0) - 1)
      actions.seek(step);
  };
  const media = window.matchMedia?.('print');
  const onMedia = (e: MediaQueryListEvent) => (e.matches ? start() : end());
  window.addEventListener('beforeprint', start);
  window.addEventListener('afterprint', end);
  window.addEventListener('keydown', printWithPlayer);
  media?.addEventListener('change', onMedia);
  return () => {
    window.removeEventListener('keydown', printWithPlayer);
    window.removeEventListener('beforeprint', start);
    window.removeEventListener('afterprint', end);
    media?.removeEventListener('change', onMedia);
  };
}

/** What stands in the player's place until its code has loaded and it has rendered. */
const NOT_DRAWN = '[data-testid="player-outline"]';
/** How long Ctrl+P waits for the player before printing without it. */
const DRAW_WAIT_MS = 5000;

/** Ctrl+P (⌘P) on a page whose player has not drawn yet: draw it, then print. */
function printWithPlayer(e: KeyboardEvent): void {
  if (e.key.toLowerCase() !== 'p' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
  if (e.defaultPrevented || !document.querySelector(NOT_DRAWN)) return;
  e.preventDefault();
  void wantPlayer()
    .then(() => drawn(performance.now() + DRAW_WAIT_MS))
    .finally(() => window.print());
}

/** Resolves once the player has taken its outline's place, or at `deadline`. */
function drawn(deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!document.querySelector(NOT_DRAWN) || performance.now() > deadline) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}
