// How the CLI prints a trace: the contract's JSON (English, whatever --lang says), or a readable
// table in the chosen language.
import type {
  SqlValue,
  StepTrace,
  StepWait,
  Trace,
  Violation,
  Warning,
} from '../../src/engine/types';
import { tokenText } from '../../src/engine/values';
import { findingText } from '../../src/i18n/findingText';
import { currentLocale, t } from '../../src/i18n/i18n';
import { noticeText, stepErrorText } from '../../src/i18n/stepErrorText';

/**
 * The contract's JSON object for `run --json` (plus `line` per step and `notices`, both additions;
 * on PostgreSQL also `waited` on a step that waited and `engine: "postgres"`, docs/postgres.md).
 */
export function traceJson(trace: Trace) {
  const json = {
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
      ...(s.waited ? { waited: s.waited } : {}),
    })),
    violations: trace.violations.map((v) => ({ rule: v.rule, step: v.step, message: v.message })),
    warnings: trace.warnings.map((w) => ({ rule: w.rule, step: w.step, message: w.message })),
    notices: trace.notices,
  };
  return trace.engine ? { ...json, engine: trace.engine } : json;
}

const show = (v: SqlValue): string => (v === null ? '-' : tokenText(v));

function expectCell(s: StepTrace): string {
  if (s.expect === null) return '';
  return t(s.met ? 'cli.cell.met' : 'cli.cell.notMet', { expect: s.expect });
}

// Outcomes and expectations stay the contract's words (`accepted`), in every language: they are
// values, as the file's `expect:` and the JSON write them.
function outcomeCell(s: StepTrace): string {
  if (s.outcome !== null) return s.outcome;
  return s.do === 'pause' ? t('cli.cell.paused') : t('cli.cell.crashed');
}

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;

/** Columns a terminal gives a text: two for each wide (CJK, full-width) character. */
export function displayWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

/** The engine's English sentences a step's error can be; any other (SQLite's own) stays. */
/** A plain-text table of steps, then violations and notices, each in one sentence. */
export function traceTable(trace: Trace): string {
  const head = [
    '#',
    't',
    t('cli.col.actor'),
    t('cli.col.action'),
    t('cli.col.outcome'),
    t('cli.col.changes'),
    t('cli.col.token'),
    t('cli.col.expect'),
  ];
  const rows = trace.steps.map((s) => [
    String(s.i),
    s.waited ? `${s.at}→${s.waited.until}` : String(s.at),
    s.actor,
    s.do === 'pause' ? `pause→${findUntil(s)}` : s.do,
    outcomeCell(s),
    s.outcome === null ? '' : String(s.changes),
    show(s.token),
    expectCell(s),
  ]);
  // English is measured as it always was (in code units), so its table stays byte for byte.
  const width = currentLocale() === 'en' ? (s: string) => s.length : displayWidth;
  const widths = head.map((h, c) => Math.max(width(h), ...rows.map((r) => width(r[c] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => cell + ' '.repeat(Math.max(0, (widths[c] ?? 0) - width(cell))))
      .join('  ')
      .trimEnd();
  const out = [
    trace.title,
    ...(trace.engine === 'postgres' ? [t('cli.engine.postgres')] : []),
    '',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ];
  for (const s of trace.steps) {
    if (s.waited) out.push(`  ${waitLine(s, s.waited)}`);
    if (s.error)
      out.push(`  ${t('cli.stepError', { i: String(s.i), error: errorText(trace, s) })}`);
  }
  out.push('');
  if (trace.violations.length === 0) out.push(t('cli.safe'));
  else {
    out.push(t('cli.violations', { n: String(trace.violations.length) }));
    for (const v of trace.violations) out.push(`  ${t('cli.violation', finding(v))}`);
  }
  for (const w of trace.warnings) out.push(t('cli.warning', finding(w)));
  trace.notices.forEach((n, k) =>
    out.push(t('cli.note', { note: noticeText(trace.noticeFacts[k], n) })),
  );
  const stated = trace.steps.filter((s) => s.expect !== null);
  const missed = stated.filter((s) => s.met === false);
  out.push(
    stated.length === 0
      ? t('cli.expect.none')
      : missed.length === 0
        ? t('cli.expect.allMet', { n: String(stated.length) })
        : t('cli.expect.missed', {
            missed: String(missed.length),
            stated: String(stated.length),
            steps: missed.map((s) => s.i).join(t('cli.separator')),
          }),
  );
  return out.join('\n');
}

/** A violation's or a warning's rule, step and sentence, the sentence in the current language. */
function finding(f: Violation | Warning) {
  return { rule: f.rule, step: String(f.step), message: findingText(f) ?? f.message };
}

function findUntil(s: StepTrace): string {
  const b = s.beliefs[s.actor];
  return b?.pausedUntil === null || b?.pausedUntil === undefined ? '?' : String(b.pausedUntil);
}

/** How long a step waited, and for whom (PostgreSQL only). */
function waitLine(s: StepTrace, w: StepWait): string {
  const at = { i: String(s.i), from: String(s.at), until: String(w.until) };
  return w.on.length > 0
    ? t('cli.stepWaited', { ...at, on: w.on.join(t('cli.separator')) })
    : t('cli.stepWaitedBehind', at);
}

/** A step's error in the current language; PostgreSQL's own message says where it came from. */
function errorText(trace: Trace, s: StepTrace): string {
  const english = s.error ?? '';
  if (trace.engine !== 'postgres') return stepErrorText(s.errorFacts, english);
  if (s.errorFacts?.kind === 'sql')
    return t('cli.error.postgres', { message: s.errorFacts.sqlite });
  if (s.errorFacts?.kind === 'time-limit' && s.waited && s.waited.on.length > 0)
    return t('cli.error.waitLimit', {
      on: s.waited.on.join(t('cli.separator')),
      ms: String(s.errorFacts.ms),
    });
  return stepErrorText(s.errorFacts, english);
}
