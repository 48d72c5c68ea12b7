// The question bank's checker (part of `npm run lessons:check`): every question file valid, ids
// unique, the core question's ladder deep enough, and every key point's scenario present and
// doing what its expect: fields say and showing what its `shows:` checks say — so "prove it"
// always opens a scenario that proves it.
import { parseScenarioYaml } from '../../engine/parseScenario';
import type { Scenario, Trace } from '../../engine/types';
import type { InputIssue } from '../../engine/yamlSource';
import type { Lesson } from '../lessons/lesson';
import { describeCheck, failedCheck } from './keyPointShows';
import { inPickerOrder } from './pickerOrder';
import type { RunScenario } from '../check/lessonCheck';
import { ladderDepth, loadQuestion, parseScenarioRef, type Question } from './question';

/** The core question's follow-up ladder must reach at least this deep. */
export const CORE_LADDER_DEPTH = 3;

export interface QuestionCheckInput {
  files: { file: string; text: string }[];
  /** Example scenarios by name (file name without `.scenario.yaml`). */
  examples: { name: string; text: string }[];
  /** The loaded lessons, for `lesson-id#scenario-id` references. */
  lessons: Lesson[];
}

/** Finds the scenario a reference names, or says in a sentence why it cannot. */
export function resolveScenarioRef(
  ref: string,
  examples: QuestionCheckInput['examples'],
  lessons: Lesson[],
): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  const r = parseScenarioRef(ref);
  if (r.kind === 'example') {
    const ex = examples.find((e) => e.name === r.name);
    if (!ex) return { ok: false, message: `no example scenario "${r.name}" in lessons/scenarios` };
    const parsed = parseScenarioYaml(ex.text, r.name);
    return parsed.ok
      ? { ok: true, scenario: parsed.scenario }
      : { ok: false, message: `example "${r.name}" is not a valid scenario` };
  }
  const lesson = lessons.find((l) => l.id === r.lesson);
  if (!lesson) return { ok: false, message: `no lesson has the id "${r.lesson}"` };
  const entry = lesson.scenarios.find((s) => s.id === r.scenario);
  if (!entry) {
    const ids = lesson.scenarios.map((s) => s.id).join(', ');
    return { ok: false, message: `lesson "${r.lesson}" has no scenario "${r.scenario}" (${ids})` };
  }
  return { ok: true, scenario: entry.scenario };
}

/** Checks every question file; returns the questions that loaded and every issue found. */
export async function checkQuestions(
  input: QuestionCheckInput,
  run: RunScenario,
): Promise<{ questions: Question[]; issues: InputIssue[] }> {
  const issues: InputIssue[] = [];
  const questions: Question[] = [];
  for (const f of input.files) {
    const r = loadQuestion(f.text, f.file);
    if (r.ok) questions.push(r.question);
    else issues.push(...r.issues);
  }
  const issue = (q: Question, path: (string | number)[], message: string) =>
    issues.push({ file: q.file, line: q.lineOf(path), field: path.join('.'), message });
  const verdicts = new Map<string, { why: string | null; trace: Trace | null }>();
  for (const q of questions) {
    const same = questions.find((o) => o !== q && o.id === q.id);
    if (same) issue(q, ['id'], `id "${q.id}" is also used by ${same.file}`);
    const depth = ladderDepth(q.followUps);
    if (q.core && depth < CORE_LADDER_DEPTH)
      issue(
        q,
        ['followUps'],
        `the core question's follow-up ladder is ${depth} deep; it needs ${CORE_LADDER_DEPTH}`,
      );
    for (const [k, point] of q.keyPoints.entries()) {
      if (!verdicts.has(point.scenario)) {
        const found = resolveScenarioRef(point.scenario, input.examples, input.lessons);
        let why: string | null = found.ok ? null : found.message;
        let trace: Trace | null = null;
        if (found.ok) {
          trace = await run(found.scenario);
          const missed = trace.steps.filter((st) => st.met === false);
          if (trace.schemaError !== null) why = trace.schemaError;
          else if (missed.length > 0)
            why = `it does not do what its expect: fields say (${missed
              .map((st) => `step ${st.i} was ${st.outcome ?? 'not run'}, not ${st.expect}`)
              .join('; ')})`;
        }
        verdicts.set(point.scenario, { why, trace: why === null ? trace : null });
      }
      const { why, trace } = verdicts.get(point.scenario)!;
      if (why) issue(q, ['keyPoints', k, 'scenario'], `scenario "${point.scenario}": ${why}`);
      const where = `key point "${point.label}"`;
      if (!point.shows)
        issue(
          q,
          ['keyPoints', k],
          `${where} has no shows: list what its scenario must show (a step's outcome, a rule, a warning or a table row)`,
        );
      else if (trace)
        for (const [c, check] of point.shows.entries()) {
          const failed = failedCheck(trace, check);
          if (failed)
            issue(
              q,
              ['keyPoints', k, 'shows', c],
              `${where}: scenario "${point.scenario}" does not show ${describeCheck(check)}: ${failed}`,
            );
        }
    }
  }
  if (input.files.length > 0 && !questions.some((q) => q.core) && issues.length === 0)
    issues.push({
      file: null,
      line: null,
      field: 'core',
      message: 'no question is marked core: true; the bank needs its core question',
    });
  return { questions: inPickerOrder(questions, 'en'), issues };
}
