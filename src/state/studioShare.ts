// "Share as exercise" in the studio: the link is made once the instructor's browser has run the
// solution (the scenario's own SQL for the ticked actions) on generated timelines, in the
// explorer's worker, and kept those that tell it from the starter or from a mutant of it, with
// the solution's outcomes (never its SQL). Without an explorer the link carries none.
import type { ExerciseChoice, MadeExercise } from '../content/links/exerciseLink';
import type { RecordedCheck } from '../engine/differ/record';
import type { Scenario } from '../engine/types';
import type { SliceContext } from './sliceContext';
import { sqlFor } from '../engine/referenceSql';

/** Generated timelines tried for a link, and the most it keeps. */
const RECORD_RUNS = 200;

/** The timelines to carry, or none when there is no explorer or the search gave no result. */
async function recordedChecks(
  ctx: SliceContext<'studio'>,
  scenario: Scenario,
  choice: ExerciseChoice,
): Promise<RecordedCheck[]> {
  const record = ctx.deps.explorer?.record;
  if (!record) return [];
  const [{ mutantsOf }, { seedOf }, { MAX_LINK_CHECKS }] = await Promise.all([
    ctx.deps.modules.load('mutants'),
    ctx.deps.modules.load('generate'),
    ctx.deps.modules.load('linkChecks'),
  ]);
  const rivals: Record<string, string>[] = [{ ...choice.starter }];
  for (const action of choice.edit)
    for (const m of mutantsOf(sqlFor(scenario.sql, action) ?? '')) rivals.push({ [action]: m.sql });
  ctx.set({ sharing: { done: 0, total: RECORD_RUNS } });
  const outcome = await record.call(
    ctx.deps.explorer,
    {
      base: scenario,
      rivals,
      seed: seedOf(`${scenario.title}\n${choice.edit.join(',')}`),
      runs: RECORD_RUNS,
      most: MAX_LINK_CHECKS,
    },
    (done, total) => ctx.set({ sharing: { done, total } }),
  );
  return outcome.kind === 'done' ? outcome.result.checks : [];
}

/** Makes the exercise link of the scenario (see studioActions' studioShareExercise). */
export async function shareExercise(
  ctx: SliceContext<'studio'>,
  scenario: Scenario,
  choice: ExerciseChoice,
): Promise<MadeExercise> {
  const { makeExerciseFragment } = await ctx.deps.modules.load('exerciseLink');
  // A choice the link would refuse is refused before any search.
  const plain = makeExerciseFragment(scenario, choice);
  if (!plain.ok) return plain;
  try {
    const checks = await recordedChecks(ctx, scenario, choice);
    return checks.length > 0 ? makeExerciseFragment(scenario, choice, checks) : plain;
  } finally {
    ctx.set({ sharing: null });
  }
}
