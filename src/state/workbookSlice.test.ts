// One workbook for a lesson's exercise and a shared one: a check is of one key, the other kind's
// report waits while the first is worked, and a newer check or another exercise supersedes it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeExerciseFragment } from '../content/links/exerciseLink';
import { run, scenarioOf } from '../testing/engine';
import { memoryStorage } from './memoryStorage';
import { createAppStore } from './store';
import { sameWorkbook, type WorkbookKey } from './workbookState';

describe('workbook keys', () => {
  it('name a lesson by id and a link by its fragment, and never one by the other', () => {
    const a: WorkbookKey = { kind: 'lesson', id: 'a' };
    expect(sameWorkbook(a, { kind: 'lesson', id: 'a' })).toBe(true);
    expect(sameWorkbook(a, { kind: 'lesson', id: 'b' })).toBe(false);
    expect(sameWorkbook(a, { kind: 'link', hash: 'a' })).toBe(false);
    expect(sameWorkbook({ kind: 'link', hash: '#x=1' }, { kind: 'link', hash: '#x=1' })).toBe(true);
    expect(sameWorkbook(null, a)).toBe(false);
  });
});

const LESSON = 'lease-is-not-a-lock';
const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";

function exerciseLink(): string {
  const r = makeExerciseFragment(scenarioOf(SEED), {
    edit: ['commit'],
    starter: { commit: NAIVE },
    title: 'Fence it',
    instructions: 'Make A fail.',
    safe: true,
  });
  if (!r.ok) throw new Error('refused');
  return `#${r.fragment}`;
}

function storeOn() {
  const file = readdirSync('lessons').find((f) => f.includes(LESSON)) ?? '';
  return createAppStore({
    examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
    run: (s) => run(s),
    storage: memoryStorage(),
    lessons: {
      files: () =>
        Promise.resolve([
          { file: `lessons/${file}`, text: readFileSync(`lessons/${file}`, 'utf8') },
        ]),
    },
    now: () => 1,
  });
}

describe('the workbook slice', () => {
  it("holds one check at a time, keyed by its exercise; the lesson's report waits while a link is open", async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(LESSON);
    await actions.checkLesson();
    expect(store.getState().workbook.key).toEqual({ kind: 'lesson', id: LESSON });
    expect(store.getState().workbook.report?.passed).toBe(false);

    // A shared exercise opened: the lesson's check stays (it is another kind) until the link is checked.
    const hash = exerciseLink();
    await actions.openExercise(hash);
    expect(store.getState().workbook.key).toEqual({ kind: 'lesson', id: LESSON });
    await actions.checkExercise();
    expect(store.getState().workbook.key).toEqual({ kind: 'link', hash });
    expect(store.getState().workbook.report?.passed).toBe(false);

    // Its SQL reset: that check goes; a reset of another exercise would not touch it.
    actions.clearWorkbook({ kind: 'lesson', id: LESSON });
    expect(store.getState().workbook.report).not.toBeNull();
    actions.resetExerciseSql();
    expect(store.getState().workbook).toMatchObject({ key: null, report: null });
  });

  it('marks the lesson solved when its check passes, and drops a check that a newer one superseded', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(LESSON);
    const solution = store.getState().lesson.lesson?.exercise.solution.commit ?? '';
    const first = actions.checkLesson();
    actions.setLessonSql('commit', solution);
    const second = actions.checkLesson();
    await Promise.all([first, second]);
    // The starter's check (the first) never landed: the report is the solution's.
    expect(store.getState().workbook.report?.passed).toBe(true);
    expect(store.getState().lesson.progress[LESSON]?.status).toBe('solved');
  });

  it('puts the learner’s run on screen when their SQL does not compile, not the starter’s', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(LESSON);
    expect(store.getState().player.source).toMatchObject({ kind: 'lesson', sql: 'starter' });
    actions.setLessonSql('commit', "UPDATE jobs SET state='done', result=:payloadWHERE id=:job");
    await actions.checkLesson();
    const { player, lesson, workbook } = store.getState();
    expect(workbook.report?.passed).toBe(false);
    expect(player.source).toMatchObject({ kind: 'lesson', lesson: LESSON, sql: 'mine' });
    expect(lesson.view?.sql).toBe('mine');
    const commits = player.trace?.steps.filter((s) => s.do === 'commit') ?? [];
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.every((s) => s.error === 'near "id": syntax error')).toBe(true);
  });

  it('puts the learner’s run of a shared exercise on screen when it does not compile', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    const hash = exerciseLink();
    await actions.openExercise(hash);
    expect(store.getState().player.source).toEqual({ kind: 'exercise', hash, sql: 'starter' });
    actions.setExerciseSql('commit', 'UPDATE jobs SET state=done WHERE');
    await actions.checkExercise();
    expect(store.getState().player.source).toEqual({ kind: 'exercise', hash, sql: 'mine' });
    expect(store.getState().player.trace?.steps.some((s) => s.outcome === 'error')).toBe(true);
  });

  it('leaves the player alone when the SQL compiles and only misses expectations', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openLesson(LESSON);
    actions.setLessonSql('commit', NAIVE);
    await actions.checkLesson();
    expect(store.getState().workbook.report?.passed).toBe(false);
    expect(store.getState().player.source).toMatchObject({ kind: 'lesson', sql: 'starter' });
  });
});
