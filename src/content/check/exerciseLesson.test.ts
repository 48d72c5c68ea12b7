import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run, scenarioOf } from '../../testing/engine';
import { makeExerciseFragment } from '../links/exerciseLink';
import { exerciseAsLesson } from './exerciseLesson';
import { checkAnswer } from './lessonCheck';
import { predictSteps } from '../lessons/lessonView';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
const FENCED = `${NAIVE} AND owner=:worker AND lease_until > :now AND state='running'`;

function exercise(safe = true) {
  const r = makeExerciseFragment(scenarioOf(SEED), {
    edit: ['commit'],
    starter: { commit: NAIVE },
    title: 'Fence the finish',
    instructions: '',
    safe,
  });
  if (!r.ok) throw new Error('refused');
  return exerciseAsLesson(r.exercise);
}

describe('a shared exercise as a lesson', () => {
  it('fails the starter with the lesson’s sentence for the unmet expectation', async () => {
    const report = await checkAnswer(exercise(), exercise().exercise.starter, run);
    expect(report.passed).toBe(false);
    const unmet = report.timelines[0]?.expectations.filter((e) => !e.met) ?? [];
    expect(unmet.map((e) => e.sentence)).toEqual([
      "At t=7, A's commit should be rejected, but it was accepted.",
    ]);
    expect(report.timelines[0]?.violations.map((v) => v.rule)).toEqual(['stale-write']);
  });

  it('passes the fenced fix: every expectation met, no violation', async () => {
    const report = await checkAnswer(exercise(), { commit: FENCED }, run);
    expect(report.passed).toBe(true);
    expect(report.timelines[0]?.expectations.every((e) => e.met)).toBe(true);
  });

  it('counts violations only when the exercise asks for safety', async () => {
    // A's stale commit expected accepted: met by the starter, a stale write all the same.
    const lax = exercise(false);
    const steps = lax.scenarios[0]!.scenario.steps.map((s) =>
      s.at === 7 && s.actor === 'A' ? { ...s, expect: 'accepted' as const } : s,
    );
    lax.scenarios[0]!.scenario = { ...lax.scenarios[0]!.scenario, steps };
    const strict = { ...lax, exercise: { ...lax.exercise, safe: true } };
    expect((await checkAnswer(lax, lax.exercise.starter, run)).passed).toBe(true);
    expect((await checkAnswer(strict, strict.exercise.starter, run)).passed).toBe(false);
  });

  it('predicts every step with an outcome but the pause', () => {
    expect(predictSteps(exercise())).toEqual([0, 2, 3, 4]);
  });
});
