// `check <lesson id | lesson file | exercise link> [--sql <action>=<file.sql> …] [--answers <dir>]`:
// the learner's report as the page gives it, by the page's own code path: the lesson from
// `loadLesson` (merged with its translation for --lang, as the app merges it), `checkAnswer` with a
// Node supervisor and explorer wired as `lessons:check` wires them, `checkSharedExercise` for a
// link. Only the printing is the CLI's; its words are the page's (docs/cli-check.md). What is
// checked is opened in checkSubject.ts, a folder graded in checkAnswers.ts, the report worded in
// checkReport.ts.
import { exactJson } from '../../src/engine/values';
import { t } from '../../src/i18n/i18n';
import { checkAnswers } from './checkAnswers';
import { reportJson, reportText } from './checkReport';
import { invalid, nodeHosts, notEdited, openSubject, readText, whyText } from './checkSubject';
import { EXIT, type CliResult } from './runCommand';

/** `check`'s own arguments: what to check, and whose SQL. */
export interface CheckArgs {
  target: string;
  /** `--sql <action>=<file>`, in the order given. */
  sql: { action: string; file: string }[];
  /** `--answers <dir>`: a folder of submissions, one file per learner. */
  answers: string | null;
}

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
