// A lesson whose first timeline was run at build time (the app's prebuilt lessons): shown without
// a run, and run on the worker for anything else. (The rest of the slice: lessonSlice.test.ts.)
import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { fencedCommit, LESSON_1, LESSON_FILES, lessonStore } from '../testing/lessonStore';

describe('a lesson whose first timeline was run at build time', () => {
  /** Lesson 1 as the app ships it: its first timeline's trace built in, and a run that counts. */
  async function shipped() {
    const { loadLesson } = await import('../content/lessons/lesson');
    const { lessonEntryOf } = await import('../content/lessons/prebuilt');
    const file = LESSON_FILES.find((f) => f.file.includes('01-'));
    const loaded = file && loadLesson(file.text, file.file);
    if (!loaded?.ok) throw new Error('lesson 1 does not load');
    const lesson = loaded.lesson;
    const timeline = lesson.scenarios[0]?.id ?? '';
    const starter = { ...lesson.scenarios[0]!.scenario };
    starter.sql = { ...starter.sql, ...lesson.exercise.starter };
    const trace = await run(starter);
    const built = { ...lesson, builtTrace: { timeline, sql: 'starter' as const, trace } };
    const runs: string[] = [];
    const store = lessonStore({
      run: (s) => (runs.push(s.title), run(s)),
      lessons: {
        index: () => Promise.resolve([{ ...lessonEntryOf(built), summary: null }]),
        summaries: () => Promise.resolve(new Map([[built.id, built.summary]])),
        has: (id) => id === built.id,
        lesson: () => Promise.resolve(built),
      },
    });
    return { store, runs, trace, timeline };
  }

  it('shows it on a first visit without running anything', async () => {
    const { store, runs, trace, timeline } = await shipped();
    await store.getState().actions.openLesson(LESSON_1);
    expect(runs).toEqual([]);
    expect(store.getState().player).toMatchObject({
      status: 'ready',
      trace,
      source: { kind: 'lesson', lesson: LESSON_1, timeline, sql: 'starter' },
    });
  });

  it("runs the learner's SQL, and any other timeline, on the worker", async () => {
    const { store, runs, trace } = await shipped();
    await store.getState().actions.openLesson(LESSON_1);
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
