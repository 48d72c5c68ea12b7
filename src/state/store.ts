// The one store of the app, made of slices. Each slice's state sits under its own key.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createActions, type Actions } from './actions';
import type { StoreDeps } from './deps';
import { initialPlayer, type PlayerState } from './playerSlice';

export interface AppState {
  player: PlayerState;
  /** Stable: never replaced, so selecting it never re-renders. */
  actions: Actions;
}

export type AppStore = StoreApi<AppState>;

/** Creates the store; `deps` wires it to the examples and the SQL worker (see src/app). */
export function createAppStore(deps: StoreDeps): AppStore {
  return createStore<AppState>()((set) => ({
    player: initialPlayer(deps),
    actions: createActions(
      { setPlayer: (patch) => set((s) => ({ player: { ...s.player, ...patch } })) },
      deps,
    ),
  }));
}
