// The contract's rules that span fields and steps (roles, pauses, crashes, custom SQL). Pure.
import { runsSql, sessionActionOf } from './actors';
import { roleFacts } from './roleProblem';
import { exploreActors, exploreIssues } from './explore/exploreRules';
import { issueFacts, issueSentence, type IssueCode, type IssueFacts } from './issueText';
import { sqlFor } from './referenceSql';
import { runOrder } from './runOrder';
import type { Scenario } from './types';
import type { FieldPath } from './yamlSource';

/** What the run the scenario is checked for can do. */
export interface RuleOptions {
  /**
   * True when the scenario will run on PostgreSQL (src/pg), where each actor has a session of its
   * own and may hold a transaction open with `begin` … `end`. SQLite, the default, has one
   * connection: there a session action is invalid input.
   */
  sessions?: boolean;
}

export interface RuleIssue {
  path: FieldPath;
  message: string;
  /** What the message says, as facts (issueText.ts). */
  facts: IssueFacts;
}

/**
 * Checks what a schema cannot: who may do what, that pauses end after they start, that
 * custom actions have SQL, and that no step belongs to a paused or crashed worker.
 * Returns every problem found, each with the field path to point at.
 */
export function checkScenarioRules(s: Scenario, options: RuleOptions = {}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const addFacts = (path: FieldPath, facts: IssueFacts) =>
    void issues.push({ path, message: issueSentence(facts), facts });
  const add = (path: FieldPath, code: IssueCode, params?: Record<string, string | number>) =>
    addFacts(path, issueFacts(code, params));

  for (const name of Object.keys(s.sql)) {
    if (!runsSql(name)) add(['sql', name], 'runsNoSql', { action: name });
  }
  s.steps.forEach((step, i) => {
    const session = sessionActionOf(s.sql, step.do);
    if (session && !options.sessions) add(['steps', i, 'do'], 'needsPostgres', { action: session });
    // Every actor has a session of its own on PostgreSQL, so any may hold a transaction open.
    const problem = session ? null : roleFacts(step.actor, step.do, true);
    if (problem) addFacts(['steps', i, 'worker'], problem);
    if (step.isolation !== undefined && session !== 'begin')
      add(['steps', i, 'isolation'], 'isolationOnlyBegin', { action: step.do });
    if (step.do === 'pause') {
      if (step.until === undefined) add(['steps', i], 'pauseNeedsUntil');
      else if (step.until <= step.at)
        add(['steps', i, 'until'], 'untilAfterAt', { until: step.until, at: step.at });
    } else if (step.until !== undefined) {
      add(['steps', i, 'until'], 'untilOnlyPause', { action: step.do });
    }
    if (step.token !== undefined && (step.do === 'claim' || !runsSql(step.do))) {
      add(['steps', i, 'token'], 'tokenNotPresented', { action: step.do });
    }
    if (!runsSql(step.do) && step.expect !== undefined) {
      add(['steps', i, 'expect'], 'noOutcome', { action: step.do });
    }
    if (runsSql(step.do) && !session && sqlFor(s.sql, step.do) === undefined) {
      add(['steps', i, 'do'], 'customNoSql', { action: step.do });
    }
  });

  const actors = new Set([...s.steps.map((st) => st.actor), ...exploreActors(s.explore)]);
  for (const name of Object.keys(s.clockSkew)) {
    if (!actors.has(name)) add(['clockSkew', name], 'unknownActor', { actor: name });
  }

  const pausedUntil = new Map<string, { until: number; at: number }>();
  const crashedAt = new Map<string, number>();
  /** The tick each worker's open transaction began at (a crash ends its session, and it). */
  const openSince = new Map<string, number>();
  for (const i of runOrder(s.steps)) {
    const step = s.steps[i];
    if (!step) continue;
    const crash = crashedAt.get(step.actor);
    const pause = pausedUntil.get(step.actor);
    if (crash !== undefined) {
      add(['steps', i], 'crashed', { actor: step.actor, at: crash });
    } else if (pause && step.at < pause.until) {
      add(['steps', i], 'paused', {
        actor: step.actor,
        from: pause.at,
        until: pause.until,
        action: step.do,
        at: step.at,
      });
    }
    if (step.do === 'pause' && step.until !== undefined)
      pausedUntil.set(step.actor, { at: step.at, until: step.until });
    if (step.do === 'crash') {
      crashedAt.set(step.actor, step.at);
      openSince.delete(step.actor);
    }
    const session = sessionActionOf(s.sql, step.do);
    const since = openSince.get(step.actor);
    if (session === 'begin') {
      if (since !== undefined)
        add(['steps', i], 'beginInTransaction', { actor: step.actor, since, at: step.at });
      else openSince.set(step.actor, step.at);
    } else if (session === 'end') {
      if (since === undefined)
        add(['steps', i], 'endWithoutBegin', { actor: step.actor, at: step.at });
      else openSince.delete(step.actor);
    }
  }
  issues.push(...exploreIssues(s));
  return issues;
}
