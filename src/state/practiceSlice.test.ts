import { questionFiles } from '../content/testing/questionFiles';
import { describe, expect, it } from 'vitest';
import { questionCards } from '../content/practice/reviewCards';
import { run } from '../testing/engine';
import { memoryStorage } from './memoryStorage';
import { migratePersisted } from './persistence';
import { MAX_KEPT_ROUNDS } from './practiceState';
import { createAppStore, PERSIST_KEY, PERSIST_VERSION } from './store';

const files = questionFiles();
const CORE = 'why-fence-after-lease-expires';

function storeOn(storage = memoryStorage(), clock = { t: 1_000 }) {
  const store = createAppStore({
    examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
    run: (s) => run(s),
    storage,
    questions: { files: () => Promise.resolve(files) },
    now: () => clock.t,
  });
  return { store, clock, actions: store.getState().actions };
}

describe('the practice slice', () => {
  it('loads the bank with the core question first', async () => {
    const { store, actions } = storeOn();
    await actions.loadQuestions();
    const { questions, issues, status } = store.getState().practice;
    expect(status).toBe('ready');
    expect(issues).toEqual([]);
    expect(questions[0]?.id).toBe(CORE);
  });

  it('times a round from its start to the reveal by the injected clock', async () => {
    const { store, actions, clock } = storeOn();
    await actions.loadQuestions();
    actions.startRound(CORE);
    actions.setRoundAnswer('practice', 'the token is checked');
    clock.t += 42_000;
    actions.revealRound('practice');
    clock.t += 10_000;
    actions.revealRound('practice');
    actions.gradeRound('practice', 'solid');
    actions.toggleKeyPoint('practice', 'x');
    actions.toggleKeyPoint('practice', 'y');
    actions.toggleKeyPoint('practice', 'x');
    expect(store.getState().practice.round).toMatchObject({
      questionId: CORE,
      path: [],
      answer: 'the token is checked',
      usedMs: 42_000,
      grade: 'solid',
      covered: ['y'],
    });
  });

  it('climbs the follow-up ladder, each follow-up a fresh round', async () => {
    const { store, actions } = storeOn();
    await actions.loadQuestions();
    actions.startRound(CORE);
    actions.askFollowUp(0);
    actions.askFollowUp(0);
    actions.askFollowUp(0);
    expect(store.getState().practice.round).toMatchObject({ path: [0, 0, 0], usedMs: null });
    actions.askFollowUp(5);
    expect(store.getState().practice.round?.path).toEqual([0, 0, 0]);
  });

  it('opens on the core question when the address names none, and on the one it names', async () => {
    const { store, actions } = storeOn();
    await actions.openQuestion(null);
    expect(store.getState().practice.round).toMatchObject({ questionId: CORE, path: [] });
    await actions.openQuestion('idempotency-key-versus-token');
    expect(store.getState().practice.round?.questionId).toBe('idempotency-key-versus-token');
  });

  it('keeps the round and its answer when the address names the question already open', async () => {
    const { store, actions } = storeOn();
    await actions.openQuestion(CORE);
    actions.setRoundAnswer('practice', 'the token is checked');
    actions.revealRound('practice');
    await actions.openQuestion(CORE);
    // An unknown id or none keeps what is open too; the page then writes its id back.
    await actions.openQuestion('no-such-question');
    await actions.openQuestion(null);
    const round = store.getState().practice.round;
    expect(round).toMatchObject({ questionId: CORE, answer: 'the token is checked' });
    expect(round?.usedMs).not.toBeNull();
  });

  it('waits for the bank when the address is opened while it loads', async () => {
    const { store, actions } = storeOn();
    const loading = actions.loadQuestions();
    await actions.openQuestion('idempotency-key-versus-token');
    await loading;
    expect(store.getState().practice.round?.questionId).toBe('idempotency-key-versus-token');
  });

  it('saves a self-grade to the review schedule of the card the deck has for it', async () => {
    const { store, actions, clock } = storeOn();
    await actions.openQuestion(CORE);
    actions.revealRound('practice');
    actions.toggleKeyPoint(
      'practice',
      store.getState().practice.questions[0]?.keyPoints[0]?.label ?? '',
    );
    await actions.saveGrade();
    // Nothing to save before a grade.
    expect(store.getState().practice.saved).toBeNull();
    actions.gradeRound('practice', 'solid');
    clock.t += 5_000;
    await actions.saveGrade();
    const { saved, questions } = store.getState().practice;
    const { cards, history } = store.getState().review;
    expect(history).toEqual([
      { card: `question/${CORE}`, rating: 'good', at: 6_000, due: saved?.due },
    ]);
    expect(cards[`question/${CORE}`]?.due).toBe(saved?.due);
    expect(saved).toMatchObject({ grade: 'solid', ticked: 1, at: 6_000 });
    expect(saved?.keyPoints).toBe(questions[0]?.keyPoints.length);
    expect(saved?.due).toBeGreaterThan(6_000);
    const deck = questionCards(questions).map((c) => c.id);
    expect(deck).toContain(saved?.card);

    // Saved once: the grade stays, a second save records nothing.
    actions.gradeRound('practice', 'senior');
    await actions.saveGrade();
    expect(store.getState().practice.round?.grade).toBe('solid');
    expect(store.getState().review.history).toHaveLength(1);
  });

  it('saves a grade once when Save is pressed again while the first is grading', async () => {
    const { store, actions } = storeOn();
    await actions.openQuestion(CORE);
    actions.revealRound('practice');
    actions.gradeRound('practice', 'solid');
    await Promise.all([actions.saveGrade(), actions.saveGrade()]);
    expect(store.getState().review.history).toHaveLength(1);
    expect(store.getState().practice.saved?.grade).toBe('solid');
  });

  it('saves a follow-up’s grade to that follow-up’s card, and a new round starts unsaved', async () => {
    const { store, actions } = storeOn();
    await actions.openQuestion(CORE);
    actions.askFollowUp(0);
    actions.askFollowUp(0);
    actions.revealRound('practice');
    actions.gradeRound('practice', 'not-yet');
    await actions.saveGrade();
    const { saved, questions } = store.getState().practice;
    expect(saved).toMatchObject({ card: `question/${CORE}/follow-up/0.0`, ticked: 0 });
    expect(store.getState().review.history.at(-1)?.rating).toBe('again');
    expect(questionCards(questions).map((c) => c.id)).toContain(saved?.card);
    actions.askFollowUp(0);
    expect(store.getState().practice.saved).toBeNull();
  });

  it('keeps the timer between 10 s and an hour', () => {
    const { store, actions } = storeOn();
    actions.setTimer({ seconds: 3 });
    expect(store.getState().practice.timer).toEqual({ on: true, seconds: 10 });
    actions.setTimer({ on: false, seconds: 90.4 });
    expect(store.getState().practice.timer).toEqual({ on: false, seconds: 90 });
  });

  it('runs a mock interview through its plan of questions and follow-ups', async () => {
    const { store, actions, clock } = storeOn();
    await actions.loadQuestions();
    actions.startMock([CORE, 'idempotency-key-versus-token'], 1);
    expect(store.getState().practice.mock?.plan).toEqual([
      { questionId: CORE, path: [] },
      { questionId: CORE, path: [0] },
      { questionId: 'idempotency-key-versus-token', path: [] },
      { questionId: 'idempotency-key-versus-token', path: [0] },
    ]);
    for (let k = 0; k < 4; k++) {
      actions.setRoundAnswer('mock', `answer ${k}`);
      clock.t += 1_000 * (k + 1);
      actions.nextMockRound();
    }
    const mock = store.getState().practice.mock;
    expect(mock?.round).toBeNull();
    expect(mock?.done.map((r) => [r.answer, r.usedMs])).toEqual([
      ['answer 0', 1_000],
      ['answer 1', 2_000],
      ['answer 2', 3_000],
      ['answer 3', 4_000],
    ]);
  });

  it('persists the timer and a mock in progress; the page opens a question, not the store', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    await first.actions.loadQuestions();
    first.actions.setTimer({ seconds: 300 });
    first.actions.startRound(CORE);
    first.actions.startMock([CORE], 0);
    const saved = JSON.parse(String(storage.getItem(PERSIST_KEY))) as { version: number };
    expect(saved.version).toBe(PERSIST_VERSION);
    const second = storeOn(storage);
    const p = second.store.getState().practice;
    expect(p.timer.seconds).toBe(300);
    expect(p.mock?.plan).toEqual([{ questionId: CORE, path: [] }]);
    expect(p.round).toBeNull();
    // A question opened and left untouched holds nothing to come back to.
    expect(p.kept).toEqual({});
  });

  it('comes back after a reload to the follow-up left, its answer and its saved grade', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    await first.actions.openQuestion(CORE);
    first.actions.setRoundAnswer('practice', 'the core answer');
    first.actions.revealRound('practice');
    first.actions.askFollowUp(0);
    first.actions.setRoundAnswer('practice', 'half an answer to the follow-up');
    const left = first.store.getState().practice.round;

    const second = storeOn(storage);
    await second.actions.openQuestion(CORE);
    expect(second.store.getState().practice.round).toEqual(left);
    expect(second.store.getState().practice.round?.path).toEqual([0]);

    // Graded and saved to the review deck: a reload shows it saved, and it is not saved twice.
    second.actions.revealRound('practice');
    second.actions.gradeRound('practice', 'basic');
    await second.actions.saveGrade();
    const reviews = second.store.getState().review.history.length;
    const third = storeOn(storage);
    await third.actions.openQuestion(CORE);
    expect(third.store.getState().practice.saved).toMatchObject({ grade: 'basic' });
    await third.actions.saveGrade();
    expect(third.store.getState().review.history).toHaveLength(reviews);
  });

  it('keeps a round per question, resumed by the picker; a new round starts it over', async () => {
    const { store, actions, clock } = storeOn();
    const OTHER = 'idempotency-key-versus-token';
    await actions.chooseQuestion(CORE);
    actions.setRoundAnswer('practice', 'first thoughts');
    clock.t += 5_000;
    await actions.chooseQuestion(OTHER);
    expect(store.getState().practice.round).toMatchObject({ questionId: OTHER, answer: '' });
    await actions.chooseQuestion(CORE);
    expect(store.getState().practice.round).toMatchObject({
      answer: 'first thoughts',
      startedAt: 1_000,
    });
    actions.startRound(CORE);
    expect(store.getState().practice.round).toMatchObject({ answer: '', startedAt: 6_000 });
    expect(store.getState().practice.kept[CORE]).toBeUndefined();
  });

  it('does not resume a kept follow-up its question no longer has', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    await first.actions.openQuestion(CORE);
    first.actions.askFollowUp(0);
    const saved = JSON.parse(String(storage.getItem(PERSIST_KEY))) as {
      state: { practice: { kept: Record<string, { round: { path: number[] } }> } };
    };
    const kept = saved.state.practice.kept[CORE];
    if (kept) kept.round.path = [99];
    storage.setItem(PERSIST_KEY, JSON.stringify(saved));
    const second = storeOn(storage);
    await second.actions.openQuestion(CORE);
    expect(second.store.getState().practice.round).toMatchObject({ path: [], answer: '' });
  });

  it('a grade saved after its round was left is kept with that round', async () => {
    const { store, actions } = storeOn();
    await actions.chooseQuestion(CORE);
    actions.revealRound('practice');
    actions.gradeRound('practice', 'solid');
    const saving = actions.saveGrade();
    await actions.chooseQuestion('idempotency-key-versus-token');
    await saving;
    expect(store.getState().practice.saved).toBeNull();
    expect(store.getState().practice.kept[CORE]?.saved).toMatchObject({ grade: 'solid' });
  });

  it('keeps the rounds of the questions started last, the one on screen first', async () => {
    const { store, actions, clock } = storeOn();
    await actions.loadQuestions();
    const ids = store.getState().practice.questions.map((q) => q.id);
    expect(ids.length).toBeGreaterThan(2);
    for (let k = 0; k < MAX_KEPT_ROUNDS + 2; k++) {
      clock.t += 1_000;
      actions.startRound(ids[k % ids.length] ?? CORE);
      actions.setRoundAnswer('practice', `answer ${k}`);
    }
    const { kept, round } = store.getState().practice;
    expect(Object.keys(kept).length).toBeLessThanOrEqual(MAX_KEPT_ROUNDS);
    expect(round && kept[round.questionId]?.round).toEqual(round);
  });

  it('migrates a practice part saved before rounds were kept', () => {
    const old = { timer: null, mock: null };
    expect(migratePersisted({ practice: old }, 7).practice).toEqual({ ...old, kept: {} });
  });

  it('migrates older saved state without practice to the defaults', () => {
    expect(migratePersisted({ editor: { drafts: {} }, practice: 5 }, 4).practice).toBeUndefined();
  });
});
