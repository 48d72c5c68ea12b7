import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import type { ExampleSource } from './deps';
import { memoryStorage } from './memoryStorage';
import { isQuotaError, savingStorage, type SaveFailure } from './savingStorage';
import { createAppStore, PERSIST_KEY } from './store';

const examples: ExampleSource = {
  names: [],
  load: () => Promise.reject(new Error('none')),
  fileOf: (n) => n,
};

/** A storage that is full while `full.now` is true, as localStorage is past its quota. */
function fullStorage() {
  const inner = memoryStorage();
  const full = { now: true };
  return {
    full,
    inner,
    storage: {
      ...inner,
      setItem(k: string, v: string) {
        if (full.now) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        inner.setItem(k, v);
      },
    },
  };
}

describe('saving to a full storage', () => {
  it('knows the quota error by its name, and nothing else as one', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('no', 'SecurityError'))).toBe(false);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
  });

  it('reports a failed write instead of throwing it, and a later good one', () => {
    const { storage, full } = fullStorage();
    const seen: (SaveFailure | null)[] = [];
    const guarded = savingStorage(storage, (f) => seen.push(f));
    expect(() => guarded.setItem('k', 'v')).not.toThrow();
    full.now = false;
    guarded.setItem('k', 'v');
    expect(seen).toEqual(['full', null]);
  });

  it('keeps studio edits in memory and says saving failed, then recovers when there is room', async () => {
    const { storage, full, inner } = fullStorage();
    const store = createAppStore({ examples, run: (s) => run(s), storage, now: () => 1000 });
    const { actions } = store.getState();
    await actions.studioAddStep('A', 0, 'claim');
    await actions.studioAddStep('B', 6, 'claim');
    const state = store.getState();
    expect(state.saving.failure).toBe('full');
    expect(state.studio.model.steps).toHaveLength(2);
    expect(Object.values(state.studio.drafts)).toHaveLength(1);
    expect(state.player.trace?.steps.map((s) => s.outcome)).toEqual(['granted', 'granted']);
    expect(inner.getItem(PERSIST_KEY)).toBeNull();

    full.now = false;
    await actions.studioAddStep('A', 7, 'commit');
    expect(store.getState().saving.failure).toBeNull();
    expect(inner.getItem(PERSIST_KEY)).toContain('commit');
  });
});
