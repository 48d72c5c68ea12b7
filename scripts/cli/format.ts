// How the CLI prints a trace: the contract's JSON, or a readable table.
import type { SqlValue, StepTrace, Trace } from '../../src/engine/types';
import { tokenText } from '../../src/engine/values';

/** The contract's JSON object for `run --json` (plus `line` per step and `notices`, both additions). */
export function traceJson(trace: Trace) {
  return {
    title: trace.title,
    ok: trace.ok,
    safe: trace.safe,
    steps: trace.steps.map((s) => ({
      i: s.i,
      at: s.at,
      actor: s.actor,
      do: s.do,
      outcome: s.outcome,
      changes: s.changes,
      token: s.token,
      expect: s.expect,
      met: s.met,
      error: s.error,
      line: s.line,
    })),
    violations: trace.violations.map((v) => ({ rule: v.rule, step: v.step, message: v.message })),
    warnings: trace.warnings.map((w) => ({ rule: w.rule, step: w.step, message: w.message })),
    notices: trace.notices,
  };
}

const show = (v: SqlValue): string => (v === null ? '-' : tokenText(v));

function expectCell(s: StepTrace): string {
  if (s.expect === null) return '';
  return `${s.expect} ${s.met ? 'met' : 'NOT MET'}`;
}

function outcomeCell(s: StepTrace): string {
  if (s.outcome !== null) return s.outcome;
  return s.do === 'pause' ? '(paused)' : '(crashed)';
}

/** A plain-text table of steps, then violations and notices, each in one sentence. */
export function traceTable(trace: Trace): string {
  const head = ['#', 't', 'actor', 'action', 'outcome', 'changes', 'token', 'expect'];
  const rows = trace.steps.map((s) => [
    String(s.i),
    String(s.at),
    s.actor,
    s.do === 'pause' ? `pause→${findUntil(s)}` : s.do,
    outcomeCell(s),
    s.outcome === null ? '' : String(s.changes),
    show(s.token),
    expectCell(s),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [
    trace.title,
    '',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ];
  for (const s of trace.steps) {
    if (s.error) out.push(`  step ${s.i} error: ${s.error}`);
  }
  out.push('');
  if (trace.violations.length === 0) out.push('Violations: none. The run is safe.');
  else {
    out.push(`Violations (${trace.violations.length}):`);
    for (const v of trace.violations) out.push(`  ${v.rule} at step ${v.step}: ${v.message}`);
  }
  for (const w of trace.warnings) out.push(`Warning: ${w.rule} at step ${w.step}: ${w.message}`);
  for (const n of trace.notices) out.push(`Note: ${n}`);
  const stated = trace.steps.filter((s) => s.expect !== null);
  const missed = stated.filter((s) => s.met === false);
  out.push(
    stated.length === 0
      ? 'Expectations: none stated.'
      : missed.length === 0
        ? `Expectations: all ${stated.length} met.`
        : `Expectations: ${missed.length} of ${stated.length} NOT met (steps ${missed.map((s) => s.i).join(', ')}).`,
  );
  return out.join('\n');
}

function findUntil(s: StepTrace): string {
  const b = s.beliefs[s.actor];
  return b?.pausedUntil === null || b?.pausedUntil === undefined ? '?' : String(b.pausedUntil);
}
