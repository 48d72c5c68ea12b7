// What a key point's scenario must show (`shows:` in a question file), checked against the run's
// trace, so a "Prove it" link cannot open a scenario that runs cleanly but proves something else.
import type { SqlValue, TableSnapshot, Trace } from '../../engine/types';
import type { ShowsCheck } from './questionSchema';

/** A check as it is written in YAML, for messages: `{ step: 3, outcome: rejected }`. */
export function describeCheck(check: ShowsCheck): string {
  const parts = Object.entries(check).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `{ ${parts.join(', ')} }`;
}

/** The tables after the last step (the tables after the schema when no step ran). */
function finalTables(trace: Trace): TableSnapshot[] {
  return trace.steps.at(-1)?.tables ?? trace.initial;
}

function sameValue(actual: SqlValue, wanted: string | number | null): boolean {
  if (wanted === null || actual === null) return actual === wanted;
  if (typeof wanted === 'number')
    return (
      (typeof actual === 'number' || typeof actual === 'bigint') &&
      String(actual) === String(wanted)
    );
  return typeof actual === 'string' && actual === wanted;
}

function checkRow(trace: Trace, name: string, row: Record<string, string | number | null>) {
  const table = finalTables(trace).find((t) => t.name === name);
  if (!table) return `the final tables have no table "${name}"`;
  const missing = Object.keys(row).filter((c) => !table.columns.includes(c));
  if (missing.length > 0)
    return `table "${name}" has no column ${missing.map((c) => `"${c}"`).join(', ')}`;
  const found = table.rows.some((r) =>
    Object.entries(row).every(([c, v]) => sameValue(r[table.columns.indexOf(c)] ?? null, v)),
  );
  if (found) return null;
  const shown =
    table.total > table.rows.length
      ? ` (only ${table.rows.length} of ${table.total} rows kept)`
      : '';
  return `no row of "${name}" in the final tables matches${shown}`;
}

/**
 * Runs one check on a trace. Returns null when the scenario shows it, else a sentence saying what
 * the run did instead.
 */
export function failedCheck(trace: Trace, check: ShowsCheck): string | null {
  if ('outcome' in check) {
    const step = trace.steps[check.step];
    if (!step) return `the run has no step ${check.step} (it has ${trace.steps.length})`;
    const was = step.outcome ?? `a ${step.do} with no outcome`;
    return step.outcome === check.outcome
      ? null
      : `step ${check.step} (${step.actor} ${step.do}) was ${was}`;
  }
  if ('rule' in check) {
    const hits = trace.violations.filter((v) => v.rule === check.rule);
    if (hits.length > 0 === check.fires) return null;
    return check.fires
      ? `${check.rule} never fires in the run`
      : `${check.rule} fires at step ${hits.map((v) => v.step).join(', ')}`;
  }
  if ('warning' in check) {
    const hits = trace.warnings.filter((w) => w.rule === check.warning);
    if (hits.length > 0 === check.fires) return null;
    return check.fires
      ? `${check.warning} is never warned in the run`
      : `${check.warning} is warned at step ${hits.map((w) => w.step).join(', ')}`;
  }
  return checkRow(trace, check.table, check.row);
}
