// Each content file of lessons/ loaded and checked as the app ships it: a lesson, a question or an
// example scenario as JSON, with its Markdown run to HTML; a translation checked against its
// English file and merged onto it; and the index of them all. Used by the content plugin
// (scripts/contentPlugin.ts) and by the tests that build content as the app would.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loadLesson } from '../src/content/lessons/lesson';
import {
  contentJson,
  lessonEntryOf,
  type ContentIndex,
  type ExampleJson,
  type LessonJson,
  type QuestionJson,
} from '../src/content/lessons/prebuilt';
import type { Lesson } from '../src/content/lessons/lesson';
import { glossaryTerms } from '../src/content/lessons/glossary';
import { linkTerms, renderProse } from '../src/content/lessons/prose';
import { setScenarioWords } from '../src/content/studio/scenarioText';
import type { Question } from '../src/content/practice/question';
import {
  exampleWords,
  lessonWords,
  questionWords,
  translationIssues,
  translationPath,
  type Skeleton,
  type TranslatedLocale,
} from '../src/content/authoring/translation';
import { translateLesson, translateQuestion } from '../src/content/authoring/translationMerge';
import { loadQuestion } from '../src/content/practice/question';
import { byCodeUnits } from '../src/engine/codeUnitOrder';
import { parseScenarioYaml } from '../src/engine/parseScenario';
import { formatIssue, parseYaml, type InputIssue } from '../src/engine/yamlSource';
import { renderInlineMarkdown, renderMarkdown } from '../src/content/lessons/markdown';

/** Each kind of content file: its folder under lessons/ and how its name ends. */
export const KINDS = {
  lesson: { folder: '', ending: '.lesson.yaml' },
  question: { folder: 'questions', ending: '.question.yaml' },
  example: { folder: 'scenarios', ending: '.scenario.yaml' },
} as const;
export type Kind = keyof typeof KINDS;

