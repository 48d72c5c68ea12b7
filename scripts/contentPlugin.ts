// The content of lessons/ for the app, built once: every lesson, question and example scenario is
// parsed and checked with the same loaders as `npm run lessons:check` and the CLI, and reaches the
// browser as JSON (see src/content/lessons/prebuilt.ts; contentFiles.ts builds each file). A file
// that does not load fails the build, and shows Vite's error overlay in dev, with
// `file:line: field: message` for each problem.
//
//   import index from 'virtual:fencelab/content'   the small index (src/content/lessons/prebuilt.ts)
//   import('virtual:fencelab/question-files')      each question's id and file
//   import('…/x.lesson.yaml?prebuilt')              one file's JSON, its own chunk
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup, ViteDevServer } from 'vite';
import {
  shippedIndex,
  type ContentIndex,
  type ExampleJson,
  type QuestionJson,
} from '../src/content/lessons/prebuilt';
import type { Lesson } from '../src/content/lessons/lesson';
import {
  translationPath,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '../src/content/authoring/translation';
import {
  courseTitles,
  lessonWordsModule,
  questionTitlesModule,
  type CourseTitles,
} from './contentWords';
import { neighboursIn } from '../src/content/lessons/neighbours';
import {
  buildContentFile,
  buildContentIndex,
  contentModule,
  ContentError,
  filesOf,
  KINDS,
  kindOf,
  nameOf,
  questionTitles,
  translatedContent,
  type Kind,
} from './contentFiles';
import { exampleTrace, lessonFirstTrace } from './exampleTrace';
import { hearTranslations, jsonModule, prebuiltId } from './prebuiltIds';

export const CONTENT_INDEX_ID = 'virtual:fencelab/content';
/** `…/<locale>`: the question titles of the practice page's picker (src/app/questions.ts). */
const QUESTION_TITLES_ID = 'virtual:fencelab/questions';
/** The lessons' summaries in a language, which only the lesson list shows. */
const SUMMARIES_ID = 'virtual:fencelab/summaries';
const RESOLVED_INDEX_ID = `\0${CONTENT_INDEX_ID}`;
/** Each question's id and file, which only a page that opens a question needs. */
const QUESTION_FILES_ID = 'virtual:fencelab/question-files';
/** `…/<locale>`: the lessons' titles and summaries in a language (the index ships without them). */
const WORD_LOCALES = ['en', ...TRANSLATED_LOCALES] as const;

/** The Vite plugin; `root` is the content folder (lessons/). */
export function contentPlugin(root = 'lessons'): Plugin {
  let projectRoot = process.cwd();
  let contentRoot = resolve(projectRoot, root);
  let server: ViteDevServer | null = null;
  // The index, built once for the index module and the words modules of every language; dropped
  // when a build starts and when the dev server sees a content file change.
  let built: ContentIndex | null = null;
  const contentIndex = () => (built ??= buildContentIndex(contentRoot, projectRoot));
  // The course's titles in each language, read once for every lesson's neighbours; dropped with
  // the index.
  const titles = new Map<string, CourseTitles>();
  const titlesIn = (locale: 'en' | TranslatedLocale) => {
    let course = titles.get(locale);
    if (!course) titles.set(locale, (course = courseTitles(contentIndex(), projectRoot, locale)));
    return course;
  };
  /** The modules made of the index: itself and its words in each language. */
  const INDEX_MODULES = [
    RESOLVED_INDEX_ID,
    `\0${QUESTION_FILES_ID}`,
    ...WORD_LOCALES.map((l) => `\0${CONTENT_INDEX_ID}/${l}`),
    ...WORD_LOCALES.map((l) => `\0${SUMMARIES_ID}/${l}`),
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
      titles.clear();
    },
    configureServer(dev) {
      server = dev;
      // A file added, removed or changed changes the index and its words: drop them and reload.
      const onChange = (path: string) => {
        if (!path.startsWith(contentRoot) || kindOf(path) === null || !server) return;
        built = null;
        titles.clear();
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
      if (id === QUESTION_FILES_ID) return `\0${id}`;
      if (id.startsWith(`${QUESTION_TITLES_ID}/`)) return `\0${id}`;
      const locale = WORD_LOCALES.find(
        (l) => id === `${CONTENT_INDEX_ID}/${l}` || id === `${SUMMARIES_ID}/${l}`,
      );
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
      const titles = WORD_LOCALES.find((l) => id === `\0${CONTENT_INDEX_ID}/${l}`);
      const summaries = WORD_LOCALES.find((l) => id === `\0${SUMMARIES_ID}/${l}`);
      const wordsLocale = titles ?? summaries;
      if (wordsLocale) {
        try {
          const part = titles ? 'title' : 'summary';
          return lessonWordsModule(contentIndex(), projectRoot, wordsLocale, watch, part);
        } catch (e) {
          return this.error(located(e));
        }
      }
      if (id === RESOLVED_INDEX_ID || id === `\0${QUESTION_FILES_ID}`) {
        for (const kind of Object.keys(KINDS) as Kind[])
          for (const path of filesOf(contentRoot, kind)) this.addWatchFile(path);
        try {
          if (id !== RESOLVED_INDEX_ID) return jsonModule({ questions: contentIndex().questions });
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
        if (kind === 'lesson') {
          const lesson = shown as Lesson;
          const course = titlesIn(asked.locale ?? 'en');
          // A neighbour's title changed in any file read rebuilds this lesson in the dev server.
          for (const file of course.files) watch(file);
          const neighbours = neighboursIn(course.titles, lesson.id);
          return contentModule({
            ...lesson,
            builtTrace: await lessonFirstTrace(lesson),
            ...(neighbours ? { neighbours } : {}),
          });
        }
        return contentModule(shown);
      } catch (e) {
        return this.error(located(e));
      }
    },
  };
}
