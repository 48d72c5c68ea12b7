import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeExerciseFragment, type ExerciseRefusal } from '../content/links/exerciseLink';
import { run, scenarioOf } from '../testing/engine';
import { emptyTrace } from '../testing/store';
import { playerVeiled } from './keymap';
import { exerciseLinkProblemText, exerciseRefusalText } from '../i18n/linkText';
import { memoryStorage } from './memoryStorage';
import { createAppStore } from './store';
import type { SliceKey } from './sliceContext';
import { onPageIn } from '../testing/locale';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const FENCED = `${NAIVE} AND owner=:worker AND lease_until > :now AND state='running'`;

function link(title = 'Fence the finish'): string {
  const r = makeExerciseFragment(scenarioOf(SEED), {
    edit: ['commit'],
    starter: { commit: NAIVE },
    title,
    instructions: 'Make **A** fail.',
    safe: true,
  });
  if (!r.ok) throw new Error('refused');
  return `#${r.fragment}`;
}

function storeOn(storage = memoryStorage()) {
  return createAppStore({
    examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
    run: (s) => run(s),
    storage,
  });
}

describe('the exercise slice', () => {
  it('brings the learner’s SQL and predictions back after a reload, per exercise', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    const hash = link();
    await first.getState().actions.openExercise(hash);
    first.getState().actions.setExercisePrediction(3, 'rejected');
    await first.getState().actions.submitExercisePredictions();
    first.getState().actions.setExerciseSql('commit', FENCED);

    const again = storeOn(storage);
    await again.getState().actions.openExercise(hash);
    expect(again.getState().exercise).toMatchObject({
      sql: { commit: FENCED },
      predictions: { '3': 'rejected' },
      predicted: true,
    });
    // Another exercise starts from its own starter.
    await again.getState().actions.openExercise(link('Another'));
    expect(again.getState().exercise.sql).toEqual({ commit: NAIVE });
    expect(again.getState().exercise.predicted).toBe(false);

    // Back to the starter, unpredicted: nothing is kept for it.
    const fresh = storeOn(memoryStorage());
    await fresh.getState().actions.openExercise(hash);
    fresh.getState().actions.setExerciseSql('commit', FENCED);
    fresh.getState().actions.resetExerciseSql();
    expect(fresh.getState().exercise.kept).toEqual({});
  });

  it('opens a link on the starter, behind the prediction veil', async () => {
    const store = storeOn();
    const hash = link();
    await store.getState().actions.openExercise(hash);
    const { exercise, player } = store.getState();
    expect(exercise.status).toBe('ready');
    expect(exercise.exercise?.title).toBe('Fence the finish');
    expect(exercise.sql).toEqual({ commit: NAIVE });
    expect(player.source).toEqual({ kind: 'exercise', hash, sql: 'starter' });
    // The starter's stale finish goes through, but the learner has not seen it yet.
    expect(player.trace?.steps[3]?.outcome).toBe('accepted');
    expect(playerVeiled(store.getState())).toBe(true);
  });

  it('says why a damaged link does not open, as an exercise link', async () => {
    const store = storeOn();
    await store.getState().actions.openExercise('#x=v1.garbage');
    const { exercise, player } = store.getState();
    expect(exercise.status).toBe('error');
    expect(exercise.problem).toBe(
      'This exercise link is damaged: it is cut short or was changed. Ask for a new link.',
    );
    expect(player.source).toBeNull();
  });

  it('ends the veil on predicting, on the starter’s run even when the learner ran theirs', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExercise(link());
    actions.setExercisePrediction(3, 'rejected');
    await actions.showExercise('mine');
    expect(store.getState().player.source).toMatchObject({ sql: 'mine' });
    await actions.submitExercisePredictions();
    const s = store.getState();
    expect(s.exercise.predicted).toBe(true);
    expect(s.exercise.predictions).toEqual({ 3: 'rejected' });
    expect(s.player.source).toMatchObject({ kind: 'exercise', sql: 'starter' });
    expect(playerVeiled(s)).toBe(false);
    // Predictions lock once made.
    actions.setExercisePrediction(3, 'accepted');
    expect(store.getState().exercise.predictions).toEqual({ 3: 'rejected' });
  });

  it('checks the starter and the fix with a lesson’s sentences', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExercise(link());
    await actions.checkExercise();
    const failed = store.getState().workbook.report;
    expect(failed?.passed).toBe(false);
    expect(failed?.timelines[0]?.expectations.filter((e) => !e.met).map((e) => e.sentence)).toEqual(
      ["At t=7, A's commit should be rejected, but it was accepted."],
    );
    actions.setExerciseSql('commit', FENCED);
    await actions.checkExercise();
    expect(store.getState().workbook.report?.passed).toBe(true);
    await actions.showExercise('mine');
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('rejected');
  });

  it('lets the learner edit only the marked actions, and reset to the starter', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExercise(link());
    actions.setExerciseSql('claim', 'SELECT 1');
    actions.setExerciseSql('commit', FENCED);
    expect(store.getState().exercise.sql).toEqual({ commit: FENCED });
    actions.resetExerciseSql();
    expect(store.getState().exercise.sql).toEqual({ commit: NAIVE });
  });

  it('keeps the learner’s work when the same link opens again, and starts afresh on another', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    const hash = link();
    await actions.openExercise(hash);
    actions.setExerciseSql('commit', FENCED);
    await actions.showExercise('mine');
    // Another page runs the player meanwhile; coming back shows the exercise's run again.
    actions.show(emptyTrace({ title: 'elsewhere' }), { source: { kind: 'studio' } });
    await actions.openExercise(hash);
    expect(store.getState().exercise.sql).toEqual({ commit: FENCED });
    expect(store.getState().player.source).toEqual({ kind: 'exercise', hash, sql: 'mine' });
    await actions.openExercise(link('Another'));
    expect(store.getState().exercise.sql).toEqual({ commit: NAIVE });
    expect(store.getState().exercise.exercise?.title).toBe('Another');
  });

  it('sets only its own state; the player shows what it runs, the workbook what it checks', async () => {
    const store = storeOn();
    const touched = new Set<SliceKey>();
    store.subscribe((next, prev) => {
      for (const k of Object.keys(next) as SliceKey[]) if (next[k] !== prev[k]) touched.add(k);
    });
    const { actions } = store.getState();
    await actions.openExercise(link());
    actions.setExerciseSql('commit', FENCED);
    await actions.submitExercisePredictions();
    await actions.checkExercise();
    expect([...touched].sort()).toEqual(['exercise', 'player', 'workbook']);
  });
});

