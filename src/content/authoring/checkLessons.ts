// The lesson checker (`npm run lessons:check`): every lesson file valid and every exercise sound.
import { fieldName, type FieldPath, type InputIssue } from '../../engine/yamlSource';
import { loadLesson, type Lesson } from '../lessons/lesson';
import {
  checkAnswer,
  failureSummary,
  type CheckOptions,
  type RunScenario,
} from '../check/lessonCheck';
import { exerciseFindings } from '../check/mutationCheck';
import { PLACEHOLDER } from '../studio/placeholder';

/**
 * The lesson checker: every file valid, ids unique, at least one reference, prerequisites known
 * and earlier, every other scenario meeting its own expects as written, the solution passing
 * every timeline, variant and explore: model, the starter failing at least one expectation, every
 * mutant of the solution and every declared wrong answer failing (mutationCheck.ts).
 */
export async function checkLessons(
  files: { file: string; text: string }[],
  run: RunScenario,
  hosts: CheckOptions = {},
): Promise<{ lessons: Lesson[]; issues: InputIssue[] }> {
  const issues: InputIssue[] = [];
  const lessons: Lesson[] = [];
  for (const f of files) {
    // A skeleton from the studio is not a lesson until its author has filled every placeholder.
    const left = f.text.split('\n').findIndex((l) => l.includes(PLACEHOLDER));
    if (left >= 0) {
      const message = `a ${PLACEHOLDER} placeholder is left: replace it with the lesson's own text`;
      issues.push({ file: f.file, line: left + 1, field: 'placeholder', message });
    }
    const r = loadLesson(f.text, f.file);
    if (r.ok) lessons.push(r.lesson);
    else issues.push(...r.issues);
  }
  const issue = (l: Lesson, path: FieldPath, message: string) =>
    issues.push({ file: l.file, line: l.lineOf(path), field: fieldName(path), message });
  for (const l of lessons) {
    const sameId = lessons.find((o) => o !== l && o.id === l.id);
    if (sameId) issue(l, ['id'], `id "${l.id}" is also used by ${sameId.file}`);
    if (l.references.length === 0)
      issue(
        l,
        ['references'],
        'a lesson needs at least one reference: add references: with { title, url, supports } ' +
          'for a source that backs what the lesson says',
      );
    const sameOrder = lessons.find((o) => o !== l && o.order === l.order);
    if (sameOrder) issue(l, ['order'], `order ${l.order} is also used by ${sameOrder.file}`);
    l.prerequisites.forEach((p, k) => {
      const pre = lessons.find((o) => o.id === p);
      if (!pre) issue(l, ['prerequisites', k], `no lesson has the id "${p}"`);
      else if (pre.order >= l.order)
        issue(
          l,
          ['prerequisites', k],
          `"${p}" comes later (order ${pre.order}); a prerequisite must come first`,
        );
    });
    for (const [k, entry] of l.scenarios.entries()) {
      if (entry.id === l.exercise.scenario) continue;
      const trace = await run(entry.scenario);
      const missed = trace.steps.filter((st) => st.met === false);
      if (trace.schemaError !== null || missed.length > 0) {
        const why =
          trace.schemaError ??
          missed
            .map((st) => `step ${st.i} was ${st.outcome ?? 'not run'}, not ${st.expect}`)
            .join('; ');
        issue(
          l,
          ['scenarios', k],
          `scenario "${entry.id}" does not do what its expect: fields say: ${why}`,
        );
      }
    }
    const solution = await checkAnswer(l, l.exercise.solution, run, hosts);
    if (!solution.passed)
      issue(l, ['exercise', 'solution'], `the solution fails: ${failureSummary(solution)}`);
    for (const f of await exerciseFindings(l, run, hosts)) issue(l, f.path, f.message);
    const starter = await checkAnswer(l, l.exercise.starter, run);
    if (starter.passed) {
      issue(
        l,
        ['exercise', 'starter'],
        'the starter already passes every timeline: an exercise needs something to fix',
      );
    }
  }
  lessons.sort((a, b) => a.order - b.order);
  return { lessons, issues };
}
