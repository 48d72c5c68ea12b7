// The rules of an `explore:` block that its shape cannot say: who may do what, and custom SQL. Pure.
import { NON_WORKERS, isWorker } from '../actors';
import { roleFacts } from '../roleProblem';
import { issueFacts, issueSentence, type IssueCode, type IssueFacts } from '../issueText';
import { sqlFor } from '../referenceSql';
import type { ExploreModel, Scenario } from '../types';
import type { FieldPath } from '../yamlSource';
import { own } from '../names';
import { workersOf } from './model';

interface RuleIssue {
  path: FieldPath;
  message: string;
  facts: IssueFacts;
}

/** Actions a program may not list: stalls and stops come from the schedule itself. */
const SCHEDULE_ONLY: Record<string, IssueCode> = {
  // 'stalls come from the schedule (maxPause), so a program does not list pause'
  pause: 'programPause',
  // 'a worker that stops early is a schedule that runs past the horizon; remove crash'
  crash: 'programCrash',
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
  const add = (path: FieldPath, facts: IssueFacts) =>
    void issues.push({ path, message: issueSentence(facts), facts });
  const workers = workersOf(model);
  if (workers.length === 0) add(['explore', 'programs'], issueFacts('programsNeedWorker'));

  const check = (actor: string, actions: string[], path: FieldPath) => {
    actions.forEach((action, k) => {
      const at = [...path, k];
      const why = own(SCHEDULE_ONLY, action);
      if (why) return add(at, issueFacts(why));
      const problem = roleFacts(actor, action);
      if (problem) return add(at, problem);
      if (sqlFor(s.sql, action) === undefined) {
        add(at, issueFacts('customNoSql', { action }));
      }
    });
  };
  for (const w of workers) {
    const path = ['explore', 'programs', w];
    if (!isWorker(w))
      add(path, issueFacts('programNotWorker', { actor: w, field: `explore.${w}` }));
    else check(w, own(model.programs, w) ?? [], path);
  }
  for (const other of NON_WORKERS) check(other, model[other], ['explore', other]);
  return issues;
}
