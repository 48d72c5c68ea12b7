// The actions of the slices that only some pages use, loaded with those pages. Every page's chunk
// carries each slice's state (the store starts with all of it, and saves and restores it on every
// page) and the names of these actions, not their code. A page loads its slices with its own code
// (routeTable.tsx; a lesson's exercise, in LessonPage.tsx), so on the page every action runs at
// once, in the same event as a keystroke, as a controlled editor needs. An action called before
// its slice's code is here (a shortcut, a notice's button, another slice) waits for it and gives
// back a promise, so none of these actions returns a value at once (SyncResult).
import { withMessages } from '../i18n/i18n';
import type { CompareActions } from './compareSlice';
import type { DrillActions } from './drillSlice';
import { lazyModule, type LazyModule } from './lazyModule';
import type { ExerciseActions } from './exerciseSlice';
import type { ExplorerActions } from './explorerSlice';
import type { LessonActions } from './lessonSlice';
import type { PlaygroundActions } from './playgroundSlice';
import type { PracticeActions } from './practiceSlice';
import type { ReviewActions } from './reviewSlice';
import type { SliceContext } from './sliceContext';
import type { StudioActions } from './studioSlice';
import type { WorkbookActions } from './workbookSlice';

/** The actions of each slice whose code loads with its pages. */
export interface LazyActions {
  compare: CompareActions;
  drill: DrillActions;
  exercise: ExerciseActions;
  explorer: ExplorerActions;
  lesson: LessonActions;
  playground: PlaygroundActions;
  practice: PracticeActions;
  review: ReviewActions;
  studio: StudioActions;
  workbook: WorkbookActions;
}

export type LazySlice = keyof LazyActions;

/** What a slice's module exports: its actions, made for one store's context. */
export type SliceFactory<K extends LazySlice> = (ctx: SliceContext<K>) => LazyActions[K];

/**
 * Where each slice's code is, loaded with the words it says: its own message group
 * (scripts/messageGroups.ts), so that the group every page loads before it renders does not hold
 * the words of every slice and of the modules they load.
 */
export const SLICE_CODE: { [K in LazySlice]: () => Promise<SliceFactory<K>> } = {
  compare: () =>
    withMessages('compareSlice', import('./compareSlice')).then((m) => m.compareActions),
  drill: () => withMessages('drillSlice', import('./drillSlice')).then((m) => m.drillActions),
  exercise: () =>
    withMessages('exerciseSlice', import('./exerciseSlice')).then((m) => m.exerciseActions),
  explorer: () =>
    withMessages('explorerSlice', import('./explorerSlice')).then((m) => m.explorerActions),
  lesson: () => withMessages('lessonSlice', import('./lessonSlice')).then((m) => m.lessonActions),
  playground: () =>
    withMessages('playgroundSlice', import('./playgroundSlice')).then((m) => m.playgroundActions),
  practice: () =>
    withMessages('practiceSlice', import('./practiceSlice')).then((m) => m.practiceActions),
  review: () => withMessages('reviewSlice', import('./reviewSlice')).then((m) => m.reviewActions),
  studio: () => withMessages('studioSlice', import('./studioSlice')).then((m) => m.studioActions),
  workbook: () =>
    withMessages('workbookSlice', import('./workbookSlice')).then((m) => m.workbookActions),
};

/**
 * Every action's name, by slice: the store makes each one before its code is here. The compiler
 * checks that each name is an action (`satisfies`) and that none is missing (`Unlisted`).
 */
export const ACTION_NAMES = {
  compare: ['compareRuns', 'clearCompare'],
  drill: ['openDrill', 'markWrite', 'submitDrill'],
  exercise: [
    'openExercise',
    'showExercise',
    'setExerciseSql',
    'setExercisePrediction',
    'submitExercisePredictions',
    'checkExercise',
    'resetExerciseSql',
  ],
  explorer: [
    'exploreSchedules',
    'cancelExplore',
    'openCounterexample',
    'showCounterexample',
    'clearExplore',
  ],
  lesson: [
    'loadLessons',
    'openLesson',
    'showScenario',
    'askSolution',
    'setLessonSql',
    'checkLesson',
    'lessonChecked',
    'revealHint',
    'setPrediction',
    'submitPredictions',
    'resetLesson',
    'exportProgress',
    'importProgress',
  ],
  playground: ['openExample', 'openSharedLink'],
  practice: [
    'loadQuestions',
    'loadBank',
    'openQuestion',
    'chooseQuestion',
    'startRound',
    'setRoundAnswer',
    'revealRound',
    'gradeRound',
    'saveGrade',
    'toggleKeyPoint',
    'askFollowUp',
    'setTimer',
    'startMock',
    'nextMockRound',
    'endMock',
  ],
  review: [
    'loadReview',
    'revealAnswer',
    'gradeReview',
    'setNewPerDay',
    'exportReview',
    'importReview',
  ],
  studio: [
    'studioOpen',
    'studioNew',
    'studioAddWorker',
    'studioRenameWorker',
    'studioRemoveWorker',
    'studioAddStep',
    'studioMoveStep',
    'studioUpdateStep',
    'studioRemoveStep',
    'studioSetFields',
    'studioSetSql',
    'studioSelectStep',
    'studioSetText',
    'studioUndo',
    'studioRedo',
    'studioRecordExpects',
    'studioImport',
    'studioOpenDraft',
    'studioDeleteDraft',
    'studioOpenLink',
    'studioSetNotice',
    'studioFollowSaved',
    'studioShareExercise',
  ],
  workbook: ['checkWorkbook', 'showWorkbookDifference', 'clearWorkbook'],
} as const satisfies { [K in LazySlice]: readonly (keyof LazyActions[K])[] };

