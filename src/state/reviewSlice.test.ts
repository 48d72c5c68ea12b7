import { readdirSync, readFileSync } from 'node:fs';
import { questionFiles } from '../content/testing/questionFiles';
import { describe, expect, it } from 'vitest';
import { importReview } from '../content/files/reviewFile';
import {
  DEFAULT_NEW_PER_DAY,
  dueToday,
  MAX_NEW_PER_DAY,
  todaysCards,
} from '../content/practice/reviewSchedule';
import { run } from '../testing/engine';
import { memoryStorage } from './memoryStorage';
import { migratePersisted } from './persistence';
import { createAppStore, PERSIST_KEY } from './store';
import { onPageIn } from '../testing/locale';

const files = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .map((f) => ({ file: `lessons/${f}`, text: readFileSync(`lessons/${f}`, 'utf8') }));
const questions = questionFiles();
const Q = 'question/why-fence-after-lease-expires';
const T0 = Date.UTC(2026, 0, 5, 9, 0);
const DAY = 86_400_000;

function storeOn(storage = memoryStorage(), clock = { t: T0 }) {
  return createAppStore({
    examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
    run: (s) => run(s),
    storage,
    lessons: { files: () => Promise.resolve(files) },
    questions: { files: () => Promise.resolve(questions) },
    now: () => clock.t,
  });
}

describe('the review slice', () => {
  it('makes a card of every question, lesson pitfall and follow-up', async () => {
    const store = storeOn();
    await store.getState().actions.loadReview();
    const { deck } = store.getState().review;
    expect(deck.filter((c) => c.kind === 'question')).toHaveLength(questions.length);
    expect(deck.some((c) => c.id === Q)).toBe(true);
    expect(deck.some((c) => c.kind === 'pitfall')).toBe(true);
    expect(deck.some((c) => c.kind === 'follow-up')).toBe(true);
    expect(new Set(deck.map((c) => c.id)).size).toBe(deck.length);
    expect(dueToday(deck, {}, T0).length).toBe(deck.length);
  });

  it('schedules a graded card with ts-fsrs at the time it is given', async () => {
    const clock = { t: T0 };
    const store = storeOn(memoryStorage(), clock);
    const { actions } = store.getState();
    await actions.loadReview();
    await actions.gradeReview(Q, 'easy');
    const card = store.getState().review.cards[Q];
    expect(card?.lastReview).toBe(T0);
    expect(card?.reps).toBe(1);
    expect(card?.due).toBeGreaterThan(T0 + DAY);
    expect(store.getState().review.history).toEqual([
      { card: Q, rating: 'easy', at: T0, due: card?.due },
    ]);
    const { deck, cards } = store.getState().review;
    expect(dueToday(deck, cards, T0).some((c) => c.id === Q)).toBe(false);
    expect(dueToday(deck, cards, card?.due ?? 0).some((c) => c.id === Q)).toBe(true);

    clock.t = T0 + 60_000;
    await actions.gradeReview('q/other', 'again');
    expect(store.getState().review.cards['q/other']?.due).toBeLessThan(T0 + DAY);
  });

  it('keeps the schedule and history across a reload, with dates stored as numbers', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    await first.getState().actions.gradeReview(Q, 'good');
    const saved = JSON.parse(storage.data.get(PERSIST_KEY) ?? '{}');
    expect(typeof saved.state.review.cards[Q].due).toBe('number');

    const reloaded = storeOn(storage);
    expect(reloaded.getState().review.cards).toEqual(first.getState().review.cards);
    expect(reloaded.getState().review.history).toHaveLength(1);
  });

  it('starts an empty deck from version 2 of the saved state, keeping lesson progress', () => {
    const old = { editor: { drafts: {} }, lesson: { progress: { a: { status: 'solved' } } } };
    expect(migratePersisted(old, 2).review).toBeUndefined();
    expect(migratePersisted(old, 2).lesson).toEqual(old.lesson);
    const damaged = storeOn(
      memoryStorage({
        [PERSIST_KEY]: JSON.stringify({
          state: { editor: { drafts: {} }, review: { cards: 5 } },
          version: 3,
        }),
      }),
    );
    expect(damaged.getState().review.cards).toEqual({});
    expect(damaged.getState().saving.reset).toEqual(['your review deck']);
  });

  it('exports the schedule and imports it back into a fresh store', async () => {
    const a = storeOn();
    await a.getState().actions.gradeReview(Q, 'hard');
    const text = await a.getState().actions.exportReview();
    const b = storeOn();
    expect(await b.getState().actions.importReview(text)).toBe(true);
    expect(b.getState().review.cards).toEqual(a.getState().review.cards);
    expect(b.getState().review.history).toEqual(a.getState().review.history);
    expect(b.getState().review.importMessage).toBe('Imported the schedule of 1 card.');
  });

  it('says what is wrong with a bad review file and changes nothing', async () => {
    const store = storeOn();
    expect(await store.getState().actions.importReview('{oops')).toBe(false);
    expect(store.getState().review.importMessage).toBe(
      'This is not a FenceLab review file: it is not JSON.',
    );
    expect(importReview('{"format":"fencelab-progress"}')).toEqual({
      ok: false,
      problem: { kind: 'wrong-format', found: '"fencelab-progress"' },
      message: 'This is not a FenceLab review file (format is "fencelab-progress").',
    });
    const damaged = JSON.stringify({
      format: 'fencelab-review',
      version: 1,
      exportedAt: 0,
      cards: { x: { due: 'tomorrow' } },
      history: [],
    });
    const r = importReview(damaged);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^The review file is damaged at cards\.x\.due: /);
    expect(store.getState().review.cards).toEqual({});
  });
});

