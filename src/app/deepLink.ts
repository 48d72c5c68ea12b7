// `?scenario=<name>` opens an example; choosing another one updates the address (back works too).
// `?step=N` puts the playhead on step N; the address follows the playhead without new history entries.
import type { AppStore } from '../state/store';

const PARAM = 'scenario';
const STEP = 'step';

export function scenarioFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get(PARAM) || null;
}

/** The step a query string names (`?step=3`), or null when it names none or not a whole number. */
export function stepFromSearch(search: string): number | null {
  const text = new URLSearchParams(search).get(STEP);
  if (text === null || !/^-?\d+$/.test(text.trim())) return null;
  return Number(text);
}

/** Opens the example the address names (else `fallback`) with the playhead on its `?step=`. */
export async function openFromUrl(store: AppStore, fallback: string): Promise<void> {
  const name = scenarioFromUrl() ?? fallback;
  const step = stepFromSearch(window.location.search);
  const { actions } = store.getState();
  await actions.openExample(name);
  const { player } = store.getState();
  if (step !== null && player.selected === name && player.trace) actions.seek(step);
}

let lastExample: string | null = null;

/** The example the playground showed last (other pages borrow the player and clear `selected`). */
export function lastOpenedExample(): string | null {
  return lastExample;
}

/** Keeps the address and the open example in step, in both directions. */
export function syncDeepLink(store: AppStore): () => void {
  const unsubscribe = store.subscribe((state, prev) => {
    const name = state.player.selected;
    if (name !== null) lastExample = name;
    if (name !== null && name !== prev.player.selected && name !== scenarioFromUrl()) {
      const url = new URL(window.location.href);
      url.searchParams.set(PARAM, name);
      url.searchParams.delete(STEP);
      window.history.pushState(null, '', url);
    }
    if (state.player.step !== prev.player.step) keepStep(state.player.step);
  });
  const onPop = () => {
    if (scenarioFromUrl() !== null) void openFromUrl(store, '');
  };
  window.addEventListener('popstate', onPop);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', onPop);
  };
}

/** Writes the playhead into the address in place (-1, before the first step, is no `step`). */
function keepStep(step: number): void {
  const url = new URL(window.location.href);
  const text = step >= 0 ? String(step) : null;
  if (url.searchParams.get(STEP) === text) return;
  if (text === null) url.searchParams.delete(STEP);
  else url.searchParams.set(STEP, text);
  window.history.replaceState(window.history.state, '', url);
}
