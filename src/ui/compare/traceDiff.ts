// How two runs of the same timeline differ: per step, per violation, per cell of the final
// tables. Pure: the compare view only draws what this returns.
import type {
  Outcome,
  SqlValue,
  StepTrace,
  TableSnapshot,
  Trace,
  ViolationRule,
} from '../../engine/types';
import { finalTables } from '../../state/selectors';
import { formatValue } from '../player/formatValue';

export interface StepDiff {
  i: number;
  at: number;
  actor: string;
  do: string;
  a: Outcome | null;
  b: Outcome | null;
  /** The rules each run broke at this step. */
  aRules: ViolationRule[];
  bRules: ViolationRule[];
  differs: boolean;
}

export interface CellDiff {
  a: string | null;
  b: string | null;
  differs: boolean;
}

export interface TableDiff {
  name: string;
  /** The columns of both runs, A's first. */
  columns: string[];
  /** Rows paired by position (tables are snapshot in rowid order); a missing row reads null. */
  rows: CellDiff[][];
  differs: boolean;
}

export interface TraceDiff {
  steps: StepDiff[];
  tables: TableDiff[];
  /** Counts for the summary line. */
  stepsDiffering: number;
  cellsDiffering: number;
}

const rulesOf = (s: StepTrace | undefined): ViolationRule[] =>
  (s?.violations ?? []).map((v) => v.rule);

const sameStep = (a: StepTrace, b: StepTrace) =>
  a.at === b.at && a.actor === b.actor && a.do === b.do;

/** Steps paired by run order; both runs share the timeline, only the SQL differs. */
function diffSteps(a: Trace, b: Trace): StepDiff[] {
  const n = Math.max(a.steps.length, b.steps.length);
  const out: StepDiff[] = [];
  for (let i = 0; i < n; i++) {
    const sa = a.steps[i];
    const sb = b.steps[i];
    const s = (sa ?? sb) as StepTrace;
    const aRules = rulesOf(sa);
    const bRules = rulesOf(sb);
    const differs =
      !sa ||
      !sb ||
      !sameStep(sa, sb) ||
      sa.outcome !== sb.outcome ||
      aRules.join() !== bRules.join();
    out.push({
      i,
      at: s.at,
      actor: s.actor,
      do: s.do,
      a: sa?.outcome ?? null,
      b: sb?.outcome ?? null,
      aRules,
      bRules,
      differs,
    });
  }
  return out;
}

const cellText = (row: SqlValue[] | undefined, k: number): string | null =>
  row && k >= 0 && k < row.length ? formatValue(row[k] ?? null) : null;

function diffTable(
  name: string,
  ta: TableSnapshot | undefined,
  tb: TableSnapshot | undefined,
): TableDiff {
  const colsA = ta?.columns ?? [];
  const colsB = tb?.columns ?? [];
  const columns = [...colsA, ...colsB.filter((c) => !colsA.includes(c))];
  const n = Math.max(ta?.rows.length ?? 0, tb?.rows.length ?? 0);
  const rows: CellDiff[][] = [];
  for (let r = 0; r < n; r++) {
    rows.push(
      columns.map((c) => {
        const a = cellText(ta?.rows[r], colsA.indexOf(c));
        const b = cellText(tb?.rows[r], colsB.indexOf(c));
        return { a, b, differs: a !== b };
      }),
    );
  }
  const differs = !ta || !tb || rows.some((row) => row.some((c) => c.differs));
  return { name, columns, rows, differs };
}

/** Compares two runs of one timeline: outcomes and violations per step, and the final tables. */
export function diffTraces(a: Trace, b: Trace): TraceDiff {
  const steps = diffSteps(a, b);
  const fa = finalTables(a);
  const fb = finalTables(b);
  const names = [...fa.map((t) => t.name), ...fb.map((t) => t.name)];
  const tables = [...new Set(names)].map((name) =>
    diffTable(
      name,
      fa.find((t) => t.name === name),
      fb.find((t) => t.name === name),
    ),
  );
  return {
    steps,
    tables,
    stepsDiffering: steps.filter((s) => s.differs).length,
    cellsDiffering: tables.reduce(
      (n, t) => n + t.rows.reduce((m, row) => m + row.filter((c) => c.differs).length, 0),
      0,
    ),
  };
}
