// Every user command, named in one place, so buttons, shortcuts and tests all run the same code.
import { compareActions, type CompareActions } from './compareSlice';
import { editorActions, type EditorActions } from './editorSlice';
import { explorerActions, type ExplorerActions } from './explorerSlice';
import { lessonActions, type LessonActions } from './lessonSlice';
import { playerActions, type PlayerActions } from './playerSlice';
import type { SliceContext } from './sliceContext';

/** All actions of the store. Later slices (lesson, practice, studio) add theirs here. */
export type Actions = PlayerActions &
  EditorActions &
  CompareActions &
  ExplorerActions &
  LessonActions;

/** The names of every action, for keyboard maps and command lists. */
export const ACTION_NAMES = [
  'openExample',
  'play',
  'pause',
  'togglePlay',
  'stepForward',
  'stepBack',
  'seek',
  'seekStart',
  'seekEnd',
  'nextWrite',
  'nextViolation',
  'setSpeed',
  'toggleHelp',
  'closeHelp',
  'setText',
  'setActionSql',
  'runDraft',
  'resetDraft',
  'setTab',
  'compareRuns',
  'clearCompare',
  'exploreSchedules',
  'cancelExplore',
  'openCounterexample',
  'clearExplore',
  'loadLessons',
  'openLesson',
  'showScenario',
  'setLessonSql',
  'checkLesson',
  'revealHint',
  'setPrediction',
  'submitPredictions',
  'resetLesson',
  'closeLessonView',
  'exportProgress',
  'importProgress',
] as const satisfies readonly (keyof Actions)[];

export function createActions(ctx: SliceContext): Actions {
  // One counter for every run, whichever slice starts it: the latest run wins.
  let latest = 0;
  const ticket = () => {
    const mine = ++latest;
    return () => mine === latest;
  };
  return {
    ...playerActions(ctx, ticket),
    ...editorActions(ctx, ticket),
    ...compareActions(ctx),
    ...explorerActions(ctx),
    ...lessonActions(ctx),
  };
}
