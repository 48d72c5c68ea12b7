// Loading one question file of the interview bank: its shape and its scenario references. No SQL
// runs here; questionCheck.ts runs the scenarios a question points at.
import type { FollowUp } from '../lessons/lessonSchema';
import { parseYamlFile } from '../../engine/yamlFile';
import type { FieldPath, InputIssue } from '../../engine/yamlSource';
import { QuestionSchema, type QuestionData } from './questionSchema';
import { followUpAt } from './followUps';

export { followUpAt, ladderDepth } from './followUps';

export interface Question extends QuestionData {
  file: string | null;
  /** Line of a field, for the checker's messages. */
  lineOf(path: FieldPath): number | null;
}

export type QuestionResult = { ok: true; question: Question } | { ok: false; issues: InputIssue[] };

/** Where a key point's scenario lives: an example file, or a scenario inside a lesson. */
export type ScenarioRef =
  { kind: 'example'; name: string } | { kind: 'lesson'; lesson: string; scenario: string };

/** Parses and validates a question file; every issue names the file, the line and the field. */
export function loadQuestion(text: string, file: string | null): QuestionResult {
  const yaml = parseYamlFile(text, file, QuestionSchema);
  if (!yaml.ok) return yaml;
  const { at, data: q } = yaml;
  const issues: InputIssue[] = [];
  const labels = q.keyPoints.map((k) => k.label.toLowerCase());
  labels.forEach((l, k) => {
    if (labels.indexOf(l) !== k)
      issues.push(at(['keyPoints', k, 'label'], `key point "${l}" is listed twice`));
  });
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, question: { ...q, file, lineOf: yaml.locate } };
}

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
