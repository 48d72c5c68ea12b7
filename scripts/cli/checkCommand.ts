// `check <lesson id | lesson file | exercise link> [--sql <action>=<file.sql> …] [--answers <dir>]`:
// the learner's report as the page gives it, by the page's own code path: the lesson from
// `loadLesson` (merged with its translation for --lang, as the app merges it), `checkAnswer` with a
// Node supervisor and explorer wired as `lessons:check` wires them, `checkSharedExercise` for a
// link. Only the printing is the CLI's; its words are the page's (docs/cli-check.md).
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSharedExercise } from '../../src/content/exerciseCheck';
import { decodeExerciseFragment, isExerciseFragment } from '../../src/content/exerciseLink';
import type { GeneratedResult } from '../../src/content/generatedCheck';
import { loadLesson, type Lesson } from '../../src/content/lesson';
import {
  checkAnswer,
  type AnswerReport,
  type CheckOptions,
  type ExpectationResult,
  type RunScenario,
  type TimelineResult,
} from '../../src/content/lessonCheck';
import { emptyProgress } from '../../src/content/progressFile';
import { exploreForCheck } from '../../src/content/scheduleVerdict';
import {
  lessonWords,
  translationIssues,
  translationPath,
  TRANSLATED_LOCALES,
} from '../../src/content/translation';
import { translateLesson } from '../../src/content/translationMerge';
import type { Difference } from '../../src/engine/differ/search';
import { runOrder } from '../../src/engine/runOrder';
import { scenarioToYaml } from '../../src/engine/scenarioYaml';
import type { Outcome, Violation } from '../../src/engine/types';
import { exactJson } from '../../src/engine/values';
import { parseYaml } from '../../src/engine/yamlSource';
import { differenceText } from '../../src/i18n/differenceText';
import { findingText } from '../../src/i18n/findingText';
import { currentLocale, t, type MessageKey } from '../../src/i18n/i18n';
import { issueLine } from '../../src/i18n/issueText';
import { schemaErrorText, stepErrorText } from '../../src/i18n/stepErrorText';
import { createNodeExplorer, createNodeSupervisor } from '../../src/sql/nodeHost';
import { learnerSql } from '../../src/state/lessonSql';
import { exerciseLinkProblemText } from '../../src/state/linkText';
import { verdictSummary } from '../../src/ui/explorer/verdictSummary';
import { displayWidth } from './format';
import { useLocale } from './language';
import { EXIT, type CliResult } from './runCommand';

/** `check`'s own arguments: what to check, and whose SQL. */
export interface CheckArgs {
  target: string;
  /** `--sql <action>=<file>`, in the order given. */
  sql: { action: string; file: string }[];
  /** `--answers <dir>`: a folder of submissions, one file per learner. */
  answers: string | null;
}

/** What is checked, a lesson's exercise or a shared one, as one shape. */
interface Subject {
  /** The lesson's id; null for an exercise link. */
  lesson: string | null;
  title: string;
  edit: string[];
  check(sql: Record<string, string>, hosts: Hosts): Promise<AnswerReport>;
}

/** The Node hosts of a check, as `lessons:check` makes them. */
interface Hosts extends Required<Pick<CheckOptions, 'explore' | 'differ'>> {
  run: RunScenario;
}

/** A submission's verdict in --answers (`not-solved` in JSON, the catalog's words in text). */
type Verdict = 'solved' | 'not-solved' | 'invalid';

interface Row {
  learner: string;
  file: string;
  verdict: Verdict;
  /** The first reason, in the chosen language and in English (null when solved). */
  reason: { text: string; english: string } | null;
  report: AnswerReport | null;
}

const LESSONS = fileURLToPath(new URL('../../lessons/', import.meta.url));

