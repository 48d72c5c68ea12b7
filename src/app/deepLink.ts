// The playground's address: `/playground?scenario=<name>` opens an example, `/playground#s=…` a
// share link, `?step=N` puts the playhead on step N. The page reads it on every move (see
// PlaygroundPage and src/ui/navigation/playgroundAddress.ts); the playhead is written back in place, without new history entries. Links made
// before the playground moved off `/` still open it (see `movedPlaygroundHref`).
import { SCENARIO_PARAM as PARAM } from '../ui/navigation/playgroundAddress';
import { routeOf, PLAYGROUND_PATH } from '../ui/navigation/routes';
import { stepFromSearchParams } from '../ui/navigation/step';

/** The playhead a query string names (`?step=4`: the fourth step, index 3), or null when none. */
export function stepFromSearch(search: string | URLSearchParams): number | null {
  return stepFromSearchParams(typeof search === 'string' ? new URLSearchParams(search) : search);
}

/**
 * Where an address made for the playground when it lived at `/` belongs now: `/?scenario=…`,
 * `/?step=N` and `/#s=…` (and the same at `/index.html`) are the playground's, at
 * `/playground` with the same query and fragment. Null for every other address, the home page's
 * own included (`/`, `/?frame=2`).
 */
export function movedPlaygroundHref(address: string): string | null {
  const url = new URL(address, 'http://fencelab.invalid');
  if (routeOf(url.pathname).page !== 'home') return null;
  const named = url.searchParams.has(PARAM) || url.searchParams.has('step');
  if (!named && !url.hash.startsWith('#s=')) return null;
  return `${PLAYGROUND_PATH}${url.search}${url.hash}`;
}
