// The exercise checks that refuse partial fixes: every mutant of the solution (mutants.ts) must
// fail a timeline, a variant or a schedule, or be declared `equivalent:` with a reason; every
// declared wrong answer must fail. Part of the lesson checker (lessonCheck.ts).
import type { FieldPath } from '../../engine/yamlSource';
import type { Lesson } from '../lessons/lesson';
import { checkAnswer, failureSummary, type CheckOptions, type RunScenario } from './lessonCheck';
import { mutantsOf } from './mutants';

/** One thing the checker found, located at a field of the lesson. */
export interface ExerciseFinding {
  path: FieldPath;
  message: string;
}

/** A mutant that passes every check: a wrong answer the exercise would mark solved. */
export interface SurvivingMutant {
  action: string;
  description: string;
  sql: string;
  /** The `equivalent:` reason given for it, if the lesson declares it harmless. */
  equivalent: string | null;
}

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every mutant of the solution that passes the exercise's timelines, variants and models. */
export async function survivingMutants(
  lesson: Lesson,
  run: RunScenario,
  hosts: CheckOptions = {},
): Promise<{ survivors: SurvivingMutant[]; tried: { action: string; description: string }[] }> {
  const { solution, equivalent } = lesson.exercise;
  const survivors: SurvivingMutant[] = [];
  const tried: { action: string; description: string }[] = [];
  for (const [action, sql] of Object.entries(solution)) {
    for (const m of mutantsOf(sql)) {
      tried.push({ action, description: m.description });
      const report = await checkAnswer(lesson, { ...solution, [action]: m.sql }, run, hosts);
      if (!report.passed) continue;
      const declared = equivalent.find((e) => e.action === action && e.mutant === m.description);
      survivors.push({ ...m, action, equivalent: declared?.why ?? null });
    }
  }
  return { survivors, tried };
}

/**
 * The mutation check and the declared wrong answers of one lesson's exercise, as findings: each
 * surviving mutant not declared equivalent (with the SQL and what to add), each `equivalent:`
 * entry that names no mutant or one that fails after all, and each wrong answer that passes.
 */
export async function exerciseFindings(
  lesson: Lesson,
  run: RunScenario,
  hosts: CheckOptions = {},
): Promise<ExerciseFinding[]> {
  const out: ExerciseFinding[] = [];
  const ex = lesson.exercise;
  const kinds = [
    'timeline',
    'variant',
    ...(hosts.differ ? ['generated timeline'] : []),
    ...(hosts.explore ? ['schedule'] : []),
  ];
  const checks = `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1] ?? ''}`;
  const { survivors, tried } = await survivingMutants(lesson, run, hosts);
  for (const m of survivors) {
    if (m.equivalent !== null) continue;
    out.push({
      path: ['exercise', 'solution', m.action],
      message:
        `a plausible wrong answer passes: ${m.action} ${m.description}, that is ` +
        `"${squeeze(m.sql)}", passes every ${checks}. Add a variant (or an explore: model) ` +
        `on which it fails, or, if it truly cannot matter, list it under exercise.equivalent: ` +
        `{ action: ${m.action}, mutant: '${m.description}', why: <one line> }`,
    });
  }
  ex.equivalent.forEach((e, k) => {
    const known = tried.some((t) => t.action === e.action && t.description === e.mutant);
    const survives = survivors.some((m) => m.action === e.action && m.description === e.mutant);
    if (!known) {
      const names = tried.filter((t) => t.action === e.action).map((t) => t.description);
      out.push({
        path: ['exercise', 'equivalent', k, 'mutant'],
        message: `no mutant of ${e.action} is "${e.mutant}"; its mutants are: ${names.join('; ')}`,
      });
    } else if (!survives) {
      out.push({
        path: ['exercise', 'equivalent', k, 'mutant'],
        message: `${e.action} ${e.mutant} fails a timeline or schedule, so it is not equivalent: remove this entry`,
      });
    }
  });
  // Each allowance must be needed: its example passes, and a generated timeline used it.
  for (const [k, a] of hosts.differ ? ex.allow.entries() : []) {
    const report = await checkAnswer(lesson, { ...ex.solution, ...a.example }, run, hosts);
    if (!report.passed)
      out.push({
        path: ['exercise', 'allow', k, 'example'],
        message: `the example of this allowance fails: ${failureSummary(report)}`,
      });
    else if (!report.generated?.used.includes(k))
      out.push({
        path: ['exercise', 'allow', k],
        message: `no generated timeline needed this allowance for its example: remove it, or give an example that differs from the solution as it says`,
      });
  }
  for (const [k, w] of ex.wrongAnswers.entries()) {
    const report = await checkAnswer(lesson, { ...ex.solution, ...w.sql }, run, hosts);
    if (report.passed)
      out.push({
        path: ['exercise', 'wrongAnswers', k, 'sql'],
        message: `this wrong answer passes every ${checks}: add a variant on which it fails, or remove it`,
      });
  }
  return out;
}
