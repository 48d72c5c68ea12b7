import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { fencedCommit, LESSON_1, LESSON_FILES, lessonStore } from '../testing/lessonStore';
import { memoryStorage } from './memoryStorage';
import { predictSql } from '../content/lessons/lessonSql';
import { migratePersisted } from './persistence';
import { PERSIST_KEY } from './store';
import { onPageIn } from '../testing/locale';
import { SLICE_CODE, sliceCodeOf, type LazySlice, type SliceCode } from './sliceCode';

const files = LESSON_FILES;
const ID = LESSON_1;

const storeOn = (storage = memoryStorage(), slices?: SliceCode) =>
  lessonStore({ storage, ...(slices ? { slices } : {}) });

describe('the lesson slice', () => {
  it('lists every lesson in order', async () => {
    const store = storeOn();
    await store.getState().actions.loadLessons();
    const { index, indexStatus, indexIssues } = store.getState().lesson;
    expect(indexStatus).toBe('ready');
    expect(indexIssues).toEqual([]);
    expect(index.length).toBe(files.length);
    expect(index[0]?.id).toBe(ID);
    expect(index.map((l) => l.order)).toEqual([...index.map((l) => l.order)].sort((a, b) => a - b));
  });

  it('opens a lesson on its first scenario, the exercise’s, with the starter: the stale finish goes through', async () => {
    const store = storeOn();
    await store.getState().actions.openLesson(ID);
    const { lesson, player } = store.getState();
    expect(lesson.lesson?.id).toBe(ID);
    expect(lesson.view).toEqual({ scenario: 'takeover', sql: 'starter' });
    expect(player.source).toEqual({
      kind: 'lesson',
      lesson: ID,
      timeline: 'takeover',
      sql: 'starter',
    });
    expect(player.trace?.steps[3]?.outcome).toBe('accepted');
  });

  it('opens the first timeline when the address names one the lesson does not have', async () => {
    const store = storeOn();
    await store
      .getState()
      .actions.openLesson(ID, { timeline: 'renamed', sql: 'solution', step: 3 });
    const { lesson, player } = store.getState();
    expect(lesson.view).toEqual({ scenario: 'takeover', sql: 'starter' });
    expect(player.source).toMatchObject({ timeline: 'takeover', sql: 'starter' });
    expect(player.trace?.steps[3]?.outcome).toBe('accepted');
  });

  it('runs the exercise’s timeline with the learner’s SQL once they have edited, when no SQL is asked for', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    actions.setLessonSql('commit', fencedCommit(store));
    await actions.openLesson(ID, { timeline: 'takeover', sql: null });
    expect(store.getState().lesson.view).toEqual({ scenario: 'takeover', sql: 'mine' });
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('rejected');
    // The starter is still there to look back at.
    await actions.showScenario('takeover', 'starter');
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('accepted');
  });

  it('marks the outcomes that changed when the same timeline switches from the starter to the learner’s SQL and back', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    actions.setLessonSql('commit', fencedCommit(store));
    await actions.showScenario('takeover', 'mine');
    expect(store.getState().player.changed).toEqual([3]);
    await actions.showScenario('takeover', 'starter');
    expect(store.getState().player.changed).toEqual([3]);
    // Another timeline is not compared with this one.
    await actions.showScenario('longer-pause', 'starter');
    expect(store.getState().player.changed).toEqual([]);
  });

  it('runs the solution only once the lesson is solved or the learner asked to see it', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    await actions.showScenario('takeover', 'solution');
    expect(store.getState().lesson.view?.sql).toBe('starter');
    actions.askSolution();
    await actions.showScenario('takeover', 'solution');
    expect(store.getState().lesson.view?.sql).toBe('solution');
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('rejected');
    expect(store.getState().player.changed).toEqual([3]);

    // Reset closes it again; solving opens it for good.
    actions.resetLesson();
    await actions.showScenario('takeover', 'solution');
    expect(store.getState().lesson.view?.sql).toBe('starter');
    actions.setLessonSql('commit', fencedCommit(store));
    await actions.checkLesson();
    await actions.showScenario('takeover', 'solution');
    expect(store.getState().lesson.view?.sql).toBe('solution');
  });

  it('opens, reopens and resets a lesson without the check’s code, which Check loads', async () => {
    // A lesson's first visit loads the check's actions when the learner first presses Check.
    const asked: LazySlice[] = [];
    const table = Object.fromEntries(
      Object.entries(SLICE_CODE).map(([key, load]) => [
        key,
        () => {
          asked.push(key as LazySlice);
          return load();
        },
      ]),
    ) as typeof SLICE_CODE;
    const store = storeOn(memoryStorage(), sliceCodeOf(table));
    const { actions } = store.getState();
    await actions.openLesson(ID);
    await actions.openLesson('longer-ttl-moves-the-problem');
    await actions.resetLesson();
    expect(asked).toEqual(['lesson']);
    await actions.checkLesson();
    expect(asked).toContain('workbook');
    expect(store.getState().workbook.report?.passed).toBe(false);
    // With a check on the page, opening another lesson clears it.
    await actions.openLesson(ID);
    expect(store.getState().workbook.report).toBeNull();
  });

  it('forgets an asked-for solution when another lesson opens', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    actions.askSolution();
    await actions.openLesson('cancel-wins-at-the-finish');
    expect(store.getState().lesson.solutionAsked).toBe(false);
  });

  it('runs the exercise’s variants with the SQL asked for, and the lesson’s other scenarios as written', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson('cancel-wins-at-the-finish');
    const lesson = store.getState().lesson.lesson;
    const variant = lesson?.exercise.variants[0]?.id ?? '';
    await actions.showScenario(variant, 'starter');
    expect(store.getState().lesson.view).toEqual({ scenario: variant, sql: 'starter' });
    await actions.showScenario('finish-before-cancel', 'starter');
    expect(store.getState().lesson.view).toEqual({
      scenario: 'finish-before-cancel',
      sql: 'written',
    });
    const written = lesson?.scenarios.find((s) => s.id === 'finish-before-cancel')?.scenario;
    expect(store.getState().player.trace?.title).toBe(written?.title);
    expect(store.getState().player.trace?.steps.map((st) => st.outcome)).toEqual(
      (await run(written!)).steps.map((st) => st.outcome),
    );
  });

  it('predicts with the starter on the exercise’s own timeline, and as written on a scenario of its own', async () => {
    const store = storeOn();
    await store.getState().actions.loadLessons();
    await store.getState().actions.openLesson(ID);
    expect(predictSql(store.getState().lesson.lesson!)).toBe('starter');
    await store.getState().actions.openLesson('longer-ttl-moves-the-problem');
    expect(predictSql(store.getState().lesson.lesson!)).toBe('written');
  });

  it('runs the learner’s SQL, checks it, and marks the lesson solved only when it passes', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    await actions.showScenario('takeover', 'mine');
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('accepted');
    await actions.checkLesson();
    expect(store.getState().workbook.report?.passed).toBe(false);
    expect(store.getState().lesson.progress[ID]?.status).toBe('in-progress');

    const solution = store.getState().lesson.lesson?.exercise.solution.commit ?? '';
    actions.setLessonSql('commit', solution);
    await actions.checkLesson();
    expect(store.getState().workbook.report?.passed).toBe(true);
    expect(store.getState().lesson.progress[ID]).toMatchObject({
      status: 'solved',
      solvedAt: 1_234,
    });
  });

  it('keeps progress and drafts across a reload', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    await first.getState().actions.openLesson(ID);
    first.getState().actions.setLessonSql('commit', 'UPDATE jobs SET state = 1');
    first.getState().actions.revealHint();
    const again = storeOn(storage);
    expect(again.getState().lesson.progress[ID]).toMatchObject({
      status: 'in-progress',
      sql: { commit: 'UPDATE jobs SET state = 1' },
      hints: 1,
    });
  });

  it('reveals hints one at a time, never more than there are', async () => {
    const store = storeOn();
    await store.getState().actions.openLesson(ID);
    for (let k = 0; k < 10; k++) store.getState().actions.revealHint();
    expect(store.getState().lesson.progress[ID]?.hints).toBe(
      store.getState().lesson.lesson?.exercise.hints.length,
    );
  });

  it('records predictions, and reset clears the work but keeps a solved lesson solved', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    actions.setPrediction(3, 'accepted');
    actions.submitPredictions();
    expect(store.getState().lesson.progress[ID]).toMatchObject({
      predictions: { 3: 'accepted' },
      predicted: true,
    });
    actions.resetLesson();
    expect(store.getState().lesson.progress[ID]).toMatchObject({
      status: 'not-started',
      predictions: {},
      predicted: false,
    });
  });

  it('exports progress and imports it into another device, refusing a bad file with a message', async () => {
    const a = storeOn();
    await a.getState().actions.openLesson(ID);
    a.getState().actions.setLessonSql('commit', 'UPDATE jobs SET state = 2');
    const file = await a.getState().actions.exportProgress();
    const b = storeOn();
    expect(await b.getState().actions.importProgress('not json')).toBe(false);
    expect(b.getState().lesson.importMessage).toBe(
      'This is not a FenceLab progress file: it is not JSON.',
    );
    expect(await b.getState().actions.importProgress(file)).toBe(true);
    expect(b.getState().lesson.importMessage).toBe('Imported progress for 1 lesson.');
    expect(b.getState().lesson.progress[ID]?.sql).toEqual({ commit: 'UPDATE jobs SET state = 2' });
  });

  it('migrates version 1 of the saved state, keeping the drafts', () => {
    const storage = memoryStorage({
      [PERSIST_KEY]: JSON.stringify({ state: { editor: { drafts: { seed: 'x' } } }, version: 1 }),
    });
    const store = storeOn(storage);
    expect(store.getState().editor.drafts).toEqual({ seed: 'x' });
    expect(store.getState().lesson.progress).toEqual({});
    // Version 1 kept only the editor's part; the others start empty.
    expect(migratePersisted({ editor: { drafts: { a: 'x' } }, lesson: 5 }, 1)).toEqual({
      editor: { drafts: { a: 'x' } },
    });
  });
});

