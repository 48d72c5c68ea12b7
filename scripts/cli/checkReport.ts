// `check`'s report in words, laid out as the page lays it out and in the page's words
// (src/i18n/checkText.ts and the `lesson.*` catalog), and as one JSON object in English
// (docs/cli-check.md).
import type { GeneratedResult } from '../../src/content/check/generatedCheck';
import {
  failureReasons,
  type AnswerReport,
  type TimelineResult,
} from '../../src/content/check/lessonCheck';
import type { Difference } from '../../src/engine/differ/search';
import { runOrder } from '../../src/engine/runOrder';
import { scenarioToYaml } from '../../src/engine/scenarioYaml';
import type { Violation } from '../../src/engine/types';
import { checkHeadline, expectationText } from '../../src/i18n/checkText';
import { differenceText } from '../../src/i18n/differenceText';
import { findingText } from '../../src/i18n/findingText';
import { t } from '../../src/i18n/i18n';
import { schemaErrorText } from '../../src/i18n/stepErrorText';
import { verdictSummary } from '../../src/i18n/verdictSummary';
import type { Subject } from './checkSubject';
import { displayWidth } from './format';

/** A violation that fails a timeline: the schema's failure (step -1), or a rule's finding. */
function violationText(tl: TimelineResult, v: Violation): string {
  const text =
    v.step === -1
      ? schemaErrorText(tl.trace.schemaErrorFacts, v.message)
      : (findingText(v) ?? v.message);
  return `${v.rule}: ${text}`;
}

/** Why the generated timelines fail an answer: tables it may not touch, a difference, no verdict. */
function generatedTexts(g: GeneratedResult): string[] {
  const tables = g.tables.map(
    (p) =>
      `${p.says} ${
        p.how === 'unknown'
          ? t('lesson.tables.unknown', { action: p.action, why: p.message })
          : t(`lesson.tables.${p.how}`, { action: p.action, table: p.table })
      }`,
  );
  const stopped = g.stopped === null ? [] : [t('lesson.generated.stopped', { why: g.stopped })];
  return [...tables, ...(g.facts ? [differenceText(g.facts)] : []), ...stopped];
}

function runawayText(report: AnswerReport): string | null {
  const at = report.runawayAt;
  if (at) return t('lesson.check.runawayAt', { ...at, at: String(at.at) });
  return report.runaway;
}

const scheduleText = (x: AnswerReport['schedules'][number]) =>
  x.result ? verdictSummary(x.result) : x.summary;

/** Every reason the report fails, in failureReasons' order, in the current language. */
export function textReasons(report: AnswerReport): string[] {
  const generated = report.generated ? generatedTexts(report.generated) : [];
  const where = t('cli.check.where.generated');
  const runaway = runawayText(report);
  return [
    ...report.timelines.flatMap((tl) => [
      ...tl.expectations.filter((e) => !e.met).map((e) => `[${tl.id}] ${expectationText(e)}`),
      ...tl.violations.map((v) => `[${tl.id}] ${violationText(tl, v)}`),
    ]),
    ...(report.generated && !report.generated.passed
      ? generated.map((s) => `[${where}] ${s}`)
      : []),
    ...report.schedules
      .filter((x) => !x.passed)
      .map((x) => `[${t('cli.check.where.schedules', { id: x.id })}] ${scheduleText(x)}`),
    ...(runaway === null ? [] : [runaway]),
  ];
}

