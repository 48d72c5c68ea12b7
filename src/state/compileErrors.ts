// SQL that does not compile: an action every one of whose steps SQLite refused to prepare. Read
// from a finished run's facts (SQLite's own message), so the player, the check report and the
// workbook say it once, instead of an error at every step or expectation. Pure: no UI, no SQL.
import type { StepTrace, Trace } from '../engine/types';

/** One action whose SQL does not compile, as the run saw it at its first step. */
export interface CompileError {
  action: string;
  /** SQLite's message, as SQLite wrote it. */
  error: string;
  /** The action's SQL and where the failing statement starts in it (for the line). */
  sql: string;
  offset: number;
}

/**
 * What SQLite says when it cannot compile (prepare) a statement: a parse error, or a name the
 * statement uses that the database does not have. Errors that come from running it (a
 * constraint, a type, a time limit, a refused statement) are not among them.
 */
const COMPILE = [
  /\bsyntax error\b/,
  /^incomplete input$/,
  /^unrecognized token\b/,
  /^no such (?:column|table|function)\b/,
  /^ambiguous column name\b/,
  /^wrong number of arguments to function\b/,
  /^table \S+ has no column named\b/,
  /^\d+ values for \d+ columns$/,
  /^misuse of (?:aggregate|window function)\b/,
];

/** True when SQLite's message says the statement did not compile. */
export function isCompileError(message: string): boolean {
  return COMPILE.some((re) => re.test(message));
}

const failedToCompile = (s: StepTrace) =>
  s.outcome === 'error' &&
  s.errorFacts?.kind === 'sql' &&
  s.sql !== null &&
  isCompileError(s.errorFacts.sqlite);

/**
 * The actions of a run whose SQL does not compile, in the order they first ran: every step of
 * the action failed to compile (a name a later step creates would let one through, and then it is
 * a step's error, not the SQL's). Empty when the schema failed: then no step ran at all.
 */
export function compileErrorsOf(trace: Trace): CompileError[] {
  const byAction = new Map<string, StepTrace[]>();
  for (const s of trace.steps) {
    if (s.sql === null) continue;
    byAction.set(s.do, [...(byAction.get(s.do) ?? []), s]);
  }
  const out: CompileError[] = [];
  for (const [action, steps] of byAction) {
    const first = steps[0];
    if (!first || !steps.every(failedToCompile) || first.errorFacts?.kind !== 'sql') continue;
    out.push({
      action,
      error: first.errorFacts.sqlite,
      sql: first.sql ?? '',
      offset: first.errorOffset ?? 0,
    });
  }
  return out;
}

/**
 * The compile errors of several runs of the same SQL (a check's timelines), once per action and
 * message, in the order first met.
 */
export function compileErrorsOfRuns(traces: readonly Trace[]): CompileError[] {
  const seen = new Map<string, CompileError>();
  for (const trace of traces)
    for (const e of compileErrorsOf(trace)) {
      const key = JSON.stringify([e.action, e.error, e.sql]);
      if (!seen.has(key)) seen.set(key, e);
    }
  return [...seen.values()];
}