/** A progress file of two lessons, each with an edit of its own. */
async function twoLessonsFile(): Promise<string> {
  const a = storeOn();
  await a.getState().actions.loadLessons();
  const [first, second] = a.getState().lesson.index;
  for (const l of [first, second]) {
    await a.getState().actions.openLesson(l?.id ?? '');
    a.getState().actions.setLessonSql('commit', 'UPDATE jobs SET state = 2');
  }
  return a.getState().actions.exportProgress();
}

describe('the lesson slice’s own sentences', () => {
  it('count lessons in English plurals', async () => {
    const b = storeOn();
    expect(await b.getState().actions.importProgress(await twoLessonsFile())).toBe(true);
    expect(b.getState().lesson.importMessage).toBe('Imported progress for 2 lessons.');
  });

  it('say why a check could not run, keeping the SQL', async () => {
    const broken = lessonStore({ run: () => Promise.reject(new Error('the SQL worker stopped')) });
    await broken.getState().actions.openLesson(ID);
    await broken.getState().actions.checkLesson();
    expect(broken.getState().workbook.checkError).toBe(
      'Your SQL could not be checked: the SQL worker stopped. Try Check my SQL again; your SQL is kept.',
    );
  });
});

describe('the lesson slice’s own sentences, on a Chinese page', () => {
  onPageIn('zh-CN');

  it('count lessons in Chinese', async () => {
    const b = storeOn();
    expect(await b.getState().actions.importProgress(await twoLessonsFile())).toBe(true);
    expect(b.getState().lesson.importMessage).toBe('已导入 2 节课的进度。');
  });

  it('say in Chinese why a check could not run', async () => {
    const broken = lessonStore({ run: () => Promise.reject(new Error('the SQL worker stopped')) });
    await broken.getState().actions.openLesson(ID);
    await broken.getState().actions.checkLesson();
    expect(broken.getState().workbook.checkError).toBe(
      '无法检查你的 SQL：the SQL worker stopped。请再点一次“检查 SQL”；你的 SQL 已保留。',
    );
  });
});
