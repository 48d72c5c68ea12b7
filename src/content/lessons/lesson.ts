// Loading one lesson file: its shape, its scenarios (by the engine's own validator) and the
// references between its parts. No SQL runs here; see lessonCheck.ts for that.
import { validateScenario } from '../../engine/parseScenario';
import { runOrder } from '../../engine/runOrder';
import type { Scenario, Trace } from '../../engine/types';
import type { LessonSql } from './lessonSql';
import type { LessonNeighbours } from './neighbours';
import type { FieldPath, InputIssue, Locator } from '../../engine/yamlSource';
import { parseYamlFile } from '../../engine/yamlFile';
import { LessonSchema, type LessonData } from './lessonSchema';

import { lessonScenario } from './lessonView';

export { lessonScenario, predictSteps } from './lessonView';

/** A lesson whose scenarios are validated and indexed by id. */
export interface Lesson extends Omit<LessonData, 'scenarios' | 'exercise'> {
  file: string | null;
  scenarios: { id: string; caption?: string; scenario: Scenario }[];
  exercise: Omit<LessonData['exercise'], 'variants'> & {
    variants: { id: string; caption?: string; scenario: Scenario }[];
  };
  /** Line of each top-level field, for the checker's messages. */
  lineOf(path: FieldPath): number | null;
  /**
   * The trace of the timeline a first visit opens, with the SQL it opens with (the starter, or the
   * scenario as written), run at build time by the same engine (scripts/exampleTrace.ts): the
   * page shows it without starting the SQL worker. Absent for a lesson loaded from YAML.
   */
  builtTrace?: { timeline: string; sql: LessonSql; trace: Trace };
  /**
   * Its place in the course and the titles of the lessons beside it, in its language, set at build
   * time (neighbours.ts): absent for a lesson loaded from YAML, whose page reads the index.
   */
  neighbours?: LessonNeighbours;
}

export type LessonResult = { ok: true; lesson: Lesson } | { ok: false; issues: InputIssue[] };

/** Parses and validates a lesson file; every issue names the file, the line and the field. */
export function loadLesson(text: string, file: string | null): LessonResult {
  const yaml = parseYamlFile(text, file, LessonSchema);
  if (!yaml.ok) return yaml;
  const { at, data: d } = yaml;
  const issues: InputIssue[] = [];
  const scenarioOf = (entry: { scenario: unknown }, path: FieldPath): Scenario | null => {
    const r = validateScenario(entry.scenario, yaml.locate, file, [...path, 'scenario']);
    if (r.ok) return r.scenario;
    issues.push(...r.issues);
    return null;
  };
  const scenarios = d.scenarios.map((e, k) => ({
    ...e,
    scenario: scenarioOf(e, ['scenarios', k]),
  }));
  const variants = d.exercise.variants.map((e, k) => ({
    ...e,
    scenario: scenarioOf(e, ['exercise', 'variants', k]),
  }));
  if (issues.length > 0) return { ok: false, issues };
  const lesson: Lesson = {
    ...d,
    file,
    scenarios: scenarios as Lesson['scenarios'],
    exercise: { ...d.exercise, variants: variants as Lesson['exercise']['variants'] },
    lineOf: yaml.locate,
  };
  issues.push(...crossChecks(lesson, yaml.locate, at));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, lesson };
}

function crossChecks(
  lesson: Lesson,
  _locate: Locator,
  at: (path: FieldPath, message: string) => InputIssue,
): InputIssue[] {
  const out: InputIssue[] = [];
  const ids = lesson.scenarios.map((s) => s.id);
  ids.forEach((id, k) => {
    if (ids.indexOf(id) !== k)
      out.push(at(['scenarios', k, 'id'], `scenario id "${id}" is used twice`));
  });
  const known = (id: string) => ids.includes(id);
  const list = ids.join(', ');
  if (!known(lesson.predict.scenario)) {
    out.push(
      at(
        ['predict', 'scenario'],
        `no scenario "${lesson.predict.scenario}" in scenarios: (${list})`,
      ),
    );
  }
  const ex = lesson.exercise;
  if (!known(ex.scenario)) {
    out.push(at(['exercise', 'scenario'], `no scenario "${ex.scenario}" in scenarios: (${list})`));
  }
  for (const key of ['starter', 'solution'] as const) {
    for (const action of ex.edit) {
      if (!(action in ex[key]))
        out.push(
          at(['exercise', key], `${key} has no SQL for "${action}", which the learner edits`),
        );
    }
    for (const action of Object.keys(ex[key])) {
      if (!ex.edit.includes(action)) {
        out.push(
          at(
            ['exercise', key, action],
            `"${action}" is not in edit: add it there or remove it here`,
          ),
        );
      }
    }
  }
  ex.wrongAnswers.forEach((w, k) => {
    for (const action of Object.keys(w.sql)) {
      if (!ex.edit.includes(action))
        out.push(
          at(
            ['exercise', 'wrongAnswers', k, 'sql', action],
            `"${action}" is not in edit: a wrong answer gives SQL for actions the learner edits`,
          ),
        );
    }
  });
  ex.equivalent.forEach((e, k) => {
    if (!ex.edit.includes(e.action))
      out.push(
        at(
          ['exercise', 'equivalent', k, 'action'],
          `"${e.action}" is not in edit: mutants are made of the solution's edited actions`,
        ),
      );
  });
  const predicted = lessonScenario(lesson, lesson.predict.scenario);
  lesson.predict.steps?.forEach((i, k) => {
    const count = predicted?.steps.length ?? 0;
    const step = predicted ? predicted.steps[runOrder(predicted.steps)[i] ?? -1] : undefined;
    if (predicted && !step)
      out.push(at(['predict', 'steps', k], `step ${i} does not exist (the scenario has ${count})`));
    else if (step && ['pause', 'crash'].includes(step.do)) {
      out.push(
        at(['predict', 'steps', k], `step ${i} is a ${step.do}, which has no outcome to predict`),
      );
    }
  });
  return out;
}
