// What a question's rounds and key points point at, read without loading a question file: the
// practice pages use these on prebuilt questions, so a first visit fetches no YAML parser. Pure.
import type { FollowUp } from '../lessons/lessonSchema';
import { followUpAt } from './followUps';
import type { Question } from './question';

/** Where a key point's scenario lives: an example file, or a scenario inside a lesson. */
export type ScenarioRef =
  { kind: 'example'; name: string } | { kind: 'lesson'; lesson: string; scenario: string };

/** Reads `name` or `lesson-id#scenario-id`. */
export function parseScenarioRef(ref: string): ScenarioRef {
  const hash = ref.indexOf('#');
  return hash < 0
    ? { kind: 'example', name: ref }
    : { kind: 'lesson', lesson: ref.slice(0, hash), scenario: ref.slice(hash + 1) };
}

/** What one round asks and answers: the question itself (path []) or a follow-up on its ladder. */
export function roundItem(
  q: Question,
  path: readonly number[],
): { prompt: string; answer: string; followUps: FollowUp[]; depth: number } | undefined {
  if (path.length === 0)
    return { prompt: q.prompt, answer: q.answer, followUps: q.followUps, depth: 0 };
  const f = followUpAt(q.followUps, path);
  return f
    ? { prompt: f.question, answer: f.answer, followUps: f.followUps, depth: path.length }
    : undefined;
}
