// The playhead in an address: `?step=N` is "Step N of …", counted from 1 as the player, the
// screen readers' labels and exported file names count; `?step=0` (or none) is before the first
// step. Inside the app the playhead is the run-order index (from 0; -1 before the first), as in
// the JSON. Written back in place, never as new history.
import { replaceAddress } from './navigation';
import { stepParam } from './stepParam';

export { stepFromSearchParams, stepParam } from './stepParam';

/**
 * Writes the playhead into the address in place (before the first step is no `step`). No event:
 * the page that owns the playhead does not need to hear of its own move.
 */
export function keepStepInAddress(step: number): void {
  const url = new URL(window.location.href);
  const text = stepParam(step);
  if (url.searchParams.get('step') === text) return;
  if (text === null) url.searchParams.delete('step');
  else url.searchParams.set('step', text);
  replaceAddress(url.pathname + url.search + url.hash, { quiet: true });
}
