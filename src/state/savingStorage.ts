// Storage that never throws on a write: a full (or refusing) browser storage is reported, and the
// app goes on with its state in memory. The store shows the report (see store.ts, StorageNotice).
import type { StateStorage } from 'zustand/middleware';
import type { SliceContext } from './sliceContext';

/** Why the last write failed: the storage is full, or it refused for another reason. */
export type SaveFailure = 'full' | 'refused';

/** What the store keeps of the last write; never persisted (it is about this tab). */
export interface SavingState {
  failure: SaveFailure | null;
  /**
   * What had to be reset when the app loaded, because it did not pass its check (each part is
   * kept aside under a `fencelab-corrupt-…` key, so nothing is lost).
   */
  reset: string[];
}

export const initialSaving = (): SavingState => ({ failure: null, reset: [] });

export interface SavingActions {
  /** The learner has read that some saved data was reset. */
  dismissReset(): void;
}

export function savingActions(ctx: SliceContext<'saving'>): SavingActions {
  return { dismissReset: () => ctx.set({ reset: [] }) };
}

/** True for the error a full localStorage throws, in every browser's spelling of it. */
export function isQuotaError(e: unknown): boolean {
  if (!(e instanceof DOMException)) return false;
  // Chromium and Safari name it; old Firefox used its own name; code 22 is the legacy number.
  return (
    e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22
  );
}

/**
 * Wraps `storage` so that `setItem` never throws: each write reports its result to `report`
 * (null when it was saved). Reads and removals pass through as they are.
 */
export function savingStorage(
  storage: StateStorage,
  report: (failure: SaveFailure | null) => void,
): StateStorage {
  return {
    getItem: (name) => storage.getItem(name),
    removeItem: (name) => storage.removeItem(name),
    setItem(name, value) {
      try {
        const done = storage.setItem(name, value);
        if (done instanceof Promise) {
          return done.then(
            () => report(null),
            (e: unknown) => report(isQuotaError(e) ? 'full' : 'refused'),
          );
        }
        report(null);
      } catch (e) {
        report(isQuotaError(e) ? 'full' : 'refused');
      }
    },
  };
}
