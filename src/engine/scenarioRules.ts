// The contract's rules that span fields and steps (roles, pauses, crashes, custom SQL). Pure.
import { roleProblem, runsSql } from './actors';
import { exploreActors, exploreIssues } from './explore/exploreRules';
import { sqlFor } from './referenceSql';
import { runOrder } from './runOrder';
import type { Scenario } from './types';
import type { FieldPath } from './yamlSource';

export interface RuleIssue {
  path: FieldPath;
  message: string;
}

/**
 * Checks what a schema cannot: who may do what, that pauses end after they start, that
 * custom actions have SQL, and that no step belongs to a paused or crashed worker.
 * Returns every problem found, each with the field path to point at.
 */
export function checkScenarioRules(s: Scenario): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const add = (path: FieldPath, message: string) => issues.push({ path, message });

  for (const name of Object.keys(s.sql)) {
    if (!runsSql(name)) add(['sql', name], `${name} runs no SQL; remove it from sql:`);
  }
  s.steps.forEach((step, i) => {
    const problem = roleProblem(step.actor, step.do, true);
    if (problem) add(['steps', i, 'worker'], problem);
    if (step.do === 'pause') {
      if (step.until === undefined) add(['steps', i], 'a pause needs until: the tick it wakes at');
      else if (step.until <= step.at)
        add(['steps', i, 'until'], `until (${step.until}) must be after at (${step.at})`);
    } else if (step.until !== undefined) {
      add(['steps', i, 'until'], `only a pause has until, not ${step.do}`);
    }
    if (!runsSql(step.do) && step.expect !== undefined) {
      add(['steps', i, 'expect'], `a ${step.do} has no outcome to expect`);
    }
    if (runsSql(step.do) && sqlFor(s.sql, step.do) === undefined) {
      add(['steps', i, 'do'], `custom action "${step.do}" has no SQL; add it under sql:`);
    }
  });

  const actors = new Set([...s.steps.map((st) => st.actor), ...exploreActors(s.explore)]);
  for (const name of Object.keys(s.clockSkew)) {
    if (!actors.has(name)) add(['clockSkew', name], `unknown actor "${name}": no step has it`);
  }

  const pausedUntil = new Map<string, { until: number; at: number }>();
  const crashedAt = new Map<string, number>();
  for (const i of runOrder(s.steps)) {
    const step = s.steps[i];
    if (!step) continue;
    const crash = crashedAt.get(step.actor);
    const pause = pausedUntil.get(step.actor);
    if (crash !== undefined) {
      add(['steps', i], `${step.actor} crashed at t=${crash} and does nothing afterwards`);
    } else if (pause && step.at < pause.until) {
      add(
        ['steps', i],
        `${step.actor} is paused from t=${pause.at} until t=${pause.until}, so it cannot ${step.do} at t=${step.at}`,
      );
    }
    if (step.do === 'pause' && step.until !== undefined)
      pausedUntil.set(step.actor, { at: step.at, until: step.until });
    if (step.do === 'crash') crashedAt.set(step.actor, step.at);
  }
  issues.push(...exploreIssues(s));
  return issues;
}
