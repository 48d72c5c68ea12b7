// Check my SQL on a shared exercise (`/exercise#x=…`): the page's and `cli check`'s one way to
// grade a learner's SQL on an exercise link. The scenario's expectations first (as a one-timeline
// lesson), then the generated timelines the link carries: the learner's SQL runs on each, and its
// outcomes are compared with the ones the instructor's solution gave, which is all the link holds
// of it. Pure: it runs scenarios through the host's `run`.
import { partingOf, verdictsOf } from '../../engine/differ/compare';
import type { Difference } from '../../engine/differ/search';
import type { Trace } from '../../engine/types';
import type { SharedExercise } from '../links/exerciseLink';
import { exerciseAsLesson } from './exerciseLesson';
import { differenceFacts, differenceSentence, type GeneratedResult } from './generatedCheck';
import { checkAnswer, type AnswerReport, type CheckOptions, type RunScenario } from './lessonCheck';

/** A report, and the learner's run of the carried timeline that tells their SQL apart (if any). */
export interface SharedCheck {
  report: AnswerReport;
  /** The learner's run of that timeline, for the player. */
  mine: Trace | null;
}

/** The learner's SQL for the exercise's edited actions, checked on its scenario and its timelines. */
export async function checkSharedExercise(
  exercise: SharedExercise,
  sql: Record<string, string>,
  run: RunScenario,
  options: Pick<CheckOptions, 'onProgress'> = {},
): Promise<SharedCheck> {
  const report = await checkAnswer(exerciseAsLesson(exercise), sql, run, options);
  if (!report.passed || exercise.checks.length === 0) return { report, mine: null };
  const answer: Record<string, string> = {};
  for (const a of exercise.edit) answer[a] = sql[a] ?? exercise.starter[a] ?? '';
  for (const [k, check] of exercise.checks.entries()) {
    options.onProgress?.({ stage: 'generated', done: k, total: exercise.checks.length });
    const scenario = { ...check.scenario, sql: { ...check.scenario.sql, ...answer } };
    const mine = await run(scenario);
    const verdicts = verdictsOf(mine);
    const p = partingOf(check.verdicts, verdicts);
    if (!p || !p.matters) continue;
    const difference: Difference = {
      scenario,
      base: 0,
      parting: p,
      solution: check.verdicts,
      answer: verdicts,
    };
    const facts = differenceFacts(difference);
    const generated: GeneratedResult = {
      tried: k + 1,
      passed: false,
      difference,
      facts,
      sentence: differenceSentence(facts),
      stopped: null,
      used: [],
      tables: [],
    };
    return { report: { ...report, passed: false, generated }, mine };
  }
  const generated: GeneratedResult = {
    tried: exercise.checks.length,
    passed: true,
    difference: null,
    facts: null,
    sentence: null,
    stopped: null,
    used: [],
    tables: [],
  };
  return { report: { ...report, generated }, mine: null };
}