/** One content file that did not load: its issues, located. */
export class ContentError extends Error {
  constructor(readonly issues: InputIssue[]) {
    super(`content files that do not load:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** The file's path as the app names it (`lessons/…`, relative to the project, with `/`). */
export const nameOf = (projectRoot: string, path: string) =>
  relative(projectRoot, path).split(sep).join('/');

/** The kind of content a path holds, by how its name ends; null for any other file. */
export function kindOf(path: string): Kind | null {
  for (const [kind, { ending }] of Object.entries(KINDS) as [Kind, (typeof KINDS)[Kind]][])
    if (path.endsWith(ending)) return kind;
  return null;
}

/** The lesson page's Markdown renderer, run here once so that pages need not load it. */
const MARKDOWN = { block: renderMarkdown, inline: renderInlineMarkdown };

/** A lesson's Markdown as HTML, with each glossary term linked where the reading first has it. */
function lessonProse(lesson: Lesson, locale: 'en' | TranslatedLocale) {
  const prose = renderProse(lesson, MARKDOWN);
  const reading = lesson.sections.map((s) => s.body);
  linkTerms(prose, reading, glossaryTerms(locale));
  return prose;
}

/** One file, loaded and checked: its JSON, or the reason it does not load. */
export function buildContentFile(
  kind: Kind,
  text: string,
  file: string,
): LessonJson | QuestionJson | ExampleJson {
  if (kind === 'lesson') {
    const r = loadLesson(text, file);
    if (!r.ok) throw new ContentError(r.issues);
    return { ...r.lesson, prose: lessonProse(r.lesson, 'en') };
  }
  if (kind === 'question') {
    const r = loadQuestion(text, file);
    if (!r.ok) throw new ContentError(r.issues);
    return { ...r.question, prose: renderProse(r.question, MARKDOWN) };
  }
  const r = parseScenarioYaml(text, file);
  if (!r.ok) throw new ContentError(r.issues);
  const name = file.slice(file.lastIndexOf('/') + 1, -KINDS.example.ending.length);
  return { name, file, text, scenario: r.scenario };
}

/** The files of one kind under the content root, sorted by path. */
export function filesOf(root: string, kind: Kind): string[] {
  const dir = join(root, KINDS[kind].folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith(KINDS[kind].ending))
    .sort()
    .map((n) => join(dir, n));
}

/**
 * Loads every content file under `root` and makes the index; throws a ContentError naming every
 * problem of every file when any does not load.
 */
export function buildContentIndex(root: string, projectRoot: string): ContentIndex {
  const issues: InputIssue[] = [];
  const load = <T>(kind: Kind, path: string): T | null => {
    try {
      return buildContentFile(kind, readFileSync(path, 'utf8'), nameOf(projectRoot, path)) as T;
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
      issues.push(...e.issues);
      return null;
    }
  };
  const lessons = filesOf(root, 'lesson').flatMap((p) => load<LessonJson>('lesson', p) ?? []);
  const questions = filesOf(root, 'question').flatMap(
    (p) => load<QuestionJson>('question', p) ?? [],
  );
  const examples = filesOf(root, 'example').flatMap((p) => load<ExampleJson>('example', p) ?? []);
  if (issues.length > 0) throw new ContentError(issues);
  return {
    lessons: lessons.sort((a, b) => a.order - b.order).map(lessonEntryOf),
    questions: questions.map(({ id, file }) => ({ id, file: file ?? '' })),
    examples: examples
      .map(({ name, file }) => ({ name, file }))
      .sort((a, b) => byCodeUnits(a.name, b.name)),
  };
}

/** Each question's title (in English) and whether it is the core one, in file order. */
export function questionTitles(
  root: string,
  projectRoot: string,
): { id: string; file: string; title: string; core: boolean }[] {
  return filesOf(root, 'question').map((path) => {
    const file = nameOf(projectRoot, path);
    const q = buildContentFile('question', readFileSync(path, 'utf8'), file) as QuestionJson;
    return { id: q.id, file, title: q.title, core: q.core };
  });
}

/**
 * The module the app imports for a piece of content: its default export is the JSON, parsed at run
 * time. WARNING: not an object literal, where a `"__proto__":` key would set the prototype instead
 * of making a key (JSON.parse makes it an own key, as the name it is).
 */
export function contentModule(value: Parameters<typeof contentJson>[0]): string {
  return `export default JSON.parse(${JSON.stringify(contentJson(value))});\n`;
}

/** How a lesson's and a question's translation is checked and merged (the same two steps). */
const MERGES = {
  lesson: { words: lessonWords, merge: translateLesson },
  question: { words: questionWords, merge: translateQuestion },
} as unknown as Record<
  'lesson' | 'question',
  { words(v: unknown): Skeleton; merge(v: unknown, w: unknown): Lesson | Question }
>;

/**
 * A built file in another language: its translation (lessons/<locale>/…) checked against it and
 * merged onto it, so ids, SQL and timelines are the English file's.
 */
export function translatedContent(
  kind: Kind,
  built: LessonJson | QuestionJson | ExampleJson,
  text: string,
  file: string,
  locale: TranslatedLocale,
): LessonJson | QuestionJson | ExampleJson {
  const path = translationPath(file, locale);
  const yaml = parseYaml(text, path);
  if (!yaml.ok) throw new ContentError(yaml.issues);
  const check = (words: Skeleton) => {
    const issues = translationIssues(words, yaml.data, path, yaml.locate);
    if (issues.length > 0) throw new ContentError(issues);
  };
  if (kind === 'example') {
    const example = built as ExampleJson;
    check(exampleWords(example.scenario));
    // The playground shows and runs the text: it carries the translated title and notes too, and
    // the scenario is that text's (its steps' lines are the text's).
    const text = setScenarioWords(example.text, yaml.data as { title: string });
    const parsed = parseScenarioYaml(text, file);
    if (!parsed.ok) throw new ContentError(parsed.issues);
    return { ...example, text, scenario: parsed.scenario };
  }
  const { words, merge } = MERGES[kind];
  const english: Partial<LessonJson> = { ...(built as LessonJson) };
  delete english.prose;
  check(words(english));
  const merged = merge(english, yaml.data);
  const prose =
    kind === 'lesson' ? lessonProse(merged as Lesson, locale) : renderProse(merged, MARKDOWN);
  return { ...merged, prose } as LessonJson | QuestionJson;
}
