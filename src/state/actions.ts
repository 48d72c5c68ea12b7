// Every user command, named in one place, so buttons, shortcuts and tests all run the same code.
import { compareActions, type CompareActions } from './compareSlice';
import { drillActions, type DrillActions } from './drillSlice';
import { editorActions, type EditorActions } from './editorSlice';
import { explorerActions, type ExplorerActions } from './explorerSlice';
import { lessonActions, type LessonActions } from './lessonSlice';
import { playerActions, type PlayerActions } from './playerSlice';
import { practiceActions, type PracticeActions } from './practiceSlice';
import { reviewActions, type ReviewActions } from './reviewSlice';
import type { SliceContext } from './sliceContext';
import { studioActions, type StudioActions } from './studioSlice';

/** All actions of the store. Later slices (lesson, practice, studio) add theirs here. */
export type Actions = PlayerActions &
  StudioActions &
  EditorActions &
  CompareActions &
  ExplorerActions &
  LessonActions &
  DrillActions &
  ReviewActions &
  PracticeActions;

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
  'showCounterexample',
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
  'openSharedLink',
  'studioSetNotice',
  'studioClose',
  'openDrill',
  'markWrite',
  'submitDrill',
  'loadReview',
  'revealAnswer',
  'gradeReview',
  'exportReview',
  'importReview',
  'loadQuestions',
  'startRound',
  'setRoundAnswer',
  'revealRound',
  'gradeRound',
  'toggleKeyPoint',
  'askFollowUp',
  'setTimer',
  'startMock',
  'nextMockRound',
  'endMock',
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
    ...studioActions(ctx, ticket),
    ...drillActions(ctx),
    ...reviewActions(ctx),
    ...practiceActions(ctx),
  };
}
