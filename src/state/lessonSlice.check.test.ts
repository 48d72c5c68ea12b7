// Check my SQL through the lesson slice: on every schedule, on generated timelines, and while a
// check runs. (The rest of the slice: lessonSlice.test.ts.)
import { describe, expect, it } from 'vitest';
import { CANCEL_MODEL, smallLesson, WITHOUT_CANCELLED } from '../content/testing/smallLesson';
import { exploreScenario } from '../engine/explore/explore';
import type { DifferInput } from '../engine/differ/search';
import { createNodePort } from '../sql/nodePort';
import { differInProcess } from '../testing/engine';
import { fencedCommit, LESSON_1, lessonStore } from '../testing/lessonStore';

describe('Check my SQL on every schedule', () => {
  const small = smallLesson({ extra: WITHOUT_CANCELLED, explore: CANCEL_MODEL });
  const SMALL = 'small-lesson';
  function smallStore() {
    return lessonStore({
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
    const store = lessonStore();
    const { actions } = store.getState();
    await actions.openLesson(LESSON_1);
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

describe('Check my SQL on generated timelines', () => {
  function differStore(warms: string[]) {
    return lessonStore({
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
    await actions.openLesson(LESSON_1);
    const retried = fencedCommit(store).replace("state='running'", "state <> 'cancelled'");
    actions.setLessonSql('commit', retried);
    actions.setLessonSql('commit', `${retried} `);
    await actions.checkLesson();
    const { player, workbook } = store.getState();
    expect(workbook.report?.timelines.every((t) => t.passed)).toBe(true);
    expect(workbook.report?.passed).toBe(false);
    expect(workbook.report?.generated?.facts).toMatchObject({ kind: 'accepts', do: 'commit' });
    const d = workbook.difference;
    expect(d).not.toBeNull();
    if (!d) return;
    expect(player.source).toEqual({
      kind: 'counterexample',
      subject: `lesson:${LESSON_1}:generated`,
    });
    expect(player.trace).toBe(d.mine);
    expect(player.step).toBe(d.step);
    expect(d.mine.steps[d.step]?.outcome).toBe('accepted');
    expect(d.solution?.steps[d.step]?.outcome).toBe('rejected');
    // The solution's run carries no SQL of the edited action: the page cannot show it.
    expect(d.solution?.steps.filter((s) => s.do === 'commit').every((s) => s.sql === null)).toBe(
      true,
    );
    expect(store.getState().lesson.progress[LESSON_1]?.status).not.toBe('solved');
  });

  it('marks an answer solved that differs from the solution only in how it is written', async () => {
    const store = differStore([]);
    const { actions } = store.getState();
    await actions.openLesson(LESSON_1);
    const same = fencedCommit(store).replace("state='running'", "state IN ('running')");
    actions.setLessonSql('commit', same);
    await actions.checkLesson();
    const { workbook } = store.getState();
    expect(workbook.report?.generated?.passed).toBe(true);
    expect(workbook.report?.generated?.tried).toBeGreaterThan(100);
    expect(workbook.report?.passed).toBe(true);
    expect(workbook.difference).toBeNull();
  });

  it("gets the workers ready once a learner has SQL of their own, with the lesson's check", async () => {
    const warms: string[] = [];
    const aheads: DifferInput[] = [];
    const checked: DifferInput[] = [];
    const store = lessonStore({
      warmRun: () => void warms.push('run'),
      explorer: {
        explore: async (s) => ({
          kind: 'done',
          result: exploreScenario(s, await createNodePort()),
        }),
        differ: (input) => {
          checked.push(input);
          return differInProcess(input);
        },
        warm: (ahead) => {
          warms.push(ahead ? 'check ahead' : 'check');
          if (ahead) aheads.push(ahead);
        },
        cancel: () => {},
      },
    });
    const { actions } = store.getState();
    await actions.openLesson(LESSON_1);
    // Nothing of the learner's yet: nothing starts.
    await settled();
    expect(warms).toEqual([]);
    const retried = fencedCommit(store).replace("state='running'", "state <> 'cancelled'");
    actions.setLessonSql('commit', retried);
    actions.setLessonSql('commit', `${retried} `);
    await settled();
    // The first edit starts the SQL worker and the checker's, once for the lesson.
    expect(warms).toEqual(['run', 'check ahead']);
    await actions.checkLesson();
    // The solution's side made ahead is the check's own: its timelines, seed and runs.
    const [ahead] = aheads;
    const [input] = checked;
    expect(input).toBeDefined();
    expect(ahead).toEqual({ ...input, answer: ahead?.answer });
    expect(ahead?.answer).toEqual(store.getState().lesson.lesson?.exercise.solution);

    // Another lesson with saved SQL is made ready as it opens; lesson 1 again, as it is edited.
    const other = 'fencing-token';
    await actions.openLesson(other);
    actions.setLessonSql('commit', 'UPDATE jobs SET state = state');
    await settled();
    expect(warms).toEqual(['run', 'check ahead', 'run', 'check ahead']);
    await actions.openLesson(LESSON_1);
    await settled();
    expect(warms).toHaveLength(6);
    await actions.openLesson(other);
    await settled();
    expect(warms).toHaveLength(8);
    expect(aheads.at(-1)).toEqual(aheads[1]);
    expect(aheads[1]).not.toEqual(aheads[0]);
  });
});

/** Lets the module loads and promise chains the store started finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
