// Binds the keyboard map (src/state/keymap.ts) to the window, leaving keys typed into fields alone.
import { shortcutFor } from '../state/keymap';
import type { AppStore } from '../state/store';

/** Where keys are text: form fields, editable content and the Monaco editor. */
const TYPING = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '.monaco-editor',
].join(', ');

/** Controls that Space and Enter activate on their own. */
const ACTIVATES = ['button', 'a[href]', 'summary', '[role="button"]', '[role="link"]'].join(', ');

/** Widgets that use the arrow, Home and End keys themselves. */
const NAVIGATES = ['[role="tablist"]', '[role="listbox"]', '[role="menu"]', '[role="slider"]'].join(
  ', ',
);
const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

interface MaybeElement {
  closest?: (selector: string) => unknown;
}

/** True when a key pressed on `target` belongs to that element rather than to the player. */
export function keyBelongsToTarget(target: EventTarget | null, key: string): boolean {
  const el = target as MaybeElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  const inside = (selector: string) => Boolean(el.closest?.(selector));
  if (inside(TYPING)) return true;
  if ((key === ' ' || key === 'Enter') && inside(ACTIVATES)) return true;
  if (NAVIGATION_KEYS.has(key) && inside(NAVIGATES)) return true;
  // Behind the open help sheet only `?` works (Escape is the dialog's own).
  return key !== '?' && inside('dialog');
}

/**
 * Whether the page shows a player (PlayerView marks it, whatever its state, and so does the home
 * page's story). Every shortcut is the player's or the studio's, whose page has one: elsewhere
 * (the lesson list, practice) Space, Home and End scroll the page as they do on any other, and the
 * studio's Ctrl+Z left in the store does not undo an edit out of sight.
 */
const playerOnPage = () => document.querySelector('[data-player]') !== null;

/** Listens for shortcut keys on the window; returns the function that stops listening. */
export function installShortcuts(store: AppStore): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    const shortcut = shortcutFor(e);
    if (!shortcut?.perform || keyBelongsToTarget(e.target, e.key) || !playerOnPage()) return;
    const state = store.getState();
    if (shortcut.when && !shortcut.when(state)) return;
    e.preventDefault();
    shortcut.perform(state.actions, state);
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
