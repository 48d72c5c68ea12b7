// React access to the store: the context that carries it, and narrow selector hooks.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Actions } from './actions';
import type { AppState, AppStore } from './store';

/** Provided once by src/app: `<StoreContext value={store}>`. */
export const StoreContext = createContext<AppStore | null>(null);

/** Selects a slice of the state; pass a narrow selector (and `useShallow` for derived objects). */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs a <StoreContext value={store}> above it.');
  return useStore(store, selector);
}

export function useActions(): Actions {
  return useAppStore((s) => s.actions);
}
