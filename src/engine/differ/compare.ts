// Where an answer's run parts from the solution's on the same timeline, and whether that matters.
// Pure: it reads two lists of step verdicts.
import type { Outcome, Trace } from '../types';

/** What the comparison needs of one step of a run: its outcome and the rules it broke. */
export interface StepVerdict {
  actor: string;
  do: string;
  at: number;
  outcome: Outcome | null;
  /** The violation and warning rules the step caused, sorted. */
  rules: string[];
  /** Rows the step changed (absent where it is not known: a link's carried outcomes). */
  changes?: number;
  /** With kind `rows`: the rows the step touched, as `table:first column` (see rows.ts). */
  touched?: string[];
  /**
   * With kind `rows`, on the answer's side: the fields (`table:first column.column`) the
   * solution's step set that the answer's step set to another value, in the same rows.
   */
  values?: string[];
}

/**
 * A difference an exercise declares harmless: at a step of `action`, the solution's outcome
 * `solution` and the answer's `answer` (for example a stricter save: accepted, rejected).
 */
export interface Allowance {
  action: string;
  solution: Outcome;
  answer: Outcome;
  why: string;
}

/**
 * How the answer's step differs from the solution's: it `accepts` (or grants) what the solution
 * refuses, it `refuses` the rightful holder's step that the solution accepts (with no rule
 * broken), it fails with an `error` the solution does not, it breaks a `rule` the solution keeps,
 * or it goes through as the solution's does but changes other `rows` (another job's, or too few)
 * or writes another value into a field the solution's step sets.
 */
export type PartingKind = 'accepts' | 'refuses' | 'error' | 'rule' | 'rows';

/** The first step where two runs part. */
export type Parting =
  /** A difference that fails the answer. */
  | { matters: true; step: number; kind: PartingKind; answer: StepVerdict; solution: StepVerdict }
  /** A difference the exercise allows (its allowance), after which the runs are not compared. */
  | { matters: false; step: number; allowed: Allowance }
  /** A difference that is not the answer's fault (the solution failed, or accepted what broke a rule). */
  | { matters: false; step: number; allowed: null };

/** A run's steps as the comparison reads them. */
export function verdictsOf(trace: Trace): StepVerdict[] {
  return trace.steps.map((s) => ({
    actor: s.actor,
    do: s.do,
    at: s.at,
    outcome: s.outcome,
    rules: [...s.violations.map((v) => v.rule), ...s.warnings.map((w) => w.rule)].sort(),
    changes: s.changes,
  }));
}

const YES = new Set<Outcome | null>(['granted', 'accepted']);
const NO = new Set<Outcome | null>(['denied', 'rejected']);

/**
 * The first step at which the answer's run parts from the solution's (null when they never do):
 * its outcome or its broken rules differ. Whether it matters is the rule: accepting what
 * the solution refuses, refusing a step the solution accepts without breaking a rule, an error of
 * the answer's own, or a rule the solution keeps; `allow` declares differences that do not.
 */
export function partingOf(
  solution: readonly StepVerdict[],
  answer: readonly StepVerdict[],
  allow: readonly Allowance[] = [],
): Parting | null {
  const n = Math.min(solution.length, answer.length);
  for (let step = 0; step < n; step++) {
    const s = solution[step] as StepVerdict;
    const a = answer[step] as StepVerdict;
    const sameRules = s.rules.join() === a.rules.join();
    if (s.outcome === a.outcome && sameRules) continue;
    const allowed = allow.find(
      (x) => x.action === s.do && x.solution === s.outcome && x.answer === a.outcome,
    );
    if (allowed && s.outcome !== a.outcome) return { matters: false, step, allowed };
    if (s.outcome === 'error') return { matters: false, step, allowed: null };
    const extraRule = a.rules.some((r) => !s.rules.includes(r));
    let kind: PartingKind | null = null;
    if (a.outcome === 'error') kind = 'error';
    else if (YES.has(a.outcome) && NO.has(s.outcome)) kind = 'accepts';
    else if (NO.has(a.outcome) && YES.has(s.outcome))
      kind = s.rules.length === 0 ? 'refuses' : null;
    else if (extraRule) kind = 'rule';
    if (kind === null) return { matters: false, step, allowed: null };
    return { matters: true, step, kind, answer: a, solution: s };
  }
  return null;
}
