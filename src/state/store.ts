// The one store of the app, made of slices. Each slice's state sits under its own key; the persist
// middleware wraps the whole store once and keeps only what must survive a reload.
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createActions, type Actions } from './actions';
import { initialCompare, type CompareState } from './compareSlice';
import { initialDrill, type DrillState } from './drillSlice';
import type { StoreDeps } from './deps';
import { initialEditor, type EditorState } from './editorSlice';
import { initialExplorer, type ExplorerState } from './explorerSlice';
import { initialLesson, type LessonState } from './lessonSlice';
import type { LessonProgress } from '../content/progressFile';
import { initialPlayer, type PlayerState } from './playerSlice';
import {
  initialPractice,
  type PracticeState,
  type MockSession,
  type TimerSettings,
} from './practiceSlice';
import { initialStudio, type StudioDraft, type StudioState } from './studioSlice';
import { initialReview, type ReviewState } from './reviewSlice';
import { initialSaving, savingStorage, type SaveFailure, type SavingState } from './savingStorage';
import { ReviewDataSchema, type ReviewData } from '../content/reviewFile';

export interface AppState {
  player: PlayerState;
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
  /** Whether the last save to the device failed (storage full); never persisted. */
  saving: SavingState;
  /** Stable: never replaced, so selecting it never re-renders. */
  actions: Actions;
}

export type AppStore = StoreApi<AppState>;

/** Bump when the persisted shape changes, and teach `migrate` the old one. */
export const PERSIST_VERSION = 5;
export const PERSIST_KEY = 'fencelab';

interface Persisted {
  editor: { drafts: Record<string, string> };
  lesson: { progress: Record<string, LessonProgress> };
  studio: { drafts: Record<string, StudioDraft> };
  review: ReviewData;
  practice: { timer: TimerSettings | null; mock: MockSession | null };
}

/** Creates the store; `deps` wires it to the examples, the SQL worker and storage (see src/app). */
export function createAppStore(deps: StoreDeps): AppStore {
  // A failed save is only reported; the store goes on in memory (see savingStorage.ts).
  let report: (failure: SaveFailure | null) => void = () => undefined;
  const storage = savingStorage(deps.storage, (failure) => report(failure));
  const store = createStore<AppState>()(
    persist(
      (set, get) => ({
        player: initialPlayer(deps),
        editor: initialEditor(),
        compare: initialCompare(),
        explorer: initialExplorer(),
        lesson: initialLesson(),
        studio: initialStudio(),
        drill: initialDrill(),
        review: initialReview(),
        practice: initialPractice(),
        saving: initialSaving(),
        actions: createActions({
          get,
          setPlayer: (patch) => set((s) => ({ player: { ...s.player, ...patch } })),
          setEditor: (patch) => set((s) => ({ editor: { ...s.editor, ...patch } })),
          setCompare: (patch) => set((s) => ({ compare: { ...s.compare, ...patch } })),
          setExplorer: (patch) => set((s) => ({ explorer: { ...s.explorer, ...patch } })),
          setLesson: (patch) => set((s) => ({ lesson: { ...s.lesson, ...patch } })),
          setStudio: (patch) => set((s) => ({ studio: { ...s.studio, ...patch } })),
          setDrill: (patch) => set((s) => ({ drill: { ...s.drill, ...patch } })),
          setReview: (patch) => set((s) => ({ review: { ...s.review, ...patch } })),
          setPractice: (patch) => set((s) => ({ practice: { ...s.practice, ...patch } })),
          deps,
        }),
      }),
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        storage: createJSONStorage(() => storage),
        partialize: (s): Persisted => ({
          editor: { drafts: s.editor.drafts },
          lesson: { progress: s.lesson.progress },
          studio: { drafts: s.studio.drafts },
          review: { cards: s.review.cards, history: s.review.history },
          practice: { timer: s.practice.timer, mock: s.practice.mock },
        }),
        migrate: (old, version) => migrate(old, version),
        merge: (saved, current) => {
          const s = saved as Partial<Persisted> | undefined;
          const drafts = s?.editor?.drafts ?? {};
          const progress = s?.lesson?.progress ?? {};
          const studioDrafts = s?.studio?.drafts ?? {};
          const review = s?.review ?? { cards: {}, history: [] };
          return {
            ...current,
            editor: { ...current.editor, drafts },
            lesson: { ...current.lesson, progress },
            studio: { ...current.studio, drafts: studioDrafts },
            review: { ...current.review, cards: review.cards, history: review.history },
            practice: {
              ...current.practice,
              timer: s?.practice?.timer ?? current.practice.timer,
              mock: s?.practice?.mock ?? null,
            },
          };
        },
      },
    ),
  );
  // Only on a change, so the save this makes ends the loop. (A save that fails while the store is
  // being made is reported by the next one.)
  report = (failure) => {
    if (store.getState().saving.failure !== failure) store.setState({ saving: { failure } });
  };
  return store;
}

/**
 * Reads any older persisted shape; unknown shapes start afresh rather than crash.
 * Version 1 kept only the editor's drafts; version 2 adds lesson progress; version 3 adds the
 * review deck's schedules and history (a damaged one starts empty).
 */
export function migrate(old: unknown, version: number): Persisted {
  const o = old as Partial<Persisted> | null;
  const drafts = o?.editor?.drafts;
  const progress = version >= 2 ? o?.lesson?.progress : undefined;
  // Version 4 adds the studio's drafts.
  const studio = version >= 4 ? o?.studio?.drafts : undefined;
  const review = version >= 3 ? ReviewDataSchema.safeParse(o?.review) : null;
  // Version 5 adds interview practice: the timer preference and a mock interview in progress.
  const practice = version >= 5 ? o?.practice : undefined;
  return {
    editor: { drafts: drafts && typeof drafts === 'object' ? drafts : {} },
    lesson: { progress: progress && typeof progress === 'object' ? progress : {} },
    studio: { drafts: studio && typeof studio === 'object' ? studio : {} },
    review: review?.success ? review.data : { cards: {}, history: [] },
    practice: {
      timer: practice?.timer && typeof practice.timer === 'object' ? practice.timer : null,
      mock: practice?.mock && typeof practice.mock === 'object' ? practice.mock : null,
    },
  };
}
