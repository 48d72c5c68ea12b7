// The playhead in an address: `?step=N`, the step just done in run order (JSON and ?step= count
// from 0; the page says "step N+1" to people). Written back in place, never as new history.
import { replaceAddress } from './navigation';

/** The step a query names (`?step=3`), or null when it names none or not a whole number. */
export function stepFromSearchParams(params: URLSearchParams): number | null {
  const text = params.get('step');
  if (text === null || !/^-?\d+$/.test(text.trim())) return null;
  return Number(text);
}

/**
 * Writes the playhead into the address in place (-1, before the first step, is no `step`). No
 * event: the page that owns the playhead does not need to hear of its own move.
 */
export function keepStepInAddress(step: number): void {
  const url = new URL(window.location.href);
  const text = step >= 0 ? String(step) : null;
  if (url.searchParams.get('step') === text) return;
  if (text === null) url.searchParams.delete('step');
  else url.searchParams.set('step', text);
  replaceAddress(url.pathname + url.search + url.hash, { quiet: true });
}
