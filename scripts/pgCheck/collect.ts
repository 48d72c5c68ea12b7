// What `lessons:check --engine postgres` runs: every lesson scenario as written, every exercise
// timeline and variant with the solution's SQL, every example (lessons/scenarios, and
// lessons/explore when it has steps) and every scenario a question points at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadLesson, type Lesson } from '../../src/content/lessons/lesson';
import { exerciseTimelines } from '../../src/content/check/exerciseTimelines';
import { loadQuestion, parseScenarioRef } from '../../src/content/practice/question';
import { parseScenarioYaml } from '../../src/engine/parseScenario';
import type { Scenario } from '../../src/engine/types';
import type { InputIssue } from '../../src/engine/yamlSource';

/** One scenario to run on both engines, and where it is, for the messages. */
export interface CheckedScenario {
  where: string;
  scenario: Scenario;
}

const read = (root: string, dir: string, ending: string) => {
  const at = join(root, dir);
  if (!existsSync(at)) return [];
  return readdirSync(at)
    .filter((n) => n.endsWith(ending))
    .sort()
    .map((n) => ({
      file: relative(process.cwd(), join(at, n)),
      text: readFileSync(join(at, n), 'utf8'),
    }));
};

/** Every scenario to check, with the files that did not load (the SQLite check reports those). */
export function collectScenarios(
  root: string,
  lessonFiles: string[],
): { checked: CheckedScenario[]; issues: InputIssue[] } {
  const checked: CheckedScenario[] = [];
  const issues: InputIssue[] = [];
  const lessons: Lesson[] = [];
  for (const path of lessonFiles) {
    const file = relative(process.cwd(), path);
    const r = loadLesson(readFileSync(path, 'utf8'), file);
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    const l = r.lesson;
    lessons.push(l);
    for (const e of l.scenarios)
      if (e.id !== l.exercise.scenario)
        checked.push({ where: `${file}#${e.id}`, scenario: e.scenario });
    for (const t of exerciseTimelines(l, l.exercise.solution))
      checked.push({ where: `${file}#${t.id} (with the solution)`, scenario: t.scenario });
  }
  for (const dir of ['scenarios', 'explore'])
    for (const f of read(root, dir, '.scenario.yaml')) {
      const r = parseScenarioYaml(f.text, f.file);
      if (!r.ok) issues.push(...r.issues);
      else if (r.scenario.steps.length > 0) checked.push({ where: f.file, scenario: r.scenario });
    }
  // A question points at an example or a lesson's scenario: the exercise's own, as written, is
  // the only one not checked above.
  for (const f of read(root, 'questions', '.question.yaml')) {
    const q = loadQuestion(f.text, f.file);
    if (!q.ok) continue;
    for (const point of q.question.keyPoints) {
      const ref = parseScenarioRef(point.scenario);
      if (ref.kind !== 'lesson') continue;
      const l = lessons.find((x) => x.id === ref.lesson);
      const where = `${l?.file ?? ref.lesson}#${ref.scenario}`;
      if (!l || ref.scenario !== l.exercise.scenario || checked.some((c) => c.where === where))
        continue;
      const e = l.scenarios.find((s) => s.id === ref.scenario);
      if (e) checked.push({ where, scenario: e.scenario });
    }
  }
  return { checked, issues };
}
