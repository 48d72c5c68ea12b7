// The one store of the app, made of slices. Each slice's state sits under its own key; the persist
// middleware wraps the whole store once and keeps only what must survive a reload.
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createActions, type Actions } from './actions';
import { initialCompare, type CompareState } from './compareSlice';
import type { StoreDeps } from './deps';
import { initialEditor, type EditorState } from './editorSlice';
import { initialExplorer, type ExplorerState } from './explorerSlice';
import { initialPlayer, type PlayerState } from './playerSlice';

export interface AppState {
  player: PlayerState;
  editor: EditorState;
  /** Two runs side by side; never persisted. */
  compare: CompareState;
  /** "Is this SQL safe on every schedule?"; never persisted. */
  explorer: ExplorerState;
  /** Stable: never replaced, so selecting it never re-renders. */
  actions: Actions;
}

export type AppStore = StoreApi<AppState>;

/** Bump when the persisted shape changes, and teach `migrate` the old one. */
export const PERSIST_VERSION = 1;
export const PERSIST_KEY = 'fencelab';

interface Persisted {
  editor: { drafts: Record<string, string> };
}

/** Creates the store; `deps` wires it to the examples, the SQL worker and storage (see src/app). */
export function createAppStore(deps: StoreDeps): AppStore {
  return createStore<AppState>()(
    persist(
      (set, get) => ({
        player: initialPlayer(deps),
        editor: initialEditor(),
        compare: initialCompare(),
        explorer: initialExplorer(),
        actions: createActions({
          get,
          setPlayer: (patch) => set((s) => ({ player: { ...s.player, ...patch } })),
          setEditor: (patch) => set((s) => ({ editor: { ...s.editor, ...patch } })),
          setCompare: (patch) => set((s) => ({ compare: { ...s.compare, ...patch } })),
          setExplorer: (patch) => set((s) => ({ explorer: { ...s.explorer, ...patch } })),
          deps,
        }),
      }),
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        storage: createJSONStorage(() => deps.storage),
        partialize: (s): Persisted => ({ editor: { drafts: s.editor.drafts } }),
        migrate: (old) => migrate(old),
        merge: (saved, current) => {
          const drafts = (saved as Persisted | undefined)?.editor?.drafts ?? {};
          return { ...current, editor: { ...current.editor, drafts } };
        },
      },
    ),
  );
}

/** Reads any older persisted shape; unknown shapes start afresh rather than crash. */
function migrate(old: unknown): Persisted {
  const drafts = (old as Persisted | null)?.editor?.drafts;
  return { editor: { drafts: drafts && typeof drafts === 'object' ? drafts : {} } };
}
