// The playground's address: `?scenario=<name>` opens an example, `#s=…` a share link, `?step=N`
// puts the playhead on step N. The page reads it on every move (see PlaygroundPage); the playhead
// is written back in place, without new history entries.
import { stepFromSearchParams } from '../ui/navigation/step';

const PARAM = 'scenario';

/** The step a query string names (`?step=3`), or null when it names none or not a whole number. */
export function stepFromSearch(search: string | URLSearchParams): number | null {
  return stepFromSearchParams(typeof search === 'string' ? new URLSearchParams(search) : search);
}

/** The address of an example in the playground. */
export function exampleHref(name: string): string {
  return `/?${PARAM}=${encodeURIComponent(name)}`;
}

/** What the playground's address asks for: a share link, an example, or nothing in particular. */
export type PlaygroundAddress =
  { kind: 'link'; hash: string } | { kind: 'example'; name: string | null; step: number | null };

export function playgroundAddress(search: URLSearchParams, hash: string): PlaygroundAddress {
  if (hash.startsWith('#s=')) return { kind: 'link', hash };
  return { kind: 'example', name: search.get(PARAM) || null, step: stepFromSearch(search) };
}
