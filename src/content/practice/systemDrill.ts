// A drill on a real system's model (#32's track): one of the lesson's own timelines, with the SQL
// its exercise starts from (the system's mechanism without the fence, so a stale write can land),
// and the woken worker's steps moved a few ticks by the seed. Same lesson and seed, same drill.
// Pure: the lesson is loaded by the caller.
import { mulberry32 } from '../../engine/drillGenerator';
import type { Scenario, Step } from '../../engine/types';
import { exerciseTimelines } from '../check/exerciseTimelines';
import type { Lesson } from '../lessons/lesson';

/**
 * The lesson's timelines a drill can start from: those where a worker pauses and wakes, and a
 * worker's step (not a claim) is expected to be refused, so there is a write to spot. A timeline
 * where a worker claims twice is left out: two sessions under one name are told apart only by
 * their tokens, and a drill's truth judges a writer by its name.
 */
export function drillTemplates(lesson: Lesson): Scenario[] {
  const starter = exerciseTimelines(lesson, lesson.exercise.starter).map((t) => t.scenario);
  const own = lesson.scenarios
    .filter((s) => s.id !== lesson.exercise.scenario)
    .map((s) => s.scenario);
  return [...own, ...starter].filter(
    (s) =>
      s.steps.some((st) => st.do === 'pause' && st.until !== undefined) &&
      s.steps.some((st) => st.expect === 'rejected' && st.do !== 'claim') &&
      new Set(claims(s)).size === claims(s).length,
  );
}

/** Who claims in a timeline, once per claim. */
const claims = (s: Scenario) => s.steps.filter((st) => st.do === 'claim').map((st) => st.actor);

/** The steps of `base`'s pause `pause` and of its worker after it moved `by` ticks later. */
export function movedWake(base: Scenario, pause: Step, by: number): Scenario {
  const wake = pause.until as number;
  const steps = base.steps.map(({ expect: _e, ...plain }, k): Step => {
    if (base.steps[k] === pause) return { ...plain, until: wake + by };
    return plain.actor === pause.actor && plain.at >= wake
      ? { ...plain, at: plain.at + by }
      : plain;
  });
  const drill: Scenario = { ...base, steps };
  delete drill.explore;
  return drill;
}

/**
 * The drill of `seed` for the lesson: a template chosen by the seed, and the steps of one pausing
 * worker from the end of its pause on moved 0 to 2 ticks later (its pause with them), so the
 * stale step comes before, beside or after the others'. Null when the lesson has no template.
 */
export function systemDrill(lesson: Lesson, seed: number): Scenario | null {
  const templates = drillTemplates(lesson);
  if (templates.length === 0) return null;
  const rnd = mulberry32(seed);
  const base = templates[Math.floor(rnd() * templates.length)] as Scenario;
  const pauses = base.steps.filter((s) => s.do === 'pause' && s.until !== undefined);
  const pause = pauses[Math.floor(rnd() * pauses.length)] as Step;
  return movedWake(base, pause, Math.floor(rnd() * MOVES));
}

/** How many ticks a wake may move: 0 to MOVES - 1. */
export const MOVES = 3;
