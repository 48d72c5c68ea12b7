// The one store of the app, made of slices. Each slice's state sits under its own key, and each
// slice's actions get a setter for that key only (see sliceContext.ts). The persist middleware
// wraps the whole store once; what it keeps, how that is checked on load and how two tabs' saves
// merge, each persisted slice declares in persistence.ts (tabStorage.ts does the merging).
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { t } from '../i18n/i18n';
import { createActions, type Actions } from './actions';
import { initialCompare, type CompareState } from './compareState';
import { initialDrill, type DrillState } from './drillState';
import type { StoreDeps, WiredDeps } from './deps';
import { initialEditor, type EditorState } from './editorSlice';
import { initialExercise, type ExerciseState } from './exerciseState';
import { initialWorkbook, type WorkbookState } from './workbookState';
import { initialExplorer, type ExplorerState } from './explorerState';
import { initialLesson, type LessonState } from './lessonState';
import { migratePersisted, pickPersisted, restorePersisted, type SetAside } from './persistence';
import { initialPlayer, type PlayerState } from './playerSlice';
import { initialPlayground, type PlaygroundState } from './playgroundState';
import { initialPractice, type PracticeState } from './practiceState';
import { initialReview, type ReviewState } from './reviewState';
import { initialSaving, savingStorage, type SaveFailure, type SavingState } from './savingStorage';
import { latestCalls } from './latestCall';
import { moduleLoader } from './modules';
import type { SliceContext, SliceKey } from './sliceContext';
import { initialStory, type StoryState } from './storySlice';
import { initialStudio, type StudioState } from './studioState';
import { tabStorage } from './tabStorage';

export interface AppState {
  player: PlayerState;
  /** Which example or share link the playground shows. */
  playground: PlaygroundState;
  editor: EditorState;
  /** Two runs side by side; never persisted. */
  compare: CompareState;
  /** "Is this SQL safe on every schedule?"; never persisted. */
  explorer: ExplorerState;
  lesson: LessonState;
  /** Spot the stale write; never persisted (the URL's seed reproduces a drill). */
  drill: DrillState;
  /** Spaced repetition; the schedules and history are persisted. */
  review: ReviewState;
  /** The authoring studio; its drafts are persisted. */
  studio: StudioState;
  /** Interview practice; the timer preference and a mock interview in progress are persisted. */
  practice: PracticeState;
  /** The home page's story of the seed demo; never persisted (its frame is in the address). */
  story: StoryState;
  /** A shared exercise opened from its link; never persisted (the link is the exercise). */
  exercise: ExerciseState;
  /** Check my SQL on the exercise being worked: a lesson's or a shared link's. */
  workbook: WorkbookState;
  /** How saving to this device goes (a full storage, parts reset on load); never persisted. */
  saving: SavingState;
  /** Stable: never replaced, so selecting it never re-renders. */
  actions: Actions;
}

export type AppStore = StoreApi<AppState>;

/** Bump when a persisted part's shape changes, and teach that part's `migrate` the old one. */
export const PERSIST_VERSION = 9;
export const PERSIST_KEY = 'fencelab';

/** Where a part that failed its check on load is kept: nothing saved is ever thrown away. */
export function setAsideKey(part: string, at: number): string {
  return `${PERSIST_KEY}-corrupt-${new Date(at).toISOString().replace(/[:.]/g, '-')}-${part}`;
}

/** Creates the store; `deps` wires it to the examples, the SQL worker and storage (see src/app). */
export function createAppStore(given: StoreDeps): AppStore {
  const deps: WiredDeps = { ...given, modules: given.modules ?? moduleLoader() };
  const now = () => deps.now?.() ?? Date.now();
  // A failed save is only reported; the store goes on in memory (see savingStorage.ts).
  let report: (failure: SaveFailure | null) => void = () => undefined;
  const raw = savingStorage(deps.storage, (failure) => report(failure));
  const reset: string[] = [];
  const keepAside = (part: string, value: string) => {
    raw.setItem(setAsideKey(part, now()), value);
  };
  const storage = tabStorage(raw, {
    version: PERSIST_VERSION,
    onCorrupt: (text) => {
      keepAside('all', text);
      reset.push(t('state.saved.all'));
    },
    keepAside: (p) => keepAside(p.key, JSON.stringify(p.saved)),
    current: () => pickPersisted(store.getState()),
    apply: (saved) => store.setState(restorePersisted(saved, store.getState()).state),
  });

  const store = createStore<AppState>()(
    persist(
      (set, get) => {
        const contextOf = <K extends SliceKey>(key: K): SliceContext<K> => ({
          set: (patch) => set((s) => ({ [key]: { ...s[key], ...patch } }) as Partial<AppState>),
          get,
          actions: () => get().actions,
          calls: latestCalls(),
          deps,
        });
        return {
          player: initialPlayer(),
          playground: initialPlayground(deps),
          editor: initialEditor(),
          compare: initialCompare(),
          explorer: initialExplorer(),
          lesson: initialLesson(),
          studio: initialStudio(),
          drill: initialDrill(),
          review: initialReview(),
          practice: initialPractice(),
          story: initialStory(),
          exercise: initialExercise(),
          workbook: initialWorkbook(),
          saving: initialSaving(),
          actions: createActions(contextOf, deps.slices),
        };
      },
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        storage,
        partialize: (s) => pickPersisted(s),
        migrate: (old, version) => migratePersisted(old, version),
        merge: (saved, current) => {
          const { state, setAside } = restorePersisted(saved, current);
          for (const p of setAside) {
            keepAside(p.key, JSON.stringify(p.saved));
            reset.push(p.label);
          }
          return state;
        },
      },
    ),
  );
  if (reset.length > 0) store.setState({ saving: { ...store.getState().saving, reset } });
  deps.otherTabs?.((key, value) => {
    if (key === PERSIST_KEY && value !== null) storage.otherTab(PERSIST_KEY);
  });
  // Only on a change, so the save this makes ends the loop. (A save that fails while the store is
  // being made is reported by the next one.)
  report = (failure) => {
    const { saving } = store.getState();
    if (saving.failure !== failure) store.setState({ saving: { ...saving, failure } });
  };
  return store;
}

export type { SetAside };
