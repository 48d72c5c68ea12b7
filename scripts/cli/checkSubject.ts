// What `check` checks, opened as the page opens it: a lesson (by id or file, merged with its
// translation for --lang as the app merges it) or an exercise link, and the Node hosts it is
// checked on, wired as `lessons:check` wires them (docs/cli-check.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSharedExercise } from '../../src/content/check/exerciseCheck';
import { decodeExerciseFragment, isExerciseFragment } from '../../src/content/links/exerciseLink';
import { loadLesson, type Lesson } from '../../src/content/lessons/lesson';
import {
  checkAnswer,
  type AnswerReport,
  type CheckOptions,
  type RunScenario,
} from '../../src/content/check/lessonCheck';
import { emptyProgress } from '../../src/content/files/progressFile';
import { exploreForCheck } from '../../src/content/check/scheduleVerdict';
import {
  lessonWords,
  translationIssues,
  translationPath,
  TRANSLATED_LOCALES,
} from '../../src/content/authoring/translation';
import { translateLesson } from '../../src/content/authoring/translationMerge';
import { parseYaml } from '../../src/engine/yamlSource';
import { currentLocale, t, type MessageKey } from '../../src/i18n/i18n';
import { issueLine } from '../../src/i18n/issueText';
import { createNodeExplorer, createNodeSupervisor } from '../../src/sql/nodeHost';
import { learnerSql } from '../../src/content/lessons/lessonSql';
import { exerciseLinkProblemText } from '../../src/i18n/linkText';
import { EXIT, type CliResult } from './runCommand';

/** What is checked, a lesson's exercise or a shared one, as one shape. */
export interface Subject {
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

const LESSONS = fileURLToPath(new URL('../../lessons/', import.meta.url));

/** A supervisor and an explorer in worker threads, wired as scripts/lessonsCheck.ts wires them. */
export function nodeHosts(timeLimitMs?: number): Hosts & { dispose(): void } {
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

type Opened = { subject: Subject; notes: string[] } | { lines: string[] };

/** The lesson (by id or file) or the exercise link, opened as the page opens it. */
export function openSubject(target: string, translate: boolean): Opened {
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

// ---- Bad input -------------------------------------------------------------------------------

/** The one-line message for SQL given for an action the exercise does not edit. */
export function notEdited(subject: Subject, action: string, where: string): string {
  const edit = subject.edit.join(t('cli.separator'));
  return t('cli.check.notEdited', { where, action, edit });
}

/** A file's text, or the error code (ENOENT, EISDIR, …) that says why it cannot be read. */
export function readText(file: string): { text: string } | { code: string } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (e) {
    return { code: String((e as NodeJS.ErrnoException).code ?? e) };
  }
}

/** Why a file or folder cannot be read, in a few words of the current language. */
export function whyText(code: string): string {
  const why: Record<string, MessageKey> = {
    ENOENT: 'cli.read.noFile',
    EISDIR: 'cli.read.folder',
    ENOTDIR: 'cli.check.read.notFolder',
  };
  const key = why[code];
  return key ? t(key) : code;
}

/** Bad input: exit 2, the lines on stderr and no report. */
export function invalid(lines: string[]): CliResult {
  return { code: EXIT.invalid, stdout: '', stderr: lines.join('\n') };
}
