// The story's frame in the home page's address: `/?frame=N`, 0 before anything happens, then one
// per step (frame N shows step N-1, in run order). Written back in place as the learner moves, so
// a copied address, a reload and Back from another page all open on the same frame.
import { replaceAddress } from '../navigation/navigation';

/** The frame an address names (`?frame=2`); 0 when it names none or not a whole number. */
export function frameFromSearch(search: URLSearchParams): number {
  const text = search.get('frame');
  if (text === null || !/^\d+$/.test(text.trim())) return 0;
  return Number(text);
}

/**
 * Writes the frame into the address in place (no new history entry). The pages reading the
 * address hear of it: the story page then reads back the frame it wrote, so the frame it reads is
 * never older than the playhead (a silent write would leave it one move behind, and the page would
 * seek back to it).
 */
export function keepFrameInAddress(frame: number): void {
  const url = new URL(window.location.href);
  const text = frame > 0 ? String(frame) : null;
  if (url.searchParams.get('frame') === text) return;
  if (text === null) url.searchParams.delete('frame');
  else url.searchParams.set('frame', text);
  replaceAddress(url.pathname + url.search + url.hash);
}