/** The report as the page lays it out, in the current language. */
export function reportText(title: string, report: AnswerReport): string {
  const out = [title, checkHeadline(report)];
  if (report.wrongAnswer) out.push(report.wrongAnswer);
  const runaway = runawayText(report);
  if (runaway) out.push(runaway);
  out.push('');
  const mark = (passed: boolean) => (passed ? '✓' : '✗');
  for (const tl of report.timelines) {
    out.push(`${mark(tl.passed)} [${tl.id}] ${tl.title}`);
    for (const e of tl.expectations.filter((x) => !x.met)) out.push(`  ✗ ${expectationText(e)}`);
    for (const v of tl.violations) out.push(`  ✗ ${violationText(tl, v)}`);
  }
  if (report.skipped.length > 0) {
    const titles = report.skipped.map((s) => `“${s.title}”`).join(t('lesson.check.listSeparator'));
    out.push(t('lesson.check.skipped', { titles }));
  }
  const g = report.generated;
  if (g && !g.passed) {
    const heading = t(g.tables.length > 0 ? 'lesson.tables.title' : 'lesson.generated.title');
    out.push('', `✗ ${heading}`, ...generatedTexts(g).map((s) => `  ${s}`));
    if (g.difference) out.push('', ...differenceTable(g.difference).map((l) => `  ${l}`));
    if (g.difference)
      out.push('', t('cli.check.generated.yaml'), scenarioToYaml(g.difference.scenario).trimEnd());
  }
  for (const x of report.schedules) {
    const heading = t('lesson.check.everySchedule', { title: x.title });
    out.push('', `${mark(x.passed)} [${x.id}] ${heading}`, `  ${scheduleText(x)}`);
  }
  return out.join('\n');
}

/** Who took a step: the worker, or another process of it with the token it presented. */
function processOf(d: Difference, i: number): string | null {
  const step = d.scenario.steps[runOrder(d.scenario.steps)[i] ?? -1];
  if (step?.token === undefined) return null;
  return step.token === null ? 'none' : String(step.token);
}

/** The shortest timeline's steps, each with the answer's outcome and the solution's. */
function differenceTable(d: Difference): string[] {
  const cell = (s: Difference['answer'][number] | undefined) => {
    if (!s) return '';
    const o = s.outcome ?? t(s.do === 'pause' ? 'cli.cell.paused' : 'cli.cell.crashed');
    return s.rules.length > 0 ? `${o} (${s.rules.join(t('cli.separator'))})` : o;
  };
  const head = ['#', 't', t('cli.col.actor'), t('cli.col.action')];
  const rows = d.answer.map((a, i) => {
    const p = processOf(d, i);
    const actor =
      p === null
        ? a.actor
        : t(p === 'none' ? 'cli.check.cell.processNone' : 'cli.check.cell.process', {
            actor: a.actor,
            token: p,
          });
    const parts = i === d.parting.step ? `← ${t('lesson.generated.parts')}` : '';
    return [String(i), String(a.at), actor, a.do, cell(a), cell(d.solution[i]), parts];
  });
  return table([...head, t('cli.check.col.answer'), t('cli.check.col.solution'), ''], rows);
}

/** The report as one JSON object, in English whatever the --lang (docs/cli-check.md). */
export function reportJson(subject: Subject, report: AnswerReport) {
  const g = report.generated;
  const d = g?.difference ?? null;
  return {
    lesson: subject.lesson,
    title: subject.title,
    passed: report.passed,
    reasons: failureReasons(report),
    wrongAnswer: report.wrongAnswer,
    timelines: report.timelines.map((tl) => ({ id: tl.id, title: tl.title, passed: tl.passed })),
    skipped: report.skipped.map((s) => s.id),
    generated: g && {
      tried: g.tried,
      passed: g.passed,
      sentence: g.sentence,
      stopped: g.stopped,
      timeline: d && {
        parts: d.parting.step,
        steps: d.answer.map((a, i) => ({
          i,
          at: a.at,
          actor: a.actor,
          do: a.do,
          process: processOf(d, i),
          answer: a.outcome,
          solution: d.solution[i]?.outcome ?? null,
          answerRules: a.rules,
          solutionRules: d.solution[i]?.rules ?? [],
        })),
        yaml: scenarioToYaml(d.scenario),
      },
    },
    schedules: report.schedules.map((x) => ({
      id: x.id,
      title: x.title,
      verdict: x.verdict,
      passed: x.passed,
      summary: x.summary,
    })),
    runaway: report.runaway,
  };
}

/** Aligned columns (by display width); the last column is not padded. */
export function table(head: string[], rows: string[][]): string[] {
  const last = head.length - 1;
  const widths = head.map((h, c) =>
    c === last
      ? displayWidth(h)
      : Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[c] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => cell + ' '.repeat(Math.max(0, (widths[c] ?? 0) - displayWidth(cell))))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}
