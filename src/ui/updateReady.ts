// Whether a new version of the app is installed and waits to take over: told by the service
// worker's registration (src/app/serviceWorker.ts), read by UpdateNotice through
// useSyncExternalStore. A module-level subscription, not the store: it is the page's own news,
// nothing saved or shared.

type Listener = () => void;

/** Hands over to the waiting version and reloads the page; given by whoever announced it. */
export type Activate = () => void;

let activate: Activate | null = null;
let dismissed = false;
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** A new version waits; `activateIt` lets it take over and reloads. Said again, it changes nothing. */
export function announceUpdate(activateIt: Activate): void {
  const wasReady = isUpdateReady();
  activate = activateIt;
  if (isUpdateReady() !== wasReady) changed();
}

/** Whether the notice shows: a version waits and the learner has not said "Later" on this page. */
export function isUpdateReady(): boolean {
  return activate !== null && !dismissed;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Later": the notice goes away until the page is loaded again (the new version still waits). */
export function dismissUpdate(): void {
  if (dismissed) return;
  dismissed = true;
  changed();
}

/** "Reload": the waiting version takes over, and the page reloads under it. */
export function applyUpdate(): void {
  activate?.();
}

/** Back to a page that has heard of no new version (for tests). */
export function resetUpdate(): void {
  activate = null;
  dismissed = false;
  changed();
}
