// The rules of an `explore:` block that its shape cannot say: who may do what, and custom SQL. Pure.
import { sqlFor } from '../referenceSql';
import { SCHEDULER, USER, type ExploreModel, type Scenario } from '../types';
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
const WORKER_ONLY = new Set(['claim', 'renew', 'commit', 'write']);

/** Every actor an explore block names: its workers, and user / scheduler when they act. */
export function exploreActors(model: ExploreModel | undefined): string[] {
  if (!model) return [];
  const out = workersOf(model);
  if (model.user.length > 0) out.push(USER);
  if (model.scheduler.length > 0) out.push(SCHEDULER);
  return out;
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
      const role = action === 'cancel' ? USER : action === 'recover' ? SCHEDULER : null;
      if (role && actor !== role) {
        return add(at, `${action} is done by the actor "${role}", not "${actor}"`);
      }
      if ((actor === USER || actor === SCHEDULER) && WORKER_ONLY.has(action)) {
        return add(at, `"${actor}" is not a worker and cannot ${action}`);
      }
      if (sqlFor(s.sql, action) === undefined) {
        add(at, `custom action "${action}" has no SQL; add it under sql:`);
      }
    });
  };
  for (const w of workers) {
    const path = ['explore', 'programs', w];
    if (w === USER || w === SCHEDULER) {
      add(path, `"${w}" is not a worker: list its actions under explore.${w}`);
    } else check(w, own(model.programs, w) ?? [], path);
  }
  check(USER, model.user, ['explore', 'user']);
  check(SCHEDULER, model.scheduler, ['explore', 'scheduler']);
  return issues;
}
