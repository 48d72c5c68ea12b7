import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANCEL_MODEL, smallLesson, WITHOUT_CANCELLED } from '../content/testing/smallLesson';
import { exploreScenario } from '../engine/explore/explore';
import { createNodePort } from '../sql/nodePort';
import { differInProcess, run } from '../testing/engine';
import { memoryStorage } from './memoryStorage';
import { predictSql } from '../content/lessons/lessonSql';
import { migratePersisted } from './persistence';
import { createAppStore, PERSIST_KEY } from './store';
import { onPageIn } from '../testing/locale';
import { SLICE_CODE, sliceCodeOf, type LazySlice, type SliceCode } from './sliceCode';

const files = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .map((f) => ({ file: `lessons/${f}`, text: readFileSync(`lessons/${f}`, 'utf8') }));
const ID = 'lease-is-not-a-lock';

function storeOn(storage = memoryStorage(), slices?: SliceCode) {
  return createAppStore({
    examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
    run: (s) => run(s),
    storage,
    lessons: { files: () => Promise.resolve(files) },
    now: () => 1_234,
    ...(slices ? { slices } : {}),
  });
}

const fencedCommit = (store: ReturnType<typeof storeOn>) =>
  store.getState().lesson.lesson?.exercise.solution.commit ?? '';

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

describe('Check my SQL on every schedule', () => {
  const small = smallLesson({ extra: WITHOUT_CANCELLED, explore: CANCEL_MODEL });
  const SMALL = 'small-lesson';
  function smallStore() {
    return createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: (s) => run(s),
      storage: memoryStorage(),
      lessons: { files: () => Promise.resolve([{ file: 'small.lesson.yaml', text: small }]) },
      explorer: {
        explore: async (s) => ({
          kind: 'done',
          result: exploreScenario(s, await createNodePort()),
        }),
        cancel: () => {},
      },
    });
  }

  it('fails SQL that passes every timeline but not every schedule, and opens the counterexample in the player', async () => {
    const store = smallStore();
    const { actions } = store.getState();
    await actions.openLesson(SMALL);
    const solution = store.getState().lesson.lesson?.exercise.solution.commit ?? '';
    actions.setLessonSql('commit', solution.replace(" AND state='running'", ''));
    await actions.checkLesson();
    const { lesson, explorer, workbook } = store.getState();
    expect(workbook.report?.timelines.every((t) => t.passed)).toBe(true);
    expect(workbook.report?.passed).toBe(false);
    expect(workbook.report?.schedules.map((x) => x.verdict)).toEqual(['unsafe']);
    expect(lesson.progress[SMALL]?.status).toBe('in-progress');
    // The search ran through the explorer slice, under the lesson's subject.
    expect(explorer.subject).toBe(`lesson:${SMALL}`);
    expect(explorer.result?.counterexample?.violation.rule).toBe('write-after-cancel');
    // The shortest breaking schedule is open in the player, playhead on the violation.
    expect(store.getState().player.step).toBe(explorer.result?.counterexample?.violation.step);
    expect(store.getState().player.source).toEqual({
      kind: 'counterexample',
      subject: `lesson:${SMALL}`,
    });

    actions.setLessonSql('commit', solution);
    await actions.checkLesson();
    expect(store.getState().workbook.report?.passed).toBe(true);
    expect(store.getState().workbook.report?.schedules.map((x) => x.verdict)).toEqual(['safe']);
    expect(store.getState().lesson.progress[SMALL]?.status).toBe('solved');
  });
});

describe('a check in progress', () => {
  it('clears the old report at once and says how far it has come', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(ID);
    await actions.checkLesson();
    expect(store.getState().workbook.report?.passed).toBe(false);

    const seen: string[] = [];
    const stop = store.subscribe((s) => {
      const p = s.workbook.checkProgress;
      if (p) seen.push(`${p.stage} ${p.done + 1}/${p.total}`);
    });
    const checking = actions.checkLesson();
    expect(store.getState().workbook.report).toBeNull();
    expect(store.getState().workbook.checking).toBe(true);
    await checking;
    stop();
    const total = store.getState().workbook.report?.timelines.length ?? 0;
    expect(total).toBeGreaterThan(1);
    expect(seen[0]).toBe(`timelines 1/${total}`);
    expect(seen.at(-1)).toBe(`timelines ${total}/${total}`);
    expect(store.getState().workbook.checkProgress).toBeNull();
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
    const broken = createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: () => Promise.reject(new Error('the SQL worker stopped')),
      storage: memoryStorage(),
      lessons: { files: () => Promise.resolve(files) },
    });
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
    const broken = createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: () => Promise.reject(new Error('the SQL worker stopped')),
      storage: memoryStorage(),
      lessons: { files: () => Promise.resolve(files) },
    });
    await broken.getState().actions.openLesson(ID);
    await broken.getState().actions.checkLesson();
    expect(broken.getState().workbook.checkError).toBe(
      '无法检查你的 SQL：the SQL worker stopped。请再点一次“检查 SQL”；你的 SQL 已保留。',
    );
  });
});

