// What "Share as exercise" prefills as a ticked action's starter SQL: something the link accepts
// as it is. The link refuses a starter that is this scenario's own SQL for the action (the
// learner would start from the answer), and the reference SQL is the scenario's own whenever the
// scenario leaves that action at it. Pure.
import { mutantsOf, type Mutant } from '../../content/check/mutants';
import { sameSqlText } from '../../content/check/lessonCheck';
import { isSqlAction, REFERENCE_SQL, sqlFor } from '../../engine/referenceSql';

/**
 * The wrong answers to start from, best first: without the fencing check (a condition naming
 * `:token`), without the lease's clock (`:now`), without another condition (the last first: the
 * first is most often the row's id), then the other changes.
 */
function rank(mutants: Mutant[]): Mutant[] {
  const drops = mutants.filter((m) => m.description.startsWith('without '));
  const naming = (p: RegExp) => drops.filter((m) => p.test(m.description));
  const token = naming(/:token\b/);
  const now = naming(/:now\b/).filter((m) => !token.includes(m));
  const other = drops.filter((m) => !token.includes(m) && !now.includes(m)).reverse();
  return [...token, ...now, ...other, ...mutants.filter((m) => !drops.includes(m))];
}

/**
 * The starter SQL to prefill for `action` in a scenario whose SQL is `sql`: the reference SQL of a
 * built-in action when the scenario runs other SQL for it; else the scenario's SQL with one
 * condition taken out, a wrong answer to fix. Empty for a custom action (its SQL is the
 * instructor's own, which the link must not give away), or when no such change exists.
 */
export function starterFor(sql: Record<string, string>, action: string): string {
  if (!isSqlAction(action)) return '';
  const solution = sqlFor(sql, action) ?? '';
  const reference = REFERENCE_SQL[action];
  const candidates = [reference, ...rank(mutantsOf(reference)).map((m) => m.sql)];
  return candidates.find((c) => c.trim() !== '' && !sameSqlText(c, solution)) ?? '';
}
