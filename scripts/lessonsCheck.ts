// `npm run lessons:check`: every lesson valid; its solution passing, its starter, mutants and
// declared wrong answers failing; every question's key points shown by their scenarios.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkLessons } from '../src/content/authoring/checkLessons';
import { checkQuestions } from '../src/content/practice/questionCheck';
import { checkTranslations } from '../src/content/authoring/checkTranslations';
import { TRANSLATED_LOCALES } from '../src/content/authoring/translation';
import { formatIssue } from '../src/engine/yamlSource';
import { translatedOriginals } from './translatedOriginals';
import { checkPostgresContent } from './postgresContent';
import { contentLinkIssues } from './contentLinks';
import { chineseTermIssues } from './chineseTerms';
import { hintCorpusCheck } from './hintCorpora';
import { exploreForCheck } from '../src/content/check/scheduleVerdict';
import { createNodeExplorer, createNodeSupervisor } from '../src/sql/nodeHost';

/** Every `*.lesson.yaml` below a folder, in path order. */
export function lessonFiles(root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    // Translations (lessons/zh-CN/…) are checked against their English files, below.
    if (entry.isDirectory() && (TRANSLATED_LOCALES as readonly string[]).includes(entry.name))
      continue;
    if (entry.isDirectory()) out.push(...lessonFiles(path));
    else if (entry.name.endsWith('.lesson.yaml')) out.push(path);
  }
  return out.sort();
}

/** Every file of a folder with this ending, with its text (none when the folder is missing). */
function filesEnding(dir: string, ending: string): { file: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith(ending))
    .sort()
    .map((n) => ({
      file: relative(process.cwd(), join(dir, n)),
      text: readFileSync(join(dir, n), 'utf8'),
    }));
}

async function main(root: string): Promise<number> {
  const files = lessonFiles(root).map((path) => ({
    file: relative(process.cwd(), path),
    text: readFileSync(path, 'utf8'),
  }));
  const supervisor = createNodeSupervisor();
  const explorer = createNodeExplorer();
  try {
    const { lessons, issues } = await checkLessons(files, (s) => supervisor.run(s), {
      explore: exploreForCheck(explorer),
      differ: (input, onProgress) => explorer.differ(input, onProgress),
    });
    const questionFiles = filesEnding(join(root, 'questions'), '.question.yaml');
    const examples = filesEnding(join(root, 'scenarios'), '.scenario.yaml').map((f) => ({
      name: f.file.slice(f.file.lastIndexOf('/') + 1, -'.scenario.yaml'.length),
      text: f.text,
    }));
    const bank = await checkQuestions({ files: questionFiles, examples, lessons }, (s) =>
      supervisor.run(s),
    );
    issues.push(...bank.issues);
    // Every lesson, question and example in every language: the same shape, the same code.
    const originals = translatedOriginals(root);
    const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
    for (const locale of TRANSLATED_LOCALES)
      issues.push(...checkTranslations(originals, locale, read));
    // lessons/postgres/: PostgreSQL only, checked against their recordings, not run here.
    const postgres = checkPostgresContent(root);
    issues.push(...postgres.issues);
    // Every link inside the app that the prose makes, in every language, opens something.
    issues.push(...contentLinkIssues(root, lessons));
    // One Chinese term per concept, in the content and the UI (docs/translating.md).
    issues.push(...chineseTermIssues(root));
    // The key-point hint against each question's answer corpus, on both pages.
    const corpus = hintCorpusCheck(root);
    issues.push(...corpus.issues);
    for (const issue of issues) process.stderr.write(`${formatIssue(issue)}\n`);
    if (issues.length > 0) {
      process.stderr.write(
        `lessons:check: ${issues.length} problem(s) in ${files.length} lesson file(s)\n`,
      );
      return 1;
    }
    process.stdout.write(
      `lessons:check: ${lessons.length} lessons valid, every solution passes (on every schedule of ` +
        `its models), every starter, mutant and declared wrong answer fails; ` +
        `${bank.questions.length} questions valid, every key point's scenario meets its expects; ` +
        `${originals.length} files translated into ${TRANSLATED_LOCALES.join(', ')}, ` +
        `each with its English file's shape and code; ` +
        `${postgres.files} PostgreSQL scenarios recorded from their current text; ` +
        `every link of the prose to a lesson, timeline, example or recording opens it; ` +
        `the Chinese uses the glossary's terms; ` +
        `the key-point hint finds what each of ${corpus.answers} corpus answers says\n`,
    );
    return 0;
  } finally {
    supervisor.dispose();
    explorer.dispose();
  }
}

/** `--engine postgres` runs every scenario on both engines instead (scripts/pgCheck). */
async function entry(args: string[]): Promise<number> {
  const flag = args.indexOf('--engine');
  if (flag < 0) return main(args[0] ?? 'lessons');
  const engine = args[flag + 1];
  const rest = args.filter((_, k) => k !== flag && k !== flag + 1);
  if (engine === 'sqlite') return main(rest[0] ?? 'lessons');
  if (engine !== 'postgres') {
    process.stderr.write(`lessons:check: --engine must be sqlite or postgres, not ${engine}\n`);
    return 2;
  }
  const root = rest[0] ?? 'lessons';
  const { lessonsCheckPostgres } = await import('./pgCheck/run');
  return lessonsCheckPostgres(root, lessonFiles(root));
}

process.exitCode = await entry(process.argv.slice(2));
