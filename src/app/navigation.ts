// Moving between pages without a reload, and telling the app when the address changed.
import { useSyncExternalStore } from 'react';
import { routeOf, type Route } from './routes';

const EVENT = 'fencelab:navigate';

/** The path shown before the last in-app move (null until the first move). */
let previous: string | null = null;
let current = typeof window === 'undefined' ? '/' : window.location.pathname;

function moved(): void {
  previous = current;
  current = window.location.pathname;
}

/** Where the learner was before the page they are on (null on the first page they opened). */
export function previousPath(): string | null {
  return previous;
}

if (typeof window !== 'undefined') window.addEventListener('popstate', moved);

/** Goes to an in-app path (a new history entry); the Route hook re-renders. */
export function navigate(to: string): void {
  if (to === window.location.pathname + window.location.search) return;
  window.history.pushState(null, '', to);
  moved();
  window.dispatchEvent(new Event(EVENT));
  window.scrollTo(0, 0);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The current path, as React state. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function useRoute(): Route {
  return routeOf(usePath());
}