describe('an exercise link’s problems and refusals', () => {
  const refusals: ExerciseRefusal[] = [
    { kind: 'no-expect' },
    { kind: 'no-edit' },
    { kind: 'no-starter', action: 'commit' },
    { kind: 'starter-is-solution', action: 'commit' },
    { kind: 'text', field: 'instructions', length: 4001, limit: 4000 },
    { kind: 'share', refusal: { kind: 'yaml', length: 70_000, limit: 64_000 } },
    {
      kind: 'link',
      problem: { kind: 'too-large', size: 'link', length: 20_000, limit: 16_000 },
    },
    { kind: 'link', problem: { kind: 'exercise', why: 'no-expect' } },
  ];

  it('are worded in English', () => {
    expect(exerciseRefusalText(refusals[3]!)).toBe(
      "The starter SQL of commit is this scenario's own SQL: the learner would start from the answer. Give them a starter to fix.",
    );
    expect(exerciseRefusalText(refusals[4]!)).toBe(
      'The instructions have 4001 characters (at most 4000). Shorten them.',
    );
    expect(exerciseRefusalText(refusals[6]!)).toMatch(/too large for a link \(20000 characters/);
    expect(exerciseLinkProblemText({ kind: 'exercise', why: 'not-sql', action: 'pause' })).toBe(
      'This exercise link marks "pause" to edit, but the scenario runs no SQL for it. Ask for a new link.',
    );
    // A learner has no file to ask for: every problem of the link is told as an exercise link's.
    const problems = [
      { kind: 'damaged', why: 'checksum' },
      { kind: 'too-large', size: 'yaml', length: 9, limit: 8 },
      { kind: 'too-large', size: 'text', field: 'title', length: 9, limit: 8 },
      { kind: 'invalid', issues: [] },
    ] as const;
    for (const p of problems) {
      const text = exerciseLinkProblemText(p as never);
      expect(text).toMatch(/exercise/);
      expect(text).not.toMatch(/share link|file/);
    }
  });

  describe('on a Chinese page', () => {
    onPageIn('zh-CN');
    it('are worded in Chinese, names and numbers kept', () => {
      for (const r of refusals) expect(exerciseRefusalText(r)).toMatch(/[\u4e00-\u9fff]/);
      expect(exerciseRefusalText(refusals[2]!)).toContain('commit');
      expect(exerciseRefusalText(refusals[4]!)).toBe('说明有 4001 个字符（上限 4000）。请缩短。');
      expect(exerciseLinkProblemText({ kind: 'exercise', why: 'no-edit' })).toBe(
        '这个练习链接没有标出要修改的动作。请向对方要一个新链接。',
      );
      expect(exerciseLinkProblemText({ kind: 'damaged', why: 'shape' })).toBe(
        '这个练习链接已损坏：内容不完整或被改动过。请向对方要一个新链接。',
      );
      expect(exerciseLinkProblemText({ kind: 'damaged', why: 'checksum' })).not.toMatch(/文件/);
    });
  });
});
