// Every user command, named in one place, so buttons, shortcuts and tests all run the same code.
import type { CompareActions } from './compareSlice';
import type { DrillActions } from './drillSlice';
import { editorActions, type EditorActions } from './editorSlice';
import type { ExerciseActions } from './exerciseSlice';
import type { ExplorerActions } from './explorerSlice';
import type { LessonActions } from './lessonSlice';
import { playerActions, type PlayerActions } from './playerSlice';
import type { PracticeActions } from './practiceSlice';
import type { ReviewActions } from './reviewSlice';
import type { PlaygroundActions } from './playgroundSlice';
import { savingActions, type SavingActions } from './savingStorage';
import type { SliceContext, SliceKey } from './sliceContext';
import { lazyActions, sliceCode, type SliceCode } from './sliceCode';
import { storyActions, type StoryActions } from './storySlice';
import type { StudioActions } from './studioSlice';
import type { WorkbookActions } from './workbookSlice';

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
 * sliceContext.ts): `contextOf('lesson')` can patch `lesson` and nothing else. The slices every
 * page uses are made here; the others' code loads with their pages (`code`, see sliceCode.ts).
 */
export function createActions(
  contextOf: <K extends SliceKey>(key: K) => SliceContext<K>,
  code: SliceCode = sliceCode,
): Actions {
  return merged([
    playerActions(contextOf('player')),
    editorActions(contextOf('editor')),
    storyActions(contextOf('story')),
    savingActions(contextOf('saving')),
    lazyActions(contextOf, code),
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
