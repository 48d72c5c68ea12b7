// The player's code on a page that veils it until the learner predicts (a lesson, a shared
// exercise): a first visit does not fetch it while the veil hides it (#31: 17 KB of a lesson's
// first visit). It is wanted, and loads, when the learner shows they are about to see it (a
// pointer over or a focus in the predictions or the veil), when the veil is not up (a learner
// who has predicted), and as the page prints. Once it has loaded the player renders, behind a
// veil still up. A module-level flag read through useSyncExternalStore, not the store: it says
// which code the page has asked for, nothing saved or shared.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let wanted = false;
let loading: Promise<void> | null = null;
const listeners = new Set<Listener>();

/** The player's module (shared with the studio and the other pages that show a player). */
export const loadPlayerView = () => import('../player/PlayerView');

/**
 * The player is wanted: its code starts loading, and veiled players render it. Once is enough.
 * Resolves when the code has loaded, or failed to: the player shows that failure itself (its lazy
 * component throws to the page's error boundary), and a later call tries again.
 */
export function wantPlayer(): Promise<void> {
  loading ??= loadPlayerView().then(
    () => undefined,
    () => {
      loading = null;
    },
  );
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loading;
}

/** `wantPlayer` as an event handler: a pointer or a focus asks for the player. */
export const askForPlayer = (): void => void wantPlayer();

const isPlayerWanted = (): boolean => wanted;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the player has been wanted on this page (it stays wanted). */
export function usePlayerWanted(): boolean {
  return useSyncExternalStore(subscribe, isPlayerWanted, isPlayerWanted);
}
