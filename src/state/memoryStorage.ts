// A StateStorage in memory: for tests, and when the browser refuses localStorage.
import type { StateStorage } from 'zustand/middleware';
import { isQuotaError } from './savingStorage';

export function memoryStorage(
  seed: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(seed));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/**
 * localStorage when it works (it throws in some private modes), else memory. A full one is still
 * localStorage: its saved work loads, and the store reports that new saves fail.
 */
export function browserStorage(): StateStorage {
  try {
    const probe = '__fencelab_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch (e) {
    return isQuotaError(e) ? window.localStorage : memoryStorage();
  }
}
