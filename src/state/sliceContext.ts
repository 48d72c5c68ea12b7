// What every slice's actions get: read the whole state, patch any slice, reach the outside world.
import type { CompareState } from './compareSlice';
import type { StoreDeps } from './deps';
import type { EditorState } from './editorSlice';
import type { ExplorerState } from './explorerSlice';
import type { LessonState } from './lessonSlice';
import type { PlayerState } from './playerSlice';
import type { AppState } from './store';

export interface SliceContext {
  get(): AppState;
  setPlayer(patch: Partial<PlayerState>): void;
  setEditor(patch: Partial<EditorState>): void;
  setCompare(patch: Partial<CompareState>): void;
  setExplorer(patch: Partial<ExplorerState>): void;
  setLesson(patch: Partial<LessonState>): void;
  deps: StoreDeps;
}
