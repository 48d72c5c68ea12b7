// The content of lessons/ for the app, built once: every lesson, question and example scenario is
// parsed and checked with the same loaders as `npm run lessons:check` and the CLI, and reaches the
// browser as JSON (see src/content/lessons/prebuilt.ts). A file that does not load fails the build, and
// shows Vite's error overlay in dev, with `file:line: field: message` for each problem.
//
//   import index from 'virtual:fencelab/content'   the small index (src/content/lessons/prebuilt.ts)
//   import('…/x.lesson.yaml?prebuilt')              one file's JSON, its own chunk
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, Rollup, ViteDevServer } from 'vite';
import { loadLesson } from '../src/content/lessons/lesson';
import {
  contentJson,
  lessonEntryOf,
  shippedIndex,
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
  TRANSLATED_LOCALES,
  type Skeleton,
  type TranslatedLocale,
} from '../src/content/authoring/translation';
import { translateLesson, translateQuestion } from '../src/content/authoring/translationMerge';
import { loadQuestion } from '../src/content/practice/question';
import { lessonWordsModule, questionTitlesModule } from './contentWords';
import { exampleTrace, lessonFirstTrace } from './exampleTrace';
import { hearTranslations, jsonModule, prebuiltId } from './prebuiltIds';
import { parseScenarioYaml } from '../src/engine/parseScenario';
import { formatIssue, parseYaml, type InputIssue } from '../src/engine/yamlSource';
import { renderInlineMarkdown, renderMarkdown } from '../src/content/lessons/markdown';

export const CONTENT_INDEX_ID = 'virtual:fencelab/content';
/** `…/<locale>`: the question titles of the practice page's picker (src/app/questions.ts). */
const QUESTION_TITLES_ID = 'virtual:fencelab/questions';
const RESOLVED_INDEX_ID = `\0${CONTENT_INDEX_ID}`;
/** `…/<locale>`: the lessons' titles and summaries in a language (the index ships without them). */
const WORD_LOCALES = ['en', ...TRANSLATED_LOCALES] as const;

const KINDS = {
  lesson: { folder: '', ending: '.lesson.yaml' },
  question: { folder: 'questions', ending: '.question.yaml' },
  example: { folder: 'scenarios', ending: '.scenario.yaml' },
} as const;
type Kind = keyof typeof KINDS;

/** One content file that did not load: its issues, located. */
export class ContentError extends Error {
  constructor(readonly issues: InputIssue[]) {
    super(`content files that do not load:\n${issues.map(formatIssue).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** The file's path as the app names it (`lessons/…`, relative to the project, with `/`). */
const nameOf = (projectRoot: string, path: string) =>
  relative(projectRoot, path).split(sep).join('/');

function kindOf(path: string): Kind | null {
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
function filesOf(root: string, kind: Kind): string[] {
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
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
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

/** The Vite plugin; `root` is the content folder (lessons/). */
export function contentPlugin(root = 'lessons'): Plugin {
  let projectRoot = process.cwd();
  let contentRoot = resolve(projectRoot, root);
  let server: ViteDevServer | null = null;
  // The index, built once for the index module and the words modules of every language; dropped
  // when a build starts and when the dev server sees a content file change.
  let built: ContentIndex | null = null;
  const contentIndex = () => (built ??= buildContentIndex(contentRoot, projectRoot));
  /** The modules made of the index: itself and its words in each language. */
  const INDEX_MODULES = [
    RESOLVED_INDEX_ID,
    ...WORD_LOCALES.map((l) => `\0${CONTENT_INDEX_ID}/${l}`),
  ];

  /** A located error for Vite: the build stops on it, the dev server shows it in its overlay. */
  const located = (e: unknown): Rollup.RollupError => {
    if (!(e instanceof ContentError)) throw e;
    const first = e.issues[0];
    const file = first?.file ? resolve(projectRoot, first.file) : undefined;
    return {
      message: e.message,
      ...(file ? { id: file, loc: { file, line: first?.line ?? 1, column: 0 } } : {}),
    };
  };

  return {
    name: 'fencelab-content',
    enforce: 'pre',
    configResolved(config) {
      projectRoot = config.root;
      contentRoot = resolve(projectRoot, root);
    },
    buildStart() {
      built = null;
    },
    configureServer(dev) {
      server = dev;
      // A file added, removed or changed changes the index and its words: drop them and reload.
      const onChange = (path: string) => {
        if (!path.startsWith(contentRoot) || kindOf(path) === null || !server) return;
        built = null;
        for (const id of INDEX_MODULES) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      dev.watcher.add(contentRoot);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
      dev.watcher.on('change', onChange);
    },
    resolveId(id) {
      if (id === CONTENT_INDEX_ID) return RESOLVED_INDEX_ID;
      if (id.startsWith(`${QUESTION_TITLES_ID}/`)) return `\0${id}`;
      const locale = WORD_LOCALES.find((l) => id === `${CONTENT_INDEX_ID}/${l}`);
      return locale ? `\0${id}` : null;
    },
    async load(id) {
      const watch = (path: string) => this.addWatchFile(path);
      if (id.startsWith(`\0${QUESTION_TITLES_ID}/`)) {
        // The practice page's picker: each question's title in the page's language.
        const locale = id.slice(QUESTION_TITLES_ID.length + 2) as 'en' | TranslatedLocale;
        try {
          return questionTitlesModule(
            questionTitles(contentRoot, projectRoot),
            projectRoot,
            locale,
            watch,
          );
        } catch (e) {
          return this.error(located(e));
        }
      }
      const indexLocale = WORD_LOCALES.find((l) => id === `\0${CONTENT_INDEX_ID}/${l}`);
      if (indexLocale) {
        try {
          return lessonWordsModule(contentIndex(), projectRoot, indexLocale, watch);
        } catch (e) {
          return this.error(located(e));
        }
      }
      if (id === RESOLVED_INDEX_ID) {
        for (const kind of Object.keys(KINDS) as Kind[])
          for (const path of filesOf(contentRoot, kind)) this.addWatchFile(path);
        try {
          return contentModule(shippedIndex(contentIndex()));
        } catch (e) {
          return this.error(located(e));
        }
      }
      const asked = prebuiltId(id);
      if (!asked) return null;
      const kind = kindOf(asked.path);
      if (kind === null) return null;
      try {
        const file = nameOf(projectRoot, asked.path);
        const built = buildContentFile(kind, readFileSync(asked.path, 'utf8'), file);
        const translation = (locale: TranslatedLocale) => {
          const path = resolve(projectRoot, translationPath(file, locale));
          this.addWatchFile(path);
          return path;
        };
        // An English question's key points hear each translation's phrasings too.
        if (kind === 'question' && asked.locale === null)
          return contentModule(
            hearTranslations(built as QuestionJson, TRANSLATED_LOCALES.map(translation)),
          );
        const shown =
          asked.locale === null
            ? built
            : translatedContent(
                kind,
                built,
                readFileSync(translation(asked.locale), 'utf8'),
                file,
                asked.locale,
              );
        // What a first visit opens, run at build time (scripts/exampleTrace.ts).
        if (kind === 'example' && asked.trace)
          return jsonModule(await exampleTrace((shown as ExampleJson).scenario));
        if (kind === 'lesson')
          return contentModule({ ...shown, builtTrace: await lessonFirstTrace(shown as Lesson) });
        return contentModule(shown);
      } catch (e) {
        return this.error(located(e));
      }
    },
  };
}
