// One way for the slices to load lessons and questions, whichever source the store was given: the
// app's pre-built JSON (checked at build time, no parser needed), or YAML files that are loaded and
// checked here, with the loaders of src/content (tests, Node). The YAML path imports the parser
// lazily, so the app, which never takes it, does not ship it to a page.
import type { Lesson } from '../content/lessons/lesson';
import { lessonEntryOf } from '../content/lessons/prebuilt';
import { inOrderOf, inPickerOrder } from '../content/practice/pickerOrder';
import type { Question } from '../content/practice/question';
import type {
  ContentFiles,
  LessonSource,
  LessonSummary,
  PrebuiltLessons,
  QuestionSource,
  QuestionSummary,
} from './deps';
import { issueLine } from '../i18n/issueText';
import { once } from './lazyModule';
import type { ModuleLoader } from './modules';

export interface LessonLoader {
  /**
   * Every lesson's summary, sorted by order, and the issues of files that did not load. Its
   * `summary` text may be null unless `withSummaries` asks for it (the app fetches it apart).
   */
  index(withSummaries?: boolean): Promise<{ summaries: LessonSummary[]; issues: string[] }>;
  /** One lesson, the same object on every call; null when there is none with this id. */
  lesson(id: string): Promise<Lesson | null>;
  /** Every lesson that loads, sorted by order. */
  all(): Promise<Lesson[]>;
}

export interface QuestionLoader {
  /**
   * Every question that loads, in the picker's order (content/practice/pickerOrder.ts), and the
   * issues of those that did not.
   */
  all(): Promise<{ questions: Question[]; issues: string[] }>;
  /** Every question's title, in the picker's order, and the issues of those that did not load. */
  summaries(): Promise<{ summaries: QuestionSummary[]; issues: string[] }>;
  /** One question; null when the bank has none of that id. */
  one(id: string): Promise<Question | null>;
}

const isPrebuilt = (s: LessonSource): s is PrebuiltLessons => 'summaries' in s;

const summaryOf = ({
  id,
  title,
  order,
  summary,
  prerequisites,
  track,
  recordings,
}: LessonSummary): LessonSummary => ({
  id,
  title,
  order,
  summary,
  prerequisites,
  track,
  recordings,
});

/** The lessons of a source; none when it is absent. */
export function lessonLoader(
  source: LessonSource | undefined,
  modules: ModuleLoader,
): LessonLoader {
  if (!source) return yamlLessons({ files: () => Promise.resolve([]) }, modules);
  return isPrebuilt(source) ? prebuiltLessons(source) : yamlLessons(source, modules);
}

function prebuiltLessons(source: PrebuiltLessons): LessonLoader {
  const summaries = once(async () =>
    [...(await source.index())].sort((a, b) => a.order - b.order).map(summaryOf),
  );
  const texts = once(() => source.summaries());
  const loads = new Map<string, () => Promise<Lesson>>();
  const lesson = async (id: string): Promise<Lesson | null> => {
    if (!source.has(id)) return null;
    let load = loads.get(id);
    if (!load) {
      load = once(() => source.lesson(id));
      loads.set(id, load);
    }
    return load();
  };
  return {
    index: async (withSummaries = false) => {
      const [entries, words] = await Promise.all([
        summaries(),
        withSummaries ? texts() : Promise.resolve(null),
      ]);
      const filled = words
        ? entries.map((e) => ({ ...e, summary: words.get(e.id) ?? '' }))
        : entries;
      return { summaries: filled, issues: [] };
    },
    lesson,
    all: async () => {
      const all = await Promise.all((await summaries()).map((s) => lesson(s.id)));
      return all.filter((l): l is Lesson => l !== null);
    },
  };
}

function yamlLessons(source: ContentFiles, modules: ModuleLoader): LessonLoader {
  const loadAll = once(async () => {
    const [{ loadLesson }, files] = await Promise.all([modules.load('lesson'), source.files()]);
    const byId = new Map<string, Lesson>();
    const issues: string[] = [];
    for (const f of files) {
      const r = loadLesson(f.text, f.file);
      if (r.ok) byId.set(r.lesson.id, r.lesson);
      else issues.push(...r.issues.map(issueLine));
    }
    const lessons = [...byId.values()].sort((a, b) => a.order - b.order);
    return { byId, lessons, issues };
  });
  return {
    index: async () => {
      const { lessons, issues } = await loadAll();
      const summaries = lessons.map((l) => summaryOf(lessonEntryOf(l)));
      return { summaries, issues };
    },
    lesson: async (id) => (await loadAll()).byId.get(id) ?? null,
    all: async () => (await loadAll()).lessons,
  };
}

/** The questions of a source; none when it is absent. */
export function questionLoader(
  source: QuestionSource | undefined,
  modules: ModuleLoader,
): QuestionLoader {
  if (source && 'questions' in source) {
    const prebuilt = source;
    // The build gives the titles in the picker's order; the questions take theirs.
    const summaries = once(async () => ({ summaries: await prebuilt.summaries(), issues: [] }));
    const loaded = new Map<string, Promise<Question>>();
    return {
      all: once(async () => {
        const [questions, titles] = await Promise.all([prebuilt.questions(), summaries()]);
        const order = titles.summaries.map((q) => q.id);
        return { questions: inOrderOf(questions, order), issues: [] };
      }),
      summaries,
      async one(id) {
        if (!(await summaries()).summaries.some((q) => q.id === id)) return null;
        let q = loaded.get(id);
        if (!q) {
          q = prebuilt.question(id);
          loaded.set(id, q);
          q.catch(() => loaded.delete(id));
        }
        return q;
      },
    };
  }
  const files = source ?? { files: () => Promise.resolve([]) };
  const all = once(async () => {
    const [{ loadQuestion }, texts] = await Promise.all([modules.load('question'), files.files()]);
    const questions: Question[] = [];
    const issues: string[] = [];
    for (const f of texts) {
      const r = loadQuestion(f.text, f.file);
      if (r.ok) questions.push(r.question);
      else issues.push(...r.issues.map(issueLine));
    }
    // Files are the English sources (tests, the CLI); the app's bank comes sorted from its build.
    return { questions: inPickerOrder(questions, 'en'), issues };
  });
  return {
    all,
    async summaries() {
      const { questions, issues } = await all();
      return { summaries: questions.map(({ id, title, core }) => ({ id, title, core })), issues };
    },
    async one(id) {
      return (await all()).questions.find((q) => q.id === id) ?? null;
    },
  };
}
