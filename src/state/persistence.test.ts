// Saved data is checked on load: a part of the wrong shape is kept aside (nothing is lost), the
// rest loads, and the store says once what was reset.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { PERSISTED } from './persistence';
import { createAppStore, PERSIST_KEY, PERSIST_VERSION } from './store';

const deps = (storage: ReturnType<typeof memoryStorage>) => ({
  examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n: string) => n },
  run: () => Promise.reject(new Error('no worker')),
  storage,
  now: () => Date.UTC(2026, 11, 1, 9, 30),
});

const GOOD = {
  editor: { drafts: { 'seed-demo': 'title: mine' } },
  lesson: { progress: {} },
  studio: { drafts: {}, lastDraftId: null },
  review: { cards: {}, history: [], newPerDay: 20 },
  practice: { timer: { on: false, seconds: 90 }, mock: null, kept: {} },
  exercise: { kept: {} },
};

const saved = (state: unknown) =>
  memoryStorage({ [PERSIST_KEY]: JSON.stringify({ state, version: PERSIST_VERSION }) });
const asideKeys = (storage: ReturnType<typeof memoryStorage>) =>
  [...storage.data.keys()].filter((k) => k.startsWith(`${PERSIST_KEY}-corrupt-`));

describe('saved data on load', () => {
  it('loads every part that passes its check', () => {
    const store = createAppStore(deps(saved(GOOD)));
    expect(store.getState().editor.drafts).toEqual(GOOD.editor.drafts);
    expect(store.getState().practice.timer).toEqual({ on: false, seconds: 90 });
    expect(store.getState().saving.reset).toEqual([]);
  });

  for (const part of PERSISTED) {
    it(`keeps ${part.key} aside when it has the wrong shape, and loads the rest`, () => {
      const storage = saved({ ...GOOD, [part.key]: { foo: 1 } });
      const store = createAppStore(deps(storage));
      expect(store.getState().saving.reset).toEqual([part.label]);
      const aside = asideKeys(storage);
      expect(aside).toHaveLength(1);
      expect(aside[0]).toMatch(new RegExp(`-${part.key}$`));
      expect(JSON.parse(storage.data.get(aside[0] ?? '') ?? 'null')).toEqual({ foo: 1 });
      // The rest is intact.
      if (part.key !== 'editor') expect(store.getState().editor.drafts).toEqual(GOOD.editor.drafts);
      else expect(store.getState().practice.timer.seconds).toBe(90);
    });
  }

  it('keeps only a bad editor draft aside, and loads the other drafts', () => {
    const storage = saved({ ...GOOD, editor: { drafts: { 'seed-demo': 5, other: 'title: x' } } });
    const store = createAppStore(deps(storage));
    expect(store.getState().editor.drafts).toEqual({ other: 'title: x' });
    expect(store.getState().saving.reset).toEqual(['1 of your edited examples']);
    const aside = asideKeys(storage);
    expect(JSON.parse(storage.data.get(aside[0] ?? '') ?? 'null')).toEqual({
      drafts: { 'seed-demo': 5 },
    });
  });

  it('keeps only the lessons whose progress is bad aside, and loads the others', () => {
    const solved = {
      status: 'solved',
      sql: { commit: 'UPDATE jobs SET x = 1' },
      hints: 1,
      predictions: {},
      predicted: true,
      solvedAt: 5,
    };
    const progress = {
      'lesson-a': solved,
      'lesson-b': { ...solved, status: 'finished' },
      'lesson-c': 'nonsense',
    };
    const storage = saved({ ...GOOD, lesson: { progress } });
    const store = createAppStore(deps(storage));
    expect(store.getState().lesson.progress).toEqual({ 'lesson-a': solved });
    expect(store.getState().saving.reset).toEqual(['your progress in 2 lessons']);
    const aside = asideKeys(storage);
    expect(aside).toHaveLength(1);
    expect(JSON.parse(storage.data.get(aside[0] ?? '') ?? 'null')).toEqual({
      progress: { 'lesson-b': progress['lesson-b'], 'lesson-c': 'nonsense' },
    });
    // What loads is saved again as it loaded.
    const again = JSON.parse(storage.data.get(PERSIST_KEY) ?? 'null');
    expect(again.state.lesson.progress).toEqual({ 'lesson-a': solved });
  });

  it('keeps only a bad studio draft aside, and the part whole when its fault is elsewhere', () => {
    const draft = { id: 'd1', title: 'Mine', text: 'title: Mine', savedAt: 3 };
    const drafts = { d1: draft, d2: { ...draft, id: 'd2', savedAt: 'yesterday' } };
    const one = saved({ ...GOOD, studio: { drafts, lastDraftId: 'd1' } });
    const store = createAppStore(deps(one));
    expect(store.getState().studio.drafts).toEqual({ d1: draft });
    expect(store.getState().studio.lastDraftId).toBe('d1');
    expect(store.getState().saving.reset).toEqual(['1 of your studio drafts']);

    const elsewhere = saved({ ...GOOD, studio: { drafts, lastDraftId: 7 } });
    const whole = createAppStore(deps(elsewhere));
    expect(whole.getState().studio.drafts).toEqual({});
    expect(whole.getState().saving.reset).toEqual(['your studio drafts']);
  });

  it('keeps only a bad practice round aside, and the timer and the other rounds', () => {
    const round = {
      questionId: 'q1',
      path: [0],
      answer: 'half typed',
      startedAt: 4,
      usedMs: null,
      grade: null,
      covered: [],
    };
    const kept = {
      q1: { round, saved: null },
      q2: { round: { ...round, questionId: 'q2', grade: 'superb' }, saved: null },
    };
    const storage = saved({ ...GOOD, practice: { ...GOOD.practice, kept } });
    const store = createAppStore(deps(storage));
    expect(store.getState().practice.kept).toEqual({ q1: kept.q1 });
    expect(store.getState().practice.timer.seconds).toBe(90);
    expect(store.getState().saving.reset).toEqual(['your practice answers to 1 question']);
  });

  for (const text of [
    '5',
    '[1,2,3]',
    '"fencelab"',
    '{"state":[1,2,3],"version":7}',
    '{"version":7}',
  ])
    it(`keeps JSON that is not a saved snapshot aside whole: ${text}`, () => {
      const storage = memoryStorage({ [PERSIST_KEY]: text });
      const store = createAppStore(deps(storage));
      expect(store.getState().saving.reset).toEqual(['all saved data (it could not be read)']);
      const aside = asideKeys(storage);
      expect(aside).toHaveLength(1);
      expect(storage.data.get(aside[0] ?? '')).toBe(text);
    });

  it('keeps text that is not JSON aside whole, instead of overwriting it unseen', () => {
    const storage = memoryStorage({ [PERSIST_KEY]: '{"state": {"editor": ' });
    const store = createAppStore(deps(storage));
    expect(store.getState().saving.reset).toEqual(['all saved data (it could not be read)']);
    const aside = asideKeys(storage);
    expect(aside).toHaveLength(1);
    expect(storage.data.get(aside[0] ?? '')).toBe('{"state": {"editor": ');
  });
});
