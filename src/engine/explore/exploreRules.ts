// The rules of an `explore:` block that its shape cannot say: who may do what, and custom SQL. Pure.
import { NON_WORKERS, isWorker, roleProblem } from '../actors';
import { sqlFor } from '../referenceSql';
import type { ExploreModel, Scenario } from '../types';
import type { FieldPath } from '../yamlSource';
import { own } from '../names';
import { workersOf } from './model';

interface RuleIssue {
  path: FieldPath;
  message: string;
}

/** Actions a program may not list: stalls and stops come from the schedule itself. */
const SCHEDULE_ONLY: Record<string, string> = {
  pause: 'stalls come from the schedule (maxPause), so a program does not list pause',
  crash: 'a worker that stops early is a schedule that runs past the horizon; remove crash',
};

/** Every actor an explore block names: its workers, and user / scheduler when they act. */
export function exploreActors(model: ExploreModel | undefined): string[] {
  if (!model) return [];
  return [...workersOf(model), ...NON_WORKERS.filter((a) => model[a].length > 0)];
}

/**
 * Checks an explore block against the contract's roles: workers are not `user` or `scheduler`,
 * `cancel` is the user's and `recover` the scheduler's, neither of them claims or writes, and a
 * custom action has SQL. Returns every problem with the field path to point at.
 */
export function exploreIssues(s: Scenario): RuleIssue[] {
  const model = s.explore;
  if (!model) return [];
  const issues: RuleIssue[] = [];
  const add = (path: FieldPath, message: string) => issues.push({ path, message });
  const workers = workersOf(model);
  if (workers.length === 0) add(['explore', 'programs'], 'programs needs at least one worker');

  const check = (actor: string, actions: string[], path: FieldPath) => {
    actions.forEach((action, k) => {
      const at = [...path, k];
      const why = own(SCHEDULE_ONLY, action);
      if (why) return add(at, why);
      const problem = roleProblem(actor, action);
      if (problem) return add(at, problem);
      if (sqlFor(s.sql, action) === undefined) {
        add(at, `custom action "${action}" has no SQL; add it under sql:`);
      }
    });
  };
  for (const w of workers) {
    const path = ['explore', 'programs', w];
    if (!isWorker(w)) add(path, `"${w}" is not a worker: list its actions under explore.${w}`);
    else check(w, own(model.programs, w) ?? [], path);
  }
  for (const other of NON_WORKERS) check(other, model[other], ['explore', other]);
  return issues;
}
