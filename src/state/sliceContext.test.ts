// Each slice sets only its own state: its context has a setter for that part and no other, so a
// slice that wrote another's state would not compile, and at run time a patch lands only there.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SEED_YAML } from '../testing/fixtures';
import { emptyTrace, testStore } from '../testing/store';
import type { SliceContext, SliceKey } from './sliceContext';
import type { AppState } from './store';

describe('slice contexts', () => {
  it('give the editor, the lesson, the studio and the rest no way to set player state', () => {
    type EditorSet = Parameters<SliceContext<'editor'>['set']>[0];
    type LessonSet = Parameters<SliceContext<'lesson'>['set']>[0];
    type StudioSet = Parameters<SliceContext<'studio'>['set']>[0];
    expectTypeOf<EditorSet>().toEqualTypeOf<Partial<AppState['editor']>>();
    expectTypeOf<LessonSet>().not.toHaveProperty('trace');
    expectTypeOf<StudioSet>().not.toHaveProperty('trace');
    expectTypeOf<SliceContext<'drill'>>().not.toHaveProperty('setPlayer');
    // @ts-expect-error: a lesson's context cannot patch the player's trace.
    const wrong: LessonSet = { trace: null };
    expect(wrong).toBeDefined();
  });

  it('keep every action that shows a trace from touching any slice but the player', async () => {
    // Record which parts of the state each change touched, while other slices show traces.
    const store = testStore({ seed: SEED_YAML });
    const touched: SliceKey[][] = [];
    store.subscribe((next, prev) => {
      const keys = (Object.keys(next) as (keyof AppState)[]).filter((k) => next[k] !== prev[k]);
      touched.push(keys.filter((k): k is SliceKey => k !== 'actions'));
    });
    const { actions } = store.getState();
    await actions.openExample('seed');
    actions.show(emptyTrace({ title: 'x' }), { source: { kind: 'drill', drill: 'd' } });
    // Every change touched exactly one slice: the player changes only through its own actions.
    expect(touched.length).toBeGreaterThan(0);
    for (const keys of touched) expect(keys).toHaveLength(1);
    expect(touched.flat()).toContain('player');
    expect(touched.flat()).toContain('playground');
    expect(touched.flat()).toContain('editor');
  });
});

describe('the store of slices', () => {
  it('refuses two slices that name an action alike (every store made in a test checks its own)', async () => {
    const { merged } = await import('./actions');
    expect(() => merged([{ show: () => 1 }, { show: () => 2 }])).toThrow(
      'two slices name an action "show"',
    );
    expect(() => testStore({})).not.toThrow();
  });
});
