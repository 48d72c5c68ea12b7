// The one store of the app, made of slices. Each slice's state sits under its own key; the persist
// middleware wraps the whole store once and keeps only what must survive a reload.
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createActions, type Actions } from './actions';
import { initialCompare, type CompareState } from './compareSlice';
import type { StoreDeps } from './deps';
import { initialEditor, type EditorState } from './editorSlice';
import { initialExplorer, type ExplorerState } from './explorerSlice';
import { initialLesson, type LessonState } from './lessonSlice';
import type { LessonProgress } from '../content/progressFile';
import { initialPlayer, type PlayerState } from './playerSlice';

export interface AppState {
  player: PlayerState;
  editor: EditorState;
  /** Two runs side by side; never persisted. */
  compare: CompareState;
  /** "Is this SQL safe on every schedule?"; never persisted. */
  explorer: ExplorerState;
  lesson: LessonState;
  /** Stable: never replaced, so selecting it never re-renders. */
  actions: Actions;
}

export type AppStore = StoreApi<AppState>;

/** Bump when the persisted shape changes, and teach `migrate` the old one. */
export const PERSIST_VERSION = 2;
export const PERSIST_KEY = 'fencelab';

interface Persisted {
  editor: { drafts: Record<string, string> };
  lesson: { progress: Record<string, LessonProgress> };
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
        lesson: initialLesson(),
        actions: createActions({
          get,
          setPlayer: (patch) => set((s) => ({ player: { ...s.player, ...patch } })),
          setEditor: (patch) => set((s) => ({ editor: { ...s.editor, ...patch } })),
          setCompare: (patch) => set((s) => ({ compare: { ...s.compare, ...patch } })),
          setExplorer: (patch) => set((s) => ({ explorer: { ...s.explorer, ...patch } })),
          setLesson: (patch) => set((s) => ({ lesson: { ...s.lesson, ...patch } })),
          deps,
        }),
      }),
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        storage: createJSONStorage(() => deps.storage),
        partialize: (s): Persisted => ({
          editor: { drafts: s.editor.drafts },
          lesson: { progress: s.lesson.progress },
        }),
        migrate: (old, version) => migrate(old, version),
        merge: (saved, current) => {
          const s = saved as Partial<Persisted> | undefined;
          const drafts = s?.editor?.drafts ?? {};
          const progress = s?.lesson?.progress ?? {};
          return {
            ...current,
            editor: { ...current.editor, drafts },
            lesson: { ...current.lesson, progress },
          };
        },
      },
    ),
  );
}

/**
 * Reads any older persisted shape; unknown shapes start afresh rather than crash.
 * Version 1 kept only the editor's drafts; version 2 adds lesson progress.
 */
export function migrate(old: unknown, version: number): Persisted {
  const o = old as Partial<Persisted> | null;
  const drafts = o?.editor?.drafts;
  const progress = version >= 2 ? o?.lesson?.progress : undefined;
  return {
    editor: { drafts: drafts && typeof drafts === 'object' ? drafts : {} },
    lesson: { progress: progress && typeof progress === 'object' ? progress : {} },
  };
}
