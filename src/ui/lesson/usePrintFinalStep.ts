// A printed lesson shows its timeline at the final step, as a figure (print.css): as printing
// starts the lesson's player goes to its last step, and when it ends, back to where it was.
// `beforeprint` / `afterprint` come with the browser's Print; the `print` media query's change
// comes with them in Chromium, and alone when print media is emulated (tests, DevTools).
import { useContext, useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { AppStore } from '../../state/store';
import type { TraceSource } from '../../state/traceSource';
import { StoreContext } from '../../state/useAppStore';

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
  media?.addEventListener('change', onMedia);
  return () => {
    window.removeEventListener('beforeprint', start);
    window.removeEventListener('afterprint', end);
    media?.removeEventListener('change', onMedia);
  };
}