/** Parses the arguments after `check`; a problem is a usage error. */
export function checkArgs(args: string[]): CheckArgs | { problem: string } {
  const out: CheckArgs = { target: '', sql: [], answers: null };
  const targets: string[] = [];
  for (let k = 0; k < args.length; k++) {
    const a = args[k] ?? '';
    if (a === '--sql') {
      const value = args[++k] ?? '';
      const eq = value.indexOf('=');
      const action = value.slice(0, eq);
      const file = value.slice(eq + 1);
      if (eq <= 0 || file === '' || value.startsWith('-'))
        return { problem: t('cli.usage.checkSql', { value }) };
      if (out.sql.some((s) => s.action === action))
        return { problem: t('cli.usage.checkSqlTwice', { action }) };
      out.sql.push({ action, file });
    } else if (a === '--answers') {
      const dir = args[++k];
      if (!dir || dir.startsWith('-') || out.answers !== null)
        return { problem: t('cli.usage.checkAnswers') };
      out.answers = dir;
    } else if (a.startsWith('-')) {
      return { problem: t('cli.usage.unknownOption', { option: a }) };
    } else targets.push(a);
  }
  const [target] = targets;
  if (target === undefined || targets.length > 1) return { problem: t('cli.usage.checkTarget') };
  if (out.answers !== null && out.sql.length > 0) return { problem: t('cli.usage.checkBoth') };
  return { ...out, target };
}

/**
 * Checks one learner's SQL (`--sql`; the starter for every edited action not given) or a folder
 * of submissions (`--answers`). Exit 0 solved (every submission), 1 not solved (some submission
 * not solved or invalid), 2 for bad input: the lesson, the link, a --sql file or action, the folder.
 */
export async function checkCommand(
  args: CheckArgs,
  json: boolean,
  timeLimitMs?: number,
): Promise<CliResult> {
  // --json is the same in every language, so its lesson keeps the English words.
  const opened = openSubject(args.target, !json);
  if ('lines' in opened) return invalid(opened.lines);
  const { subject, notes } = opened;
  if (args.answers !== null) return checkAnswers(subject, args.answers, json, notes, timeLimitMs);
  const sql: Record<string, string> = {};
  for (const { action, file } of args.sql) {
    if (!subject.edit.includes(action))
      return invalid([...notes, notEdited(subject, action, `--sql ${action}=${file}`)]);
    const read = readText(file);
    if ('code' in read)
      return invalid([
        ...notes,
        t('cli.check.read.sql', { file, action, why: whyText(read.code) }),
      ]);
    sql[action] = read.text;
  }
  const hosts = nodeHosts(timeLimitMs);
  try {
    const report = await subject.check(sql, hosts);
    const stdout = json
      ? exactJson(reportJson(subject, report), 2)
      : reportText(subject.title, report);
    return { code: report.passed ? EXIT.ok : EXIT.unmet, stdout, stderr: notes.join('\n') };
  } finally {
    hosts.dispose();
  }
}

/** A supervisor and an explorer in worker threads, wired as scripts/lessonsCheck.ts wires them. */
function nodeHosts(timeLimitMs?: number): Hosts & { dispose(): void } {
  const supervisor = createNodeSupervisor(timeLimitMs);
  const explorer = createNodeExplorer(timeLimitMs);
  return {
    run: (s) => supervisor.run(s),
    explore: exploreForCheck(explorer),
    differ: (input, p) => explorer.differ(input, p),
    dispose() {
      supervisor.dispose();
      explorer.dispose();
    },
  };
}

// ---- What is checked -------------------------------------------------------------------------

type Opened = { subject: Subject; notes: string[] } | { lines: string[] };

