// Which actions of a scenario have SQL, and what each runs: pure, no YAML (the studio's first
// paint reads them before the parser has loaded).
import { sqlFor } from '../../engine/referenceSql';
import type { Scenario } from '../../engine/types';

/** Actions with SQL a scenario runs or defines: those its steps use, then the rest of `sql:`. */
export function sqlActionsOf(scenario: Scenario): string[] {
  const out: string[] = [];
  for (const s of scenario.steps) {
    if (s.do !== 'pause' && s.do !== 'crash' && !out.includes(s.do)) out.push(s.do);
  }
  for (const name of Object.keys(scenario.sql)) if (!out.includes(name)) out.push(name);
  return out;
}

/** The SQL an action runs in a scenario: its own, else the reference SQL, else empty. */
export function actionSqlOf(scenario: Pick<Scenario, 'sql'>, action: string): string {
  return sqlFor(scenario.sql, action) ?? '';
}
