// Loading one question file of the interview bank: its shape and its scenario references. No SQL
// runs here; questionCheck.ts runs the scenarios a question points at.
import { parseYamlFile } from '../../engine/yamlFile';
import type { FieldPath, InputIssue } from '../../engine/yamlSource';
import { QuestionSchema, type QuestionData } from './questionSchema';

export { followUpAt, ladderDepth } from './followUps';
export { parseScenarioRef, roundItem, type ScenarioRef } from './questionRounds';

export interface Question extends QuestionData {
  file: string | null;
  /** Line of a field, for the checker's messages. */
  lineOf(path: FieldPath): number | null;
}

export type QuestionResult = { ok: true; question: Question } | { ok: false; issues: InputIssue[] };

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
