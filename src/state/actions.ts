// Every user command, named in one place, so buttons, shortcuts and tests all run the same code.
import type { StoreDeps } from './deps';
import { playerActions, type PlayerActions, type PlayerState } from './playerSlice';

/** All actions of the store. Later slices (editor, lesson, practice, studio) add theirs here. */
export type Actions = PlayerActions;

/** The names of every action, for keyboard maps and command lists. */
export const ACTION_NAMES = ['openExample'] as const satisfies readonly (keyof Actions)[];

interface SliceSetters {
  setPlayer(patch: Partial<PlayerState>): void;
}

export function createActions(set: SliceSetters, deps: StoreDeps): Actions {
  return { ...playerActions(set.setPlayer, deps) };
}
