// Moving between pages without a reload, and the address as React state: path, query and
// fragment, updated on in-app moves, back and forward, and a fragment changed in the same tab.
import { useSyncExternalStore } from 'react';
import { routeOf, type Route } from './routes';
import { BEFORE_MOVE_EVENT } from './scrollAnchor';

const EVENT = 'fencelab:navigate';

/** Goes to an in-app address (a new history entry); every page reading the address re-renders. */
export function navigate(to: string): void {
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (to === here) return;
  // The page being left notes where the reader was (scrollAnchor.ts), for Back.
  window.dispatchEvent(new Event(BEFORE_MOVE_EVENT));
  window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(EVENT));
  window.scrollTo(0, 0);
}

/**
 * Changes the address in place: no new history entry, no scroll. What an in-page change uses (a
 * timeline, the SQL it runs with, the playhead), so Back leaves the page and the reader stays
 * where they are. The pages that read the address hear of it, unless `quiet` (the playhead: the
 * page that owns it does not need to hear of its own move).
 */
export function replaceAddress(to: string, { quiet = false }: { quiet?: boolean } = {}): void {
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (to === here) return;
  window.history.replaceState(window.history.state, '', to);
  if (!quiet) window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search + window.location.hash;

/** The address as it stands, split into its parts. */
export interface Address {
  path: string;
  search: URLSearchParams;
  /** The fragment, with its `#` (empty when there is none). */
  hash: string;
}

/** The whole address as one string, as React state (it changes on every move). */
export function useAddressText(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '/');
}

/** Parses an address string into path, query and fragment. */
export function addressOf(text: string): Address {
  const url = new URL(text, 'http://fencelab.invalid');
  return { path: url.pathname, search: url.searchParams, hash: url.hash };
}

/** The current path, as React state. */
export function usePath(): string {
  return addressOf(useAddressText()).path;
}

export function useRoute(): Route {
  return routeOf(usePath());
}
