// Comparing one scenario's run on SQLite with its run on PostgreSQL, step by step: outcome, token
// (as text, so 1 and 1n are the same), violations (rule), warnings (rule) and whether it errored.
// A difference is allowed only where the scenario's `postgres: differences:` declares it, and a
// declared difference that does not occur is reported too. Pure: no I/O.
import type {
  DeclaredDifference,
  DifferenceField,
  SqlValue,
  StepTrace,
  Trace,
} from '../../src/engine/types';

/** One difference between the runs, at a step (run order) or in the schema. */
export interface Difference {
  step: number | 'schema';
  field: DifferenceField;
  sqlite: string;
  postgres: string;
}

export interface Comparison {
  /** Differences no declaration allows: each one fails the check. */
  undeclared: Difference[];
  /** Declared differences that did not occur. */
  unseen: DeclaredDifference[];
  /** Declared differences that did occur. */
  declared: number;
}

/** A value as text: integers of any kind alike, a blob as hex, NULL as NULL. */
export function valueText(v: SqlValue): string {
  if (v === null) return 'NULL';
  if (v instanceof Uint8Array) return `x'${Buffer.from(v).toString('hex')}'`;
  return String(v);
}

const list = (rules: string[]) => (rules.length === 0 ? 'none' : rules.sort().join(', '));

/** What a step shows for each compared field. */
function fieldsOf(s: StepTrace | undefined, t: Trace, i: number): Record<DifferenceField, string> {
  return {
    outcome: s?.outcome ?? 'not run',
    token: s ? valueText(s.token) : 'none',
    violations: list(t.violations.filter((v) => v.step === i).map((v) => v.rule)),
    warnings: list(t.warnings.filter((w) => w.step === i).map((w) => w.rule)),
    error: s?.error != null ? 'an error' : 'none',
  };
}

/** A step's error for the message: its first line, short. */
function errorText(s: StepTrace | undefined): string {
  const line = (s?.error ?? '').split('\n')[0] ?? '';
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 77)}...` : line);
}

const FIELDS: DifferenceField[] = ['outcome', 'token', 'violations', 'warnings', 'error'];

/** Every difference between the two runs, step by step in run order. */
export function differences(sqlite: Trace, postgres: Trace): Difference[] {
  const out: Difference[] = [];
  // A schema that fails on one engine only: its steps ran on the other alone, so that is all.
  if ((sqlite.schemaError === null) !== (postgres.schemaError === null))
    return [
      {
        step: 'schema',
        field: 'error',
        sqlite: sqlite.schemaError === null ? 'none' : JSON.stringify(sqlite.schemaError),
        postgres: postgres.schemaError === null ? 'none' : JSON.stringify(postgres.schemaError),
      },
    ];
  const n = Math.max(sqlite.steps.length, postgres.steps.length);
  for (let i = 0; i < n; i++) {
    const a = fieldsOf(sqlite.steps[i], sqlite, i);
    const b = fieldsOf(postgres.steps[i], postgres, i);
    for (const field of FIELDS)
      if (a[field] !== b[field])
        out.push(
          field === 'error'
            ? {
                step: i,
                field,
                sqlite: a.error === 'none' ? 'none' : errorText(sqlite.steps[i]),
                postgres: b.error === 'none' ? 'none' : errorText(postgres.steps[i]),
              }
            : { step: i, field, sqlite: a[field], postgres: b[field] },
        );
  }
  return out;
}

/** The differences, checked against what the scenario declares. */
export function compareRuns(
  sqlite: Trace,
  postgres: Trace,
  declared: readonly DeclaredDifference[],
): Comparison {
  const found = differences(sqlite, postgres);
  const allows = (d: Difference, x: DeclaredDifference) => x.step === d.step && x.field === d.field;
  return {
    undeclared: found.filter((d) => !declared.some((x) => allows(d, x))),
    unseen: declared.filter((x) => !found.some((d) => allows(d, x))),
    declared: declared.length - declared.filter((x) => !found.some((d) => allows(d, x))).length,
  };
}

/** `step 3 (t=5, A, claim)`, from the SQLite run's record of the step. */
export function stepLabel(trace: Trace, step: number | 'schema'): string {
  if (step === 'schema') return 'schema';
  const s = trace.steps[step];
  return s ? `step ${step} (t=${s.at}, ${s.actor}, ${s.do})` : `step ${step}`;
}

/** The line the check prints for an undeclared difference. */
export function differenceLine(where: string, sqlite: Trace, d: Difference): string {
  return (
    `${where}: ${stepLabel(sqlite, d.step)}: ${d.field} ${d.sqlite} on SQLite, ` +
    `${d.postgres} on PostgreSQL`
  );
}

/** The line for a declared difference that did not occur. */
export function unseenLine(where: string, sqlite: Trace, x: DeclaredDifference): string {
  return (
    `${where}: ${stepLabel(sqlite, x.step)}: ${x.field} difference declared but not seen ` +
    `(${x.reason}): remove it from postgres: differences:`
  );
}
