// Two tabs of one browser, each with its own store over one storage that tells the other tab of
// each write (as the browser's `storage` event does, a moment later): nothing either saves is lost.
import { describe, expect, it } from 'vitest';
import type { LessonProgress } from '../content/files/progressFile';
import { browserTabs, settle } from '../testing/tabs';
import { PERSIST_KEY, PERSIST_VERSION, type AppStore } from './store';

const browser = () => browserTabs();

const progress = (p: Partial<LessonProgress>): LessonProgress => ({
  status: 'in-progress',
  sql: {},
  hints: 0,
  predictions: {},
  predicted: false,
  solvedAt: null,
  ...p,
});
const setProgress = (store: AppStore, id: string, p: LessonProgress) =>
  store.setState((s) => ({
    lesson: { ...s.lesson, progress: { ...s.lesson.progress, [id]: p } },
  }));
const setDraft = (store: AppStore, id: string, text: string, savedAt: number) =>
  store.setState((s) => ({
    studio: {
      ...s.studio,
      drafts: { ...s.studio.drafts, [id]: { id, title: id, text, savedAt } },
      lastDraftId: id,
    },
  }));

describe('two tabs', () => {
  it('edit different lessons: both are saved, and each tab shows the other’s', async () => {
    const b = browser();
    const one = b.open();
    const two = b.open();
    setProgress(one, 'lesson-a', progress({ sql: { commit: 'A' } }));
    setProgress(two, 'lesson-b', progress({ sql: { commit: 'B' } }));
    await settle();
    expect(Object.keys(b.saved().lesson.progress).sort()).toEqual(['lesson-a', 'lesson-b']);
    for (const tab of [one, two])
      expect(Object.keys(tab.getState().lesson.progress).sort()).toEqual(['lesson-a', 'lesson-b']);
  });

  it('edit the same lesson: progress takes the union', async () => {
    const b = browser();
    const one = b.open();
    const two = b.open();
    setProgress(one, 'l', progress({ hints: 2, sql: { claim: 'mine' } }));
    // Before the first tab's event reaches it, the second solves the lesson.
    setProgress(two, 'l', progress({ status: 'solved', solvedAt: 5, sql: { commit: 'fixed' } }));
    await settle();
    expect(b.saved().lesson.progress.l).toEqual(
      progress({
        status: 'solved',
        solvedAt: 5,
        hints: 2,
        sql: { claim: 'mine', commit: 'fixed' },
      }),
    );
    expect(one.getState().lesson.progress.l).toEqual(b.saved().lesson.progress.l);
  });

  it('edit the same studio draft: the newest save wins, and the other drafts stay', async () => {
    const b = browser();
    const one = b.open();
    const two = b.open();
    setDraft(one, 'only-one', 'kept', 1);
    setDraft(one, 'shared', 'older', 10);
    setDraft(two, 'shared', 'newer', 20);
    await settle();
    expect(b.saved().studio.drafts.shared.text).toBe('newer');
    expect(b.saved().studio.drafts['only-one'].text).toBe('kept');
    expect(one.getState().studio.drafts.shared?.text).toBe('newer');
    // Which draft was last open stays each tab's own.
    setDraft(one, 'shared', 'newest', 30);
    await settle();
    expect(two.getState().studio.drafts.shared?.text).toBe('newest');
  });

  it('keep the latest review of a card and every review in the history', async () => {
    const b = browser();
    const one = b.open();
    const two = b.open();
    const card = (lastReview: number) => ({
      due: lastReview + 100,
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview,
    });
    const review = (store: AppStore, id: string, at: number) =>
      store.setState((s) => ({
        review: {
          ...s.review,
          cards: { ...s.review.cards, [id]: card(at) },
          history: [...s.review.history, { card: id, rating: 'good', at, due: at + 100 }],
        },
      }));
    review(one, 'q1', 50);
    review(two, 'q1', 70);
    review(two, 'q2', 60);
    await settle();
    const r = b.saved().review;
    expect(r.cards.q1.lastReview).toBe(70);
    expect(Object.keys(r.cards).sort()).toEqual(['q1', 'q2']);
    expect(r.history.map((e: { at: number }) => e.at)).toEqual([50, 60, 70]);
    expect(one.getState().review.history).toHaveLength(3);
  });

  it('keep a part the other tab saved in the wrong shape aside, and write this tab’s', async () => {
    const b = browser();
    const one = b.open();
    b.storage.data.set(
      PERSIST_KEY,
      JSON.stringify({ state: { ...b.saved(), editor: { drafts: 5 } }, version: PERSIST_VERSION }),
    );
    one.setState((s) => ({ editor: { ...s.editor, drafts: { seed: 'mine' } } }));
    await settle();
    expect(b.saved().editor.drafts).toEqual({ seed: 'mine' });
    const aside = [...b.storage.data.keys()].filter((k) => k.endsWith('-editor'));
    expect(aside).toHaveLength(1);
    expect(JSON.parse(b.storage.data.get(aside[0] ?? '') ?? 'null')).toEqual({ drafts: 5 });
  });
});
