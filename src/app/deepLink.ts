// `?scenario=<name>` opens an example; choosing another one updates the address (back works too).
import type { AppStore } from '../state/store';

const PARAM = 'scenario';

export function scenarioFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get(PARAM) || null;
}

/** Keeps the address and the open example in step, in both directions. */
export function syncDeepLink(store: AppStore): () => void {
  const unsubscribe = store.subscribe((state, prev) => {
    const name = state.player.selected;
    if (name === null || name === prev.player.selected || name === scenarioFromUrl()) return;
    const url = new URL(window.location.href);
    url.searchParams.set(PARAM, name);
    window.history.pushState(null, '', url);
  });
  const onPop = () => {
    const name = scenarioFromUrl();
    if (name !== null) void store.getState().actions.openExample(name);
  };
  window.addEventListener('popstate', onPop);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', onPop);
  };
}