describe('Check my SQL on generated timelines', () => {
  function differStore(warms: string[]) {
    return createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: (s) => run(s),
      storage: memoryStorage(),
      lessons: { files: () => Promise.resolve(files) },
      explorer: {
        explore: async (s) => ({
          kind: 'done',
          result: exploreScenario(s, await createNodePort()),
        }),
        differ: differInProcess,
        warm: () => void warms.push('warm'),
        cancel: () => {},
      },
    });
  }

  it('fails an answer only a generated timeline tells apart, and shows that timeline in the player with both runs', async () => {
    const warms: string[] = [];
    const store = differStore(warms);
    const { actions } = store.getState();
    await actions.openLesson(ID);
    expect(warms).toEqual([]);
    const retried = fencedCommit(store).replace("state='running'", "state <> 'cancelled'");
    actions.setLessonSql('commit', retried);
    actions.setLessonSql('commit', `${retried} `);
    // The first edit gets the checker's worker ready, once.
    expect(warms).toEqual(['warm']);
    await actions.checkLesson();
    const { player, workbook } = store.getState();
    expect(workbook.report?.timelines.every((t) => t.passed)).toBe(true);
    expect(workbook.report?.passed).toBe(false);
    expect(workbook.report?.generated?.facts).toMatchObject({ kind: 'accepts', do: 'commit' });
    const d = workbook.difference;
    expect(d).not.toBeNull();
    if (!d) return;
    expect(player.source).toEqual({ kind: 'counterexample', subject: `lesson:${ID}:generated` });
    expect(player.trace).toBe(d.mine);
    expect(player.step).toBe(d.step);
    expect(d.mine.steps[d.step]?.outcome).toBe('accepted');
    expect(d.solution?.steps[d.step]?.outcome).toBe('rejected');
    // The solution's run carries no SQL of the edited action: the page cannot show it.
    expect(d.solution?.steps.filter((s) => s.do === 'commit').every((s) => s.sql === null)).toBe(
      true,
    );
    expect(store.getState().lesson.progress[ID]?.status).not.toBe('solved');
  });

  it('marks an answer solved that differs from the solution only in how it is written', async () => {
    const store = differStore([]);
    const { actions } = store.getState();
    await actions.openLesson(ID);
    const same = fencedCommit(store).replace("state='running'", "state IN ('running')");
    actions.setLessonSql('commit', same);
    await actions.checkLesson();
    const { workbook } = store.getState();
    expect(workbook.report?.generated?.passed).toBe(true);
    expect(workbook.report?.generated?.tried).toBeGreaterThan(100);
    expect(workbook.report?.passed).toBe(true);
    expect(workbook.difference).toBeNull();
  });
});

describe('a lesson whose first timeline was run at build time', () => {
  /** Lesson 1 as the app ships it: its first timeline's trace built in, and a run that counts. */
  async function shipped() {
    const { loadLesson } = await import('../content/lessons/lesson');
    const { lessonEntryOf } = await import('../content/lessons/prebuilt');
    const file = files.find((f) => f.file.includes('01-'));
    const loaded = file && loadLesson(file.text, file.file);
    if (!loaded?.ok) throw new Error('lesson 1 does not load');
    const lesson = loaded.lesson;
    const timeline = lesson.scenarios[0]?.id ?? '';
    const starter = { ...lesson.scenarios[0]!.scenario };
    starter.sql = { ...starter.sql, ...lesson.exercise.starter };
    const trace = await run(starter);
    const built = { ...lesson, builtTrace: { timeline, sql: 'starter' as const, trace } };
    const runs: string[] = [];
    const store = createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: (s) => (runs.push(s.title), run(s)),
      storage: memoryStorage(),
      lessons: {
        index: () => Promise.resolve([{ ...lessonEntryOf(built), summary: null }]),
        summaries: () => Promise.resolve(new Map([[built.id, built.summary]])),
        lesson: () => Promise.resolve(built),
      },
      now: () => 1_234,
    });
    return { store, runs, trace, timeline };
  }

  it('shows it on a first visit without running anything', async () => {
    const { store, runs, trace, timeline } = await shipped();
    await store.getState().actions.openLesson(ID);
    expect(runs).toEqual([]);
    expect(store.getState().player).toMatchObject({
      status: 'ready',
      trace,
      source: { kind: 'lesson', lesson: ID, timeline, sql: 'starter' },
    });
  });

  it("runs the learner's SQL, and any other timeline, on the worker", async () => {
    const { store, runs, trace } = await shipped();
    await store.getState().actions.openLesson(ID);
    await store.getState().actions.showScenario('longer-pause', null);
    expect(runs).toHaveLength(1);
    store.getState().actions.setLessonSql('commit', fencedCommit(store) || 'SELECT 1');
    await store
      .getState()
      .actions.showScenario(store.getState().lesson.lesson!.scenarios[0]!.id, 'mine');
    expect(runs).toHaveLength(2);
    expect(store.getState().player.trace).not.toBe(trace);
  });
});
