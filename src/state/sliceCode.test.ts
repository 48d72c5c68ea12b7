// The slices whose code loads with their pages: every action exists from the store's start, runs
// at once once its code is here, and waits for the code before that.
import { describe, expect, it } from 'vitest';
import { testDeps, testStore } from '../testing/store';
import { latestCalls } from './latestCall';
import { moduleLoader } from './modules';
import {
  ACTION_NAMES,
  SLICE_CODE,
  loadSlices,
  sliceCodeOf,
  type LazySlice,
  type SliceFactory,
} from './sliceCode';
import type { SliceContext } from './sliceContext';

const SLICES = Object.keys(SLICE_CODE) as LazySlice[];

/** The app's table, with each slice's code held back until `release(key)`. */
function heldBack() {
  const gates = new Map<LazySlice, () => void>();
  const asked: LazySlice[] = [];
  const table = Object.fromEntries(
    SLICES.map((key) => [
      key,
      () => {
        asked.push(key);
        const load = SLICE_CODE[key] as () => Promise<unknown>;
        return new Promise<void>((resolve) => gates.set(key, resolve)).then(load);
      },
    ]),
  ) as typeof SLICE_CODE;
  return { code: sliceCodeOf(table), asked, release: (key: LazySlice) => gates.get(key)?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the names of the actions whose code loads later', () => {
  it.each(SLICES)('are exactly the actions the %s slice makes', async (key) => {
    const factory = (await SLICE_CODE[key]()) as SliceFactory<LazySlice>;
    const store = testStore({});
    const made = factory({
      set: () => undefined,
      get: store.getState,
      actions: () => store.getState().actions,
      calls: latestCalls(),
      deps: { ...testDeps({}), modules: moduleLoader() },
    } as SliceContext<LazySlice>);
    expect(Object.keys(made).sort()).toEqual([...ACTION_NAMES[key]].sort());
  });
});

describe('a store whose slices load with their pages', () => {
  it('has every action of every slice before any code is here', () => {
    const { code, asked } = heldBack();
    const { actions } = testStore({}, { slices: code }).getState();
    for (const name of SLICES.flatMap((k) => ACTION_NAMES[k]))
      expect(typeof actions[name], name).toBe('function');
    expect(asked).toEqual([]);
  });

  it('runs an action called before its code is here once the code arrives, in order', async () => {
    const { code, asked, release } = heldBack();
    const store = testStore({}, { slices: code });
    const { actions } = store.getState();
    const first = actions.studioSetNotice('one');
    actions.studioSetNotice('two');
    expect(asked).toEqual(['studio']);
    await settle();
    expect(store.getState().studio.notice).toBeNull();
    release('studio');
    await first;
    await settle();
    expect(store.getState().studio.notice).toBe('two');
  });

  it('runs an action in the same call once its page has loaded the code', async () => {
    const { code, release } = heldBack();
    const store = testStore({}, { slices: code });
    const loading = loadSlices(['studio', 'practice'], code);
    release('studio');
    release('practice');
    await loading;
    store.getState().actions.studioSetNotice('now');
    expect(store.getState().studio.notice).toBe('now');
    store.getState().actions.setTimer({ on: false, seconds: 60 });
    expect(store.getState().practice.timer).toEqual({ on: false, seconds: 60 });
  });

  it('makes a slice once per store, and each store its own', async () => {
    const { code, release } = heldBack();
    const loading = loadSlices(['studio'], code);
    release('studio');
    await loading;
    const a = testStore({}, { slices: code });
    const b = testStore({}, { slices: code });
    a.getState().actions.studioSetNotice('a');
    expect(a.getState().studio.notice).toBe('a');
    expect(b.getState().studio.notice).toBeNull();
  });

  it('tries the code again after a load fails (a dropped connection)', async () => {
    let tries = 0;
    const table = {
      ...SLICE_CODE,
      studio: () => (++tries === 1 ? Promise.reject(new Error('offline')) : SLICE_CODE.studio()),
    };
    const code = sliceCodeOf(table);
    await expect(loadSlices(['studio'], code)).rejects.toThrow('offline');
    expect(code.now('studio')).toBeUndefined();
    await loadSlices(['studio'], code);
    expect(code.now('studio')).toBeDefined();
    expect(tries).toBe(2);
  });
});
