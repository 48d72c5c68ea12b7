// Constraints that running cannot show: which tables an action may read and write, checked from
// SQLite's own account of the statement (engine/tableAccess.ts). Pure: SQL only through the port.
import { runScenario } from '../runner';
import { tableAccess } from '../tableAccess';
import type { Scenario, SqlPort } from '../types';

/** What an exercise says of one action's tables: the only ones it may read, and write. */
export interface TableRule {
  action: string;
  /** The tables the action may read (absent: any). */
  reads?: string[];
  /** The tables the action may write (absent: any). */
  writes?: string[];
  /** The lesson's sentence for a learner whose SQL breaks the rule. */
  says: string;
}

/** A rule an answer breaks: a table it reads or writes that it may not, or SQL SQLite cannot account for. */
export type TableProblem =
  | { action: string; how: 'reads' | 'writes'; table: string; says: string }
  | { action: string; how: 'unknown'; message: string; says: string };

/**
 * The rules the answer's SQL breaks, on the database `base`'s schema leaves (the port is reset
 * to it). The SQL of an action the answer leaves out is the base's.
 */
export function tableProblems(
  port: SqlPort,
  base: Scenario,
  answer: Record<string, string>,
  rules: readonly TableRule[],
): TableProblem[] {
  if (rules.length === 0) return [];
  runScenario({ ...base, steps: [] }, port);
  const out: TableProblem[] = [];
  for (const rule of rules) {
    const sql = answer[rule.action] ?? base.sql[rule.action];
    if (sql === undefined) continue;
    const r = tableAccess(port, sql);
    if (!r.ok) {
      out.push({ action: rule.action, how: 'unknown', message: r.message, says: rule.says });
      continue;
    }
    const allowed = (list: string[] | undefined, table: string) =>
      list === undefined || list.some((t) => t.toLowerCase() === table.toLowerCase());
    for (const table of r.access.reads)
      if (!allowed(rule.reads, table) && !table.startsWith('sqlite_'))
        out.push({ action: rule.action, how: 'reads', table, says: rule.says });
    for (const table of r.access.writes)
      if (!allowed(rule.writes, table))
        out.push({ action: rule.action, how: 'writes', table, says: rule.says });
  }
  return out;
}
