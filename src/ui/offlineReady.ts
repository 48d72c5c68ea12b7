// Whether the app has just become ready to work offline: the service worker's first install has
// precached every file (src/app/serviceWorker.ts, onOfflineReady). Read by OfflineNotice through
// useSyncExternalStore; a module-level subscription like updateReady.ts, nothing saved.

type Listener = () => void;

let ready = false;
let dismissed = false;
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Every file is cached: from now on the app opens without a network. Said again, nothing. */
export function announceOfflineReady(): void {
  if (ready) return;
  ready = true;
  changed();
}

/** Whether the notice shows: ready, and the learner has not said OK on this page. */
export function isOfflineNoticeShown(): boolean {
  return ready && !dismissed;
}

export function subscribeToOfflineReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "OK": the notice goes away. */
export function dismissOfflineReady(): void {
  if (dismissed) return;
  dismissed = true;
  changed();
}

/** Back to a page that has heard nothing (for tests). */
export function resetOfflineReady(): void {
  ready = false;
  dismissed = false;
  changed();
}