describe('the daily number of new cards', () => {
  it('brings at most that many new cards a day, counts the ones started today, and comes back with more tomorrow', async () => {
    const clock = { t: T0 };
    const storage = memoryStorage();
    const store = storeOn(storage, clock);
    const { actions } = store.getState();
    await actions.loadReview();
    const review = () => store.getState().review;
    const today = () =>
      todaysCards(review().deck, review().cards, review().history, clock.t, review().newPerDay);
    expect(review().newPerDay).toBe(DEFAULT_NEW_PER_DAY);
    expect(review().deck.length).toBeGreaterThan(DEFAULT_NEW_PER_DAY);
    expect(today().due).toHaveLength(DEFAULT_NEW_PER_DAY);
    expect(today().newWaiting).toBe(review().deck.length - DEFAULT_NEW_PER_DAY);

    actions.setNewPerDay(2);
    expect(today().due.map((c) => c.id)).toEqual(
      review()
        .deck.slice(0, 2)
        .map((c) => c.id),
    );
    // Two new cards graded "easy" use up today's allowance: nothing new is left today.
    for (const c of today().due) {
      clock.t += 1_000;
      await actions.gradeReview(c.id, 'easy');
    }
    expect(today()).toMatchObject({ due: [], newStarted: 2, newLeft: 0 });

    // The setting survives a reload; tomorrow brings two more new cards.
    const again = storeOn(storage, clock);
    await again.getState().actions.loadReview();
    expect(again.getState().review.newPerDay).toBe(2);
    clock.t = T0 + DAY;
    const tomorrow = todaysCards(review().deck, review().cards, review().history, clock.t, 2);
    expect(tomorrow.newLeft).toBe(2);
    expect(tomorrow.due.map((c) => c.id)).toEqual(
      review()
        .deck.slice(2, 4)
        .map((c) => c.id),
    );
  });

  it('keeps the setting a whole number from 0 to the ceiling', () => {
    const store = storeOn();
    const { actions } = store.getState();
    actions.setNewPerDay(-3);
    expect(store.getState().review.newPerDay).toBe(0);
    actions.setNewPerDay(7.6);
    expect(store.getState().review.newPerDay).toBe(8);
    actions.setNewPerDay(1e9);
    expect(store.getState().review.newPerDay).toBe(MAX_NEW_PER_DAY);
    actions.setNewPerDay(Number.NaN);
    expect(store.getState().review.newPerDay).toBe(MAX_NEW_PER_DAY);
  });

  it('gives a deck saved before the setting existed the default', () => {
    const saved = { review: { cards: {}, history: [] } };
    expect(migratePersisted(saved, 6).review).toEqual({
      cards: {},
      history: [],
      newPerDay: DEFAULT_NEW_PER_DAY,
    });
  });
});

describe('the review slice on a Chinese page', () => {
  onPageIn('zh-CN');

  it('says in Chinese how many cards an import brought', async () => {
    const a = storeOn();
    await a.getState().actions.gradeReview(Q, 'hard');
    await a.getState().actions.gradeReview('question/x', 'good');
    const b = storeOn();
    expect(await b.getState().actions.importReview(await a.getState().actions.exportReview())).toBe(
      true,
    );
    expect(b.getState().review.importMessage).toBe('已导入 2 张卡片的复习计划。');
  });

  it('names a reset deck in Chinese', () => {
    const damaged = storeOn(
      memoryStorage({
        [PERSIST_KEY]: JSON.stringify({ state: { review: { cards: 5 } }, version: 7 }),
      }),
    );
    expect(damaged.getState().saving.reset).toEqual(['你的复习卡片']);
  });
});
