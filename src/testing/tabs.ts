// Tabs of one browser for the store's tests: each tab is its own store over one storage, and
// hears the others' writes a moment later, as the browser's `storage` event tells them.
import type { Scenario, Trace } from '../engine/types';
import { memoryStorage } from '../state/memoryStorage';
import { createAppStore, PERSIST_KEY, type AppStore } from '../state/store';

type Listener = (key: string | null, value: string | null) => void;

export interface TabOptions {
  /** Runs a scenario (default: none can run). */
  run?: (scenario: Scenario) => Promise<Trace>;
  /** The tabs' clock (default: one fixed instant). */
  now?: () => number;
}

/** One storage, and a way to open tabs on it; each tab hears the others' writes. */
export function browserTabs({ run, now = () => Date.UTC(2026, 11, 3) }: TabOptions = {}) {
  const storage = memoryStorage();
  const tabs: { listener: Listener | null }[] = [];
  const open = (): AppStore => {
    const tab: { listener: Listener | null } = { listener: null };
    tabs.push(tab);
    const shared = {
      getItem: storage.getItem,
      removeItem: storage.removeItem,
      setItem(k: string, v: string) {
        storage.setItem(k, v);
        for (const other of tabs) if (other !== tab) queueMicrotask(() => other.listener?.(k, v));
      },
    };
    return createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: run ?? (() => Promise.reject(new Error('no worker'))),
      storage: shared,
      otherTabs: (l) => (tab.listener = l),
      now,
    });
  };
  const saved = () => JSON.parse(storage.data.get(PERSIST_KEY) ?? 'null')?.state;
  return { open, saved, storage };
}

/** Lets queued storage events arrive. */
export const settle = async () => {
  for (let k = 0; k < 5; k++) await Promise.resolve();
};
