// The keyboard map: every shortcut, the named action it runs, and the words the help sheet shows.
import type { Actions } from './actions';
import { stepSpeed } from './playback';
import type { AppState } from './store';

/** The parts of a keyboard event a shortcut looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

export interface Shortcut {
  /** Keys as the help sheet shows them, each one a way to trigger it. */
  keys: string[];
  description: string;
  /** Keys (`KeyboardEvent.key`) that trigger it; empty when another part of the app binds it. */
  match: string[];
  /** With Ctrl (or ⌘), and then whether with Shift too; plain keys otherwise. */
  mod?: 'ctrl' | 'ctrl+shift';
  /** Only where this holds (the studio's undo, say); elsewhere the key is left alone. */
  when?: (state: AppState) => boolean;
  /** Calls named actions only, so keys, buttons and tests run the same code. */
  perform?: (actions: Actions, state: AppState) => void;
}

const inStudio = (s: AppState) => s.player.source?.kind === 'studio';

/**
 * True while the player shows a lesson's timeline (or a counterexample found from it), or a shared
 * exercise, behind the prediction veil: the player is inert then, and its keys must not move what
 * is hidden either.
 */
export function playerVeiled(s: AppState): boolean {
  const source = s.player.source;
  // A shared exercise hides its outcomes the same way, until the learner predicts.
  if (source?.kind === 'exercise') return !s.exercise.predicted;
  const lesson =
    source?.kind === 'lesson'
      ? source.lesson
      : source?.kind === 'counterexample' && source.subject.startsWith('lesson:')
        ? source.subject.slice('lesson:'.length)
        : null;
  return lesson !== null && s.lesson.progress[lesson]?.predicted !== true;
}

/** The player's own keys work only where the player can be seen. */
const playerShown = (s: AppState) => !playerVeiled(s);

export const KEYMAP: readonly Shortcut[] = [
  {
    keys: ['Space'],
    description: 'play / pause',
    match: [' '],
    when: playerShown,
    perform: (a) => a.togglePlay(),
  },
  {
    keys: ['→'],
    description: 'step forward',
    match: ['ArrowRight'],
    when: playerShown,
    perform: (a) => a.stepForward(),
  },
  {
    keys: ['←'],
    description: 'step back',
    match: ['ArrowLeft'],
    when: playerShown,
    perform: (a) => a.stepBack(),
  },
  {
    keys: ['Home'],
    description: 'go to the start, before the first step',
    match: ['Home'],
    when: playerShown,
    perform: (a) => a.seekStart(),
  },
  {
    keys: ['End'],
    description: 'go to the last step',
    match: ['End'],
    when: playerShown,
    perform: (a) => a.seekEnd(),
  },
  {
    keys: ['W'],
    description: 'jump to the next write',
    match: ['w', 'W'],
    when: playerShown,
    perform: (a) => a.nextWrite(),
  },
  {
    keys: ['V'],
    description: 'jump to the next violation',
    match: ['v', 'V'],
    when: playerShown,
    perform: (a) => a.nextViolation(),
  },
  {
    keys: ['>', ']'],
    description: 'play faster (up to 4×)',
    match: ['>', ']'],
    when: playerShown,
    perform: (a, s) => a.setSpeed(stepSpeed(s.player.speed, 1)),
  },
  {
    keys: ['<', '['],
    description: 'play slower (down to 0.25×)',
    match: ['<', '['],
    when: playerShown,
    perform: (a, s) => a.setSpeed(stepSpeed(s.player.speed, -1)),
  },
  {
    keys: ['?'],
    description: 'show or hide this help',
    match: ['?'],
    when: playerShown,
    perform: (a) => a.toggleHelp(),
  },
  { keys: ['Esc'], description: 'close this help', match: [] },
  { keys: ['Ctrl+Enter', '⌘+Enter'], description: 're-run the SQL (in the editor)', match: [] },
  {
    keys: ['Ctrl+Z', '⌘+Z'],
    description: 'undo the last edit (in the studio)',
    match: ['z', 'Z'],
    mod: 'ctrl',
    when: inStudio,
    perform: (a) => void a.studioUndo(),
  },
  {
    keys: ['Ctrl+Shift+Z', '⌘+Shift+Z'],
    description: 'redo (in the studio)',
    match: ['z', 'Z'],
    mod: 'ctrl+shift',
    when: inStudio,
    perform: (a) => void a.studioRedo(),
  },
];

/**
 * The shortcut a key press triggers. Alt belongs to the browser; Ctrl (⌘) only to the shortcuts
 * that name it, and plain keys only to those that do not.
 */
export function shortcutFor(press: KeyPress): Shortcut | null {
  if (press.altKey) return null;
  const mod = press.ctrlKey || press.metaKey ? (press.shiftKey ? 'ctrl+shift' : 'ctrl') : undefined;
  return KEYMAP.find((s) => s.perform && s.mod === mod && s.match.includes(press.key)) ?? null;
}
