// Two runs whose every step ends alike can still differ in what they wrote: a write that also
// changes another job's row (`id LIKE :job || '%'`), one that leaves out a row the solution
// writes, or one that writes another value into a field the solution's step sets (a finish that
// leaves `result` empty, a save that overwrites the progress it should add to). Found from the
// tables after each step: the first step after which they differ, and the rows each run's step
// touched there, told apart by table and first column (a row's key in every schema here). A field
// only the answer's step sets is left to later steps' outcomes. Pure.
import { runScenario } from '../runner';
import type { Scenario, SqlPort, SqlValue, TableSnapshot } from '../types';
import { verdictsOf, type Parting } from './compare';

/** The tables after each step of a run (index 0: after the schema). */
function tablesAfterEachStep(port: SqlPort, scenario: Scenario): TableSnapshot[][] {
  const out: TableSnapshot[][] = [];
  runScenario(scenario, port, { onState: () => out.push(port.snapshot()) });
  return out;
}

/** A row as read: its table's columns, its values, and the values as text. */
interface Row {
  columns: string[];
  values: SqlValue[];
  text: string;
}

/** Every row of the tables as `table:first column` → the row. */
function rowsOf(tables: readonly TableSnapshot[]): Map<string, Row> {
  const out = new Map<string, Row>();
  for (const t of tables)
    for (const r of t.rows)
      out.set(`${t.name}:${String(r[0])}`, { columns: t.columns, values: r, text: textOf(r) });
  return out;
}

const jsonValue = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);
const textOf = (v: unknown) => JSON.stringify(v, jsonValue);

/** The rows that differ from one moment to the next: changed, added or gone. */
function touched(before: Map<string, Row>, after: Map<string, Row>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k)?.text !== after.get(k)?.text).sort();
}

/**
 * The fields (`table:key.column`, or `table:key` for a row one step removed and the other kept)
 * the solution's step set in `rows` that the answer's step left with another value.
 */
function otherValues(
  rows: readonly string[],
  before: Map<string, Row>,
  solution: Map<string, Row>,
  answer: Map<string, Row>,
): string[] {
  const out: string[] = [];
  for (const key of rows) {
    const [was, s, a] = [before.get(key), solution.get(key), answer.get(key)];
    if (!s || !a) {
      if (s !== a) out.push(key);
      continue;
    }
    s.columns.forEach((column, i) => {
      const set = !was || textOf(was.values[i]) !== textOf(s.values[i]);
      if (set && textOf(s.values[i]) !== textOf(a.values[i])) out.push(`${key}.${column}`);
    });
  }
  return out;
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
    ) as Map<string, Row>[];
    const st = touched(sBefore as Map<string, Row>, sAfter as Map<string, Row>);
    const at = touched(aBefore as Map<string, Row>, aAfter as Map<string, Row>);
    const same = st.join() === at.join();
    const values = same
      ? otherValues(
          st,
          sBefore as Map<string, Row>,
          sAfter as Map<string, Row>,
          aAfter as Map<string, Row>,
        )
      : [];
    if (same && values.length === 0) continue;
    const step = k - 1;
    const sol = sv[step];
    const ans = av[step];
    if (!sol || !ans) return null;
    return {
      matters: true,
      step,
      kind: 'rows',
      solution: { ...sol, touched: st },
      answer: { ...ans, touched: at, values },
    };
  }
  return null;
}
