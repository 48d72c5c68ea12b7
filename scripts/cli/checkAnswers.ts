// `check … --answers <folder>`: a folder of submissions, one file per learner, each graded as
// `check --sql` would grade it, a row each (docs/cli-check.md, "A folder of submissions").
import { readdirSync, type Dirent } from 'node:fs';
import { extname, join } from 'node:path';
import { failureReasons, type AnswerReport } from '../../src/content/check/lessonCheck';
import { exactJson } from '../../src/engine/values';
import { parseYaml } from '../../src/engine/yamlSource';
import { currentLocale, t } from '../../src/i18n/i18n';
import { issueLine } from '../../src/i18n/issueText';
import { reportJson, table, textReasons } from './checkReport';
import { invalid, nodeHosts, notEdited, readText, whyText, type Subject } from './checkSubject';
import { useLocale } from './language';
import { EXIT, type CliResult } from './runCommand';

/** A submission's verdict (`not-solved` in JSON, the catalog's words in text). */
type Verdict = 'solved' | 'not-solved' | 'invalid';

interface Row {
  learner: string;
  file: string;
  verdict: Verdict;
  /** The first reason, in the chosen language and in English (null when solved). */
  reason: { text: string; english: string } | null;
  report: AnswerReport | null;
}

/**
 * Grades every `<learner>.yaml` / `.yml` (a mapping of edited action to SQL) and `<learner>.sql`
 * (one action's SQL) in a folder, in name order: a row each, an ill-formed one `invalid`.
 */
export async function checkAnswers(
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
      const english = failureReasons(report)[0];
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
