// Two runs whose every step ends alike can still differ in what they wrote: a write that also
// changes another job's row (`id LIKE :job || '%'`), or one that leaves out a row the solution
// writes. Found from the tables after each step: the first step after which they differ, and the
// rows each run's step touched there, told apart by table and first column (a row's key in every
// schema here). Different values in the same rows are left to later steps' outcomes. Pure.
import { runScenario } from '../runner';
import type { Scenario, SqlPort, TableSnapshot } from '../types';
import { verdictsOf, type Parting } from './compare';

/** The tables after each step of a run (index 0: after the schema). */
function tablesAfterEachStep(port: SqlPort, scenario: Scenario): TableSnapshot[][] {
  const out: TableSnapshot[][] = [];
  runScenario(scenario, port, { onState: () => out.push(port.snapshot()) });
  return out;
}

/** Every row of the tables as `table:first column` → the row as text. */
function rowsOf(tables: readonly TableSnapshot[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of tables)
    for (const r of t.rows) out.set(`${t.name}:${String(r[0])}`, JSON.stringify(r, jsonValue));
  return out;
}

const jsonValue = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

/** The rows that differ from one moment to the next: changed, added or gone. */
function touched(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}

/**
 * Where the answer's run touched other rows than the solution's (`scenario` with the answer's SQL
 * over `answer`), as a parting that matters, or null. Called only for two runs whose outcomes and
 * rules agree at every step but whose databases end differently.
 */
export function rowsParting(
  port: SqlPort,
  scenario: Scenario,
  answer: Record<string, string>,
): Extract<Parting, { matters: true }> | null {
  const mine = { ...scenario, sql: { ...scenario.sql, ...answer } };
  const s = tablesAfterEachStep(port, scenario);
  const a = tablesAfterEachStep(port, mine);
  const sv = verdictsOf(runScenario(scenario, port, { recordTables: false }));
  const av = verdictsOf(runScenario(mine, port, { recordTables: false }));
  for (let k = 1; k < Math.min(s.length, a.length); k++) {
    const [sBefore, sAfter, aBefore, aAfter] = [s[k - 1], s[k], a[k - 1], a[k]].map((x) =>
      rowsOf(x ?? []),
    ) as Map<string, string>[];
    const st = touched(sBefore as Map<string, string>, sAfter as Map<string, string>);
    const at = touched(aBefore as Map<string, string>, aAfter as Map<string, string>);
    if (st.join() === at.join()) continue;
    const step = k - 1;
    const sol = sv[step];
    const ans = av[step];
    if (!sol || !ans) return null;
    return {
      matters: true,
      step,
      kind: 'rows',
      solution: { ...sol, touched: st },
      answer: { ...ans, touched: at },
    };
  }
  return null;
}