type Unlisted = {
  [K in LazySlice]: Exclude<keyof LazyActions[K], (typeof ACTION_NAMES)[K][number]>;
}[LazySlice];
// An action missing from ACTION_NAMES fails to compile here, by name.
const everyActionListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyActionListed;

/** The actions that give back a value at once: called before their code is here, they cannot. */
type SyncResult = {
  [K in LazySlice]: {
    [A in keyof LazyActions[K]]: LazyActions[K][A] extends (...args: never[]) => infer R
      ? R extends void | Promise<unknown>
        ? never
        : A
      : never;
  }[keyof LazyActions[K]];
}[LazySlice];
// An action whose code loads later returns nothing or a promise; another fails here, by name.
const noSyncResult: [SyncResult] extends [never] ? true : SyncResult = true;
void noSyncResult;

/** Each slice's code, loaded once: `now` has it once it is here. */
export interface SliceCode {
  load<K extends LazySlice>(key: K): Promise<SliceFactory<K>>;
  now<K extends LazySlice>(key: K): SliceFactory<K> | undefined;
}

/** A loader over a table of slices' code, a lazyModule each: a failed load is tried again. */
export function sliceCodeOf(table: {
  [K in LazySlice]: () => Promise<SliceFactory<K>>;
}): SliceCode {
  const modules = new Map<LazySlice, LazyModule<unknown>>();
  const of = <K extends LazySlice>(key: K) => {
    let m = modules.get(key);
    if (!m) {
      m = lazyModule<unknown>(table[key]);
      modules.set(key, m);
    }
    return m as LazyModule<SliceFactory<K>>;
  };
  return {
    load: (key) => of(key).load(),
    now: (key) => of(key).now,
  };
}

/** The app's slices' code: one for the page, whichever store it serves. */
export const sliceCode: SliceCode = sliceCodeOf(SLICE_CODE);

/** Loads the code of the slices a page uses (with its page: see routeTable.tsx). */
export function loadSlices(keys: readonly LazySlice[], code: SliceCode = sliceCode): Promise<void> {
  return Promise.all(keys.map((k) => code.load(k))).then(() => undefined);
}

/** A page's (or a part's) code, with the code of the slices whose actions it calls. */
export function withSlices<M>(slices: readonly LazySlice[], code: Promise<M>): Promise<M> {
  return Promise.all([code, loadSlices(slices)]).then(([m]) => m);
}

/**
 * One store's actions of every lazy slice, each a function from the start: it runs the slice's
 * action at once when the code is here (the slice is made for this store on its first call), and
 * otherwise loads the code, then runs it. Inside a slice, `this` is the slice's own actions.
 */
export function lazyActions(
  contextOf: <K extends LazySlice>(key: K) => SliceContext<K>,
  code: SliceCode,
): object {
  const made = new Map<LazySlice, Record<string, (...args: unknown[]) => unknown>>();
  const slice = (key: LazySlice) => {
    let actions = made.get(key);
    if (!actions) {
      const factory = code.now(key) as SliceFactory<typeof key> | undefined;
      if (!factory) return undefined;
      actions = factory(contextOf(key)) as unknown as Record<
        string,
        (...args: unknown[]) => unknown
      >;
      made.set(key, actions);
    }
    return actions;
  };
  const out: Record<string, (...args: unknown[]) => unknown> = {};
  for (const key of Object.keys(ACTION_NAMES) as LazySlice[])
    for (const name of ACTION_NAMES[key]) {
      if (Object.hasOwn(out, name)) throw new Error(`two slices name an action "${name}"`);
      out[name] = (...args) => {
        const ready = slice(key);
        if (ready) return ready[name]?.(...args);
        return code.load(key).then(() => slice(key)?.[name]?.(...args));
      };
    }
  return out;
}
