// Every user command, named in one place, so buttons, shortcuts and tests all run the same code.
import { compareActions, type CompareActions } from './compareSlice';
import { drillActions, type DrillActions } from './drillSlice';
import { editorActions, type EditorActions } from './editorSlice';
import { exerciseActions, type ExerciseActions } from './exerciseSlice';
import { explorerActions, type ExplorerActions } from './explorerSlice';
import { lessonActions, type LessonActions } from './lessonSlice';
import { playerActions, type PlayerActions } from './playerSlice';
import { practiceActions, type PracticeActions } from './practiceSlice';
import { reviewActions, type ReviewActions } from './reviewSlice';
import { playgroundActions, type PlaygroundActions } from './playgroundSlice';
import { savingActions, type SavingActions } from './savingStorage';
import type { SliceContext, SliceKey } from './sliceContext';
import { storyActions, type StoryActions } from './storySlice';
import { studioActions, type StudioActions } from './studioSlice';
import { workbookActions, type WorkbookActions } from './workbookSlice';

/** All actions of the store, one set per slice. */
export type Actions = PlayerActions &
  PlaygroundActions &
  StudioActions &
  EditorActions &
  CompareActions &
  ExplorerActions &
  LessonActions &
  DrillActions &
  ReviewActions &
  PracticeActions &
  StoryActions &
  ExerciseActions &
  WorkbookActions &
  SavingActions;

/**
 * Every slice's actions, each made with a context whose only setter is its own slice's (see
 * sliceContext.ts): `contextOf('lesson')` can patch `lesson` and nothing else.
 */
export function createActions(contextOf: <K extends SliceKey>(key: K) => SliceContext<K>): Actions {
  return merged([
    playerActions(contextOf('player')),
    playgroundActions(contextOf('playground')),
    editorActions(contextOf('editor')),
    compareActions(contextOf('compare')),
    explorerActions(contextOf('explorer')),
    lessonActions(contextOf('lesson')),
    studioActions(contextOf('studio')),
    drillActions(contextOf('drill')),
    reviewActions(contextOf('review')),
    practiceActions(contextOf('practice')),
    storyActions(contextOf('story')),
    exerciseActions(contextOf('exercise')),
    workbookActions(contextOf('workbook')),
    savingActions(contextOf('saving')),
  ]) as Actions;
}

/**
 * One object of every slice's actions. Two slices that name an action alike would have the later
 * one silently replace the earlier (and a slice's `this.x()` call the other's `x`), so that throws.
 */
export function merged(parts: readonly object[]): object {
  const out: Record<string, unknown> = {};
  for (const part of parts)
    for (const [name, action] of Object.entries(part)) {
      if (Object.hasOwn(out, name)) throw new Error(`two slices name an action "${name}"`);
      out[name] = action;
    }
  return out;
}
