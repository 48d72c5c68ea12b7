// What every slice's actions get: read the whole state, patch any slice, reach the outside world.
import type { CompareState } from './compareSlice';
import type { DrillState } from './drillSlice';
import type { StoreDeps } from './deps';
import type { EditorState } from './editorSlice';
import type { ExplorerState } from './explorerSlice';
import type { LessonState } from './lessonSlice';
import type { PlayerState } from './playerSlice';
import type { PracticeState } from './practiceSlice';
import type { ReviewState } from './reviewSlice';
import type { StudioState } from './studioSlice';
import type { AppState } from './store';

export interface SliceContext {
  get(): AppState;
  setPlayer(patch: Partial<PlayerState>): void;
  setEditor(patch: Partial<EditorState>): void;
  setCompare(patch: Partial<CompareState>): void;
  setExplorer(patch: Partial<ExplorerState>): void;
  setLesson(patch: Partial<LessonState>): void;
  setDrill(patch: Partial<DrillState>): void;
  setReview(patch: Partial<ReviewState>): void;
  setStudio(patch: Partial<StudioState>): void;
  setPractice(patch: Partial<PracticeState>): void;
  deps: StoreDeps;
}
