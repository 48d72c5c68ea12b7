// The colour theme: the system's setting by default, or light or dark as chosen in the header's
// switch, kept on this device (localStorage `fencelab-theme`). main.tsx imports this module before
// anything else, so <html data-theme> is set before the app's first render: the page's policy
// allows no inline script to do it earlier, and the stylesheet itself follows the system until
// then (src/app/tokens.css), so only a choice against the system could show for a moment.

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage item that keeps the choice. Written only when the learner picks one. */
export const THEME_KEY = 'fencelab-theme';

/** A stored value as a choice; anything unknown (or nothing) is the system's setting. */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return THEME_CHOICES.find((c) => c === value) ?? 'system';
}

/** Where the choice shows: the root element's `data-theme` (tokens.css reads it). */
export function applyThemeChoice(root: Pick<Element, 'setAttribute'>, choice: ThemeChoice): void {
  root.setAttribute('data-theme', choice);
}

function readStored(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_KEY));
  } catch {
    // Some private modes refuse localStorage: the choice then lasts only for this page.
    return 'system';
  }
}

let current: ThemeChoice = 'system';
const listeners = new Set<() => void>();

export function themeChoice(): ThemeChoice {
  return current;
}

/** Applies a choice at once, keeps it for the next visit, and tells the subscribers. */
export function setThemeChoice(choice: ThemeChoice): void {
  current = choice;
  applyThemeChoice(document.documentElement, choice);
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not kept (storage refused or full); it still holds on this page.
  }
  for (const l of listeners) l();
}

/** Calls `listener` when the choice changes; returns the function that stops it. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme on screen now, the system's setting resolved: for what styles cannot reach (a
 * canvas, an editor's own theme). Subscribe to both `subscribeTheme` and the media query.
 */
export function resolvedTheme(): 'light' | 'dark' {
  if (current !== 'system') return current;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

if (typeof document !== 'undefined') {
  current = readStored();
  applyThemeChoice(document.documentElement, current);
  // Another tab changed it: follow.
  window.addEventListener('storage', (e) => {
    if (e.key !== THEME_KEY && e.key !== null) return;
    current = readStored();
    applyThemeChoice(document.documentElement, current);
    for (const l of listeners) l();
  });
}