/** The lesson (by id or file) or the exercise link, opened as the page opens it. */
function openSubject(target: string, translate: boolean): Opened {
  if (/^(https?:\/\/|#|x=)/i.test(target) || target.includes('#x=')) return openLink(target);
  const byId = existsSync(target) || /\.ya?ml$/.test(target) ? null : lessonIds();
  const file = byId ? (byId.find((l) => l.id === target)?.file ?? null) : target;
  if (file === null) {
    const ids = (byId ?? []).map((l) => l.id).join(t('cli.separator'));
    return { lines: [t('cli.check.unknownLesson', { id: target, ids })] };
  }
  const read = readText(file);
  if ('code' in read)
    return { lines: [t('cli.check.read.lesson', { file, why: whyText(read.code) })] };
  const loaded = loadLesson(read.text, file);
  if (!loaded.ok) return { lines: loaded.issues.map(issueLine) };
  const { lesson, notes } = translate ? translated(loaded.lesson, file) : { ...loaded, notes: [] };
  const subject: Subject = {
    lesson: lesson.id,
    title: lesson.title,
    edit: lesson.exercise.edit,
    // The page's SQL: the learner's edits over the starter (state/lessonSql.ts).
    check: (sql, h) =>
      checkAnswer(lesson, learnerSql(lesson, { ...emptyProgress(), sql }), h.run, {
        explore: h.explore,
        differ: h.differ,
      }),
  };
  return { subject, notes };
}

/** An exercise link (`https://…/exercise#x=…`, `#x=…` or `x=…`), decoded as the page does. */
function openLink(target: string): Opened {
  const hash = target.includes('#') ? target.slice(target.indexOf('#')) : target;
  if (!isExerciseFragment(hash))
    return { lines: [t('cli.check.notExerciseLink', { link: target })] };
  const r = decodeExerciseFragment(hash);
  if (!r.ok) return { lines: [t('cli.check.badLink', { why: exerciseLinkProblemText(r.error) })] };
  const ex = r.exercise;
  const subject: Subject = {
    lesson: null,
    title: ex.title,
    edit: ex.edit,
    // The exercise page starts from the starter and keeps the learner's edits over it.
    check: async (sql, h) =>
      (await checkSharedExercise(ex, { ...ex.starter, ...sql }, h.run)).report,
  };
  return { subject, notes: [] };
}

/**
 * The lesson in the current language, as the app merges it (scripts/contentPlugin.ts): its
 * translation checked against it, then merged. A missing or broken translation leaves the lesson's
 * words English, with a note; the verdict is the same in every language.
 */
function translated(lesson: Lesson, file: string): { lesson: Lesson; notes: string[] } {
  const locale = TRANSLATED_LOCALES.find((l) => l === currentLocale());
  if (!locale || !file.replace(/\\/g, '/').includes('lessons/')) return { lesson, notes: [] };
  const path = translationPath(file.replace(/\\/g, '/'), locale);
  if (!existsSync(path)) return { lesson, notes: [t('cli.check.noTranslation', { file: path })] };
  const yaml = parseYaml(readFileSync(path, 'utf8'), path);
  if (!yaml.ok) return { lesson, notes: [badTranslation(yaml.issues)] };
  const issues = translationIssues(lessonWords(lesson), yaml.data, path, yaml.locate);
  if (issues.length > 0) return { lesson, notes: [badTranslation(issues)] };
  return { lesson: translateLesson(lesson, yaml.data), notes: [] };
}

const badTranslation = (issues: Parameters<typeof issueLine>[0][]) =>
  t('cli.check.badTranslation', { issue: issues[0] ? issueLine(issues[0]) : '' });

/** Each lesson file of lessons/ with its id, read without loading the lesson. */
function lessonIds(): { id: string; file: string }[] {
  if (!existsSync(LESSONS)) return [];
  return readdirSync(LESSONS)
    .filter((n) => n.endsWith('.lesson.yaml'))
    .sort()
    .flatMap((n) => {
      const path = join(LESSONS, n);
      const yaml = parseYaml(readFileSync(path, 'utf8'), path);
      const id = yaml.ok ? (yaml.data as { id?: unknown } | null)?.id : undefined;
      return typeof id === 'string' ? [{ id, file: relative(process.cwd(), path) }] : [];
    });
}

// ---- A folder of submissions -----------------------------------------------------------------

/**
 * Grades every `<learner>.yaml` / `.yml` (a mapping of edited action to SQL) and `<learner>.sql`
 * (one action's SQL) in a folder, in name order: a row each, an ill-formed one `invalid`.
 */
async function checkAnswers(
  subject: Subject,
  dir: string,
  json: boolean,
  notes: string[],
  timeLimitMs?: number,
): Promise<CliResult> {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    const code = String((e as NodeJS.ErrnoException).code ?? e);
    const why = code === 'ENOENT' ? t('cli.check.read.noFolder') : whyText(code);
    return invalid([...notes, t('cli.check.read.answers', { dir, why })]);
  }
  // Hidden files are no one's; anything else that is not a submission is named in a note.
  const visible = entries.filter((e) => !e.name.startsWith('.'));
  const isSubmission = (e: Dirent) => !e.isDirectory() && /\.(ya?ml|sql)$/.test(e.name);
  const files = visible.filter(isSubmission).map((e) => e.name);
  const ignored = visible
    .filter((e) => !isSubmission(e))
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
  if (ignored.length > 0)
    notes.push(t('cli.check.answers.ignored', { files: ignored.sort().join(t('cli.separator')) }));
  if (files.length === 0) return invalid([...notes, t('cli.check.answers.none', { dir })]);
  files.sort();
  const learner = (name: string) => name.slice(0, -extname(name).length);
  const hosts = nodeHosts(timeLimitMs);
  const rows: Row[] = [];
  try {
    for (const name of files) {
      const file = join(dir, name);
      const twins = files.filter((n) => learner(n) === learner(name));
      const sql =
        twins.length > 1
          ? {
              problem: () =>
                t('cli.check.answers.twice', { file, files: twins.join(t('cli.separator')) }),
            }
          : submissionSql(subject, file, name);
      if ('problem' in sql) {
        const reason = { text: sql.problem(), english: inEnglish(sql.problem) };
        rows.push({ learner: learner(name), file, verdict: 'invalid', reason, report: null });
        continue;
      }
      const report = await subject.check(sql.sql, hosts);
      const text = textReasons(report)[0];
      const english = englishReasons(report)[0];
      rows.push({
        learner: learner(name),
        file,
        verdict: report.passed ? 'solved' : 'not-solved',
        reason: text === undefined ? null : { text, english: english ?? text },
        report,
      });
    }
  } finally {
    hosts.dispose();
  }
  const stdout = json
    ? rows
        .map((r) =>
          exactJson({
            learner: r.learner,
            file: r.file,
            verdict: r.verdict,
            reason: r.reason?.english ?? null,
            report: r.report && reportJson(subject, r.report),
          }),
        )
        .join('\n')
    : answersTable(subject.title, rows);
  const code = rows.every((r) => r.verdict === 'solved') ? EXIT.ok : EXIT.unmet;
  return { code, stdout, stderr: notes.join('\n') };
}

type Problem = { problem: () => string };

/** A submission's SQL for the edited actions, or why the file is not a submission. */
function submissionSql(
  subject: Subject,
  file: string,
  name: string,
): { sql: Record<string, string> } | Problem {
  const read = readText(file);
  if ('code' in read)
    return { problem: () => t('cli.check.read.submission', { file, why: whyText(read.code) }) };
  if (name.endsWith('.sql')) {
    const [action] = subject.edit;
    if (action !== undefined && subject.edit.length === 1) return { sql: { [action]: read.text } };
    const edit = subject.edit.join(t('cli.separator'));
    return { problem: () => t('cli.check.answers.sqlFile', { file, edit }) };
  }
  const yaml = parseYaml(read.text, file);
  if (!yaml.ok) {
    const [issue] = yaml.issues;
    return { problem: () => (issue ? issueLine(issue) : file) };
  }
  const at = (path: string[]) => `${file}:${yaml.locate(path) ?? '?'}`;
  const data = yaml.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return { problem: () => t('cli.check.answers.notMapping', { where: at([]) }) };
  const sql: Record<string, string> = {};
  for (const [action, text] of Object.entries(data as Record<string, unknown>)) {
    if (!subject.edit.includes(action))
      return { problem: () => notEdited(subject, action, at([action])) };
    if (typeof text !== 'string')
      return { problem: () => t('cli.check.answers.notText', { where: at([action]), action }) };
    sql[action] = text;
  }
  if (Object.keys(sql).length === 0)
    return { problem: () => t('cli.check.answers.notMapping', { where: at([]) }) };
  return { sql };
}

function answersTable(title: string, rows: Row[]): string {
  const word = (v: Verdict) => t(`cli.check.verdict.${v === 'not-solved' ? 'notSolved' : v}`);
  const head = [t('cli.check.col.learner'), t('cli.check.col.verdict'), t('cli.check.col.reason')];
  const cells = rows.map((r) => [r.learner, word(r.verdict), r.reason?.text ?? '']);
  const count = (v: Verdict) => String(rows.filter((r) => r.verdict === v).length);
  const summary = t('cli.check.answers.summary', {
    n: String(rows.length),
    solved: count('solved'),
    notSolved: count('not-solved'),
    invalid: count('invalid'),
  });
  return [title, '', ...table(head, cells), '', summary].join('\n');
}

// ---- The report, in words and as JSON --------------------------------------------------------

/** The page's headline for a report (ui/lesson/CheckReport.tsx's `headline`). */
function headline(report: AnswerReport): string {
  const n = report.generated?.tried ?? 0;
  const schedules = report.schedules.length > 0;
  if (report.passed && n > 0)
    return t(schedules ? 'lesson.check.passedGeneratedSchedules' : 'lesson.check.passedGenerated', {
      n,
    });
  if (report.passed)
    return t(schedules ? 'lesson.check.passedWithSchedules' : 'lesson.check.passed');
  if (report.runaway) return t('lesson.check.runaway');
  if (report.generated && report.generated.tables.length > 0) return t('lesson.check.tablesFail');
  if (report.generated && !report.generated.passed) return t('lesson.check.generatedFails');
  if (report.timelines.every((x) => x.passed)) return t('lesson.check.scheduleFails');
  return t('lesson.check.timelinesFail');
}

/** What should happen at a step and what did, in the current language (as the page says it). */
function expectationText(e: ExpectationResult): string {
  const word = (o: Outcome) => t(`lesson.outcome.${o}`);
  const facts = { at: e.at, actor: e.actor, do: e.do, expect: word(e.expect) };
  if (e.met) return t('lesson.expect.met', facts);
  if (e.error !== null)
    return t('lesson.expect.error', { ...facts, error: stepErrorText(e.errorFacts, e.error) });
  if (e.outcome === null) return t('lesson.expect.notRun', facts);
  return t('lesson.expect.unmet', { ...facts, outcome: word(e.outcome) });
}

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

/** Every reason the report fails, in failureSummary's order, in the current language. */
function textReasons(report: AnswerReport): string[] {
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

/** Every reason, in English, as lessonCheck's failureSummary words each (the JSON's). */
function englishReasons(report: AnswerReport): string[] {
  return [
    ...report.timelines.flatMap((tl) => [
      ...tl.expectations.filter((e) => !e.met).map((e) => `[${tl.id}] ${e.sentence}`),
      ...tl.violations.map((v) => `[${tl.id}] ${v.rule}: ${v.message}`),
    ]),
    ...(report.generated?.sentence ? [`[generated] ${report.generated.sentence}`] : []),
    ...(report.generated?.stopped ? [`[generated] ${report.generated.stopped}`] : []),
    ...report.schedules
      .filter((x) => !x.passed)
      .map((x) => `[${x.id}, every schedule] ${x.summary}`),
    ...(report.runaway === null ? [] : [report.runaway]),
  ];
}

/** The report as the page lays it out, in the current language. */
function reportText(title: string, report: AnswerReport): string {
  const out = [title, headline(report)];
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
function reportJson(subject: Subject, report: AnswerReport) {
  const g = report.generated;
  const d = g?.difference ?? null;
  return {
    lesson: subject.lesson,
    title: subject.title,
    passed: report.passed,
    reasons: englishReasons(report),
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

// ---- Small helpers ---------------------------------------------------------------------------

/** Aligned columns (by display width); the last column is not padded. */
function table(head: string[], rows: string[][]): string[] {
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

/** The one-line message for SQL given for an action the exercise does not edit. */
function notEdited(subject: Subject, action: string, where: string): string {
  const edit = subject.edit.join(t('cli.separator'));
  return t('cli.check.notEdited', { where, action, edit });
}

/** A file's text, or the error code (ENOENT, EISDIR, …) that says why it cannot be read. */
function readText(file: string): { text: string } | { code: string } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (e) {
    return { code: String((e as NodeJS.ErrnoException).code ?? e) };
  }
}

/** Why a file or folder cannot be read, in a few words of the current language. */
function whyText(code: string): string {
  const why: Record<string, MessageKey> = {
    ENOENT: 'cli.read.noFile',
    EISDIR: 'cli.read.folder',
    ENOTDIR: 'cli.check.read.notFolder',
  };
  const key = why[code];
  return key ? t(key) : code;
}

/** `say` in English (the JSON's words), whatever the --lang, then back to it. */
function inEnglish(say: () => string): string {
  const was = currentLocale();
  if (was === 'en') return say();
  useLocale('en');
  try {
    return say();
  } finally {
    useLocale(was);
  }
}

function invalid(lines: string[]): CliResult {
  return { code: EXIT.invalid, stdout: '', stderr: lines.join('\n') };
}
