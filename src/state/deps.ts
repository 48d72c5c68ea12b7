// What the store needs from the outside world, passed in by src/app so the store stays testable.
import type { StateStorage } from 'zustand/middleware';
import type { Lesson } from '../content/lessons/lesson';
import type { Question } from '../content/practice/question';
import type { RecordInput, RecordResult } from '../engine/differ/record';
import type { DifferInput, DifferOutcome, SearchOutcome } from '../engine/differ/search';
import type { ExploreOutcome } from '../engine/explore/explore';
import type { ExploreProgress } from '../engine/explore/explorer';
import type { Scenario, Trace } from '../engine/types';
import type { ModuleLoader } from './modules';
import type { SliceCode } from './sliceCode';
import type { Track } from '../content/lessons/tracks';

/** The example scenarios shipped in lessons/scenarios, loaded on demand. */
export interface ExampleSource {
  /** Example names (file name without `.scenario.yaml`), in display order. */
  names: readonly string[];
  /** The YAML text of one example; rejects for an unknown name. */
  load(name: string): Promise<string>;
  /**
   * The text and its validated scenario, checked at build time (src/app/examples.ts), so opening
   * an example as shipped needs no parser; absent, the text is parsed when it runs.
   */
  prebuilt?(name: string): Promise<{ text: string; scenario: Scenario }>;
  /**
   * The trace of an example as shipped, run at build time by the same engine (the home page's
   * story shows it without starting the SQL worker); null for an example built without one.
   */
  trace?(name: string): Promise<Trace> | null;
  /** The path an example's messages name, e.g. `lessons/scenarios/seed-demo.scenario.yaml`. */
  fileOf(name: string): string;
}

export interface StoreDeps {
  examples: ExampleSource;
  /**
   * Runs a validated scenario on the SQL worker (the supervisor in the browser). A run whose
   * `signal` aborts before its turn is dropped; either way its promise then rejects.
   */
  run(scenario: Scenario, signal?: AbortSignal): Promise<Trace>;
  /** Starts the SQL worker and SQLite before the first run is asked for (absent: nothing to warm). */
  warmRun?(): void;
  /** Where drafts persist: localStorage in the browser, memory in tests. */
  storage: StateStorage;
  /**
   * Calls `listener` whenever another tab writes `storage` (the browser's `storage` event), so
   * that this tab merges and shows the other's saved work. Absent, the tab follows nobody.
   */
  otherTabs?(listener: (key: string | null, value: string | null) => void): void;
  /** The schedule explorer on its own worker (see src/sql/explorerClient.ts); absent, it is off. */
  explorer?: ExplorerDep;
  /** The lessons (lessons/*.lesson.yaml), loaded on demand; absent, there are none. */
  lessons?: LessonSource;
  /** The interview question bank (lessons/questions/*.question.yaml); absent, it is empty. */
  questions?: QuestionSource;
  /**
   * The studio's new timeline titled `title`, written and run at build time (src/app/studioFresh.ts),
   * so a first visit shows it without the parser or the SQL worker; null (or absent) when the
   * build has none with that title: the studio then writes and runs it itself.
   */
  freshStudio?(title: string): Promise<{ text: string; trace: Trace } | null>;
  /** The time now, in ms since 1970 (when a lesson was solved, when progress was exported). */
  now?(): number;
  /**
   * Runs `task` when the page is next idle (requestIdleCallback in the browser) and returns what
   * cancels it. Absent, work that could wait for idle time is done when it is needed instead.
   */
  whenIdle?(task: () => void): () => void;
  /** The modules the store loads on first use (modules.ts); absent, the app's own table. */
  modules?: ModuleLoader;
  /** The code of the slices that load with their pages (sliceCode.ts); absent, the app's own. */
  slices?: SliceCode;
}

/** The deps as every slice gets them: with the module loader filled in. */
export type WiredDeps = StoreDeps & { modules: ModuleLoader };

/** What the lesson list shows of a lesson. */
export interface LessonSummary {
  id: string;
  title: string;
  order: number;
  /**
   * Null until a page that shows it asks for it (the lesson list): the app fetches the summaries
   * apart from the titles, which a lesson page needs for its neighbours.
   */
  summary: string | null;
  prerequisites: string[];
  /** The lesson list's group. */
  track: Track;
  /** The PostgreSQL recordings (`/recorded/<name>`) the lesson's text links to. */
  recordings: string[];
}

/**
 * Content files as YAML text (tests, Node): the store loads and checks each one itself, with the
 * loaders of src/content, and lists the issues of those that do not load.
 */
export interface ContentFiles {
  files(): Promise<{ file: string; text: string }[]>;
}

/**
 * The lessons as the app ships them, checked at build time (src/app/lessons.ts): the index with
 * every title, the summaries apart, and each lesson on its own when it is opened.
 */
export interface PrebuiltLessons {
  /** Every lesson of the index with its title, its summary null (fetched on first use). */
  index(): Promise<readonly LessonSummary[]>;
  /** Each lesson's summary by id (fetched on first use, by the lesson list). */
  summaries(): Promise<ReadonlyMap<string, string>>;
  /** Whether the index has a lesson of this id, known without fetching its words. */
  has(id: string): boolean;
  /** One lesson of `index`; rejects for an unknown id. */
  lesson(id: string): Promise<Lesson>;
}

/** What the practice page's picker shows of a question. */
export interface QuestionSummary {
  id: string;
  title: string;
  core: boolean;
}

/**
 * The question bank as the app ships it (src/app/questions.ts), checked at build time: the
 * titles from the index, each question on its own, or all of them.
 */
export interface PrebuiltQuestions {
  summaries(): Promise<QuestionSummary[]>;
  /** One question of `summaries`; rejects for an unknown id. */
  question(id: string): Promise<Question>;
  questions(): Promise<Question[]>;
}

export type LessonSource = PrebuiltLessons | ContentFiles;
export type QuestionSource = PrebuiltQuestions | ContentFiles;

/** What the store needs of the schedule explorer: a search it can cancel. */
export interface ExplorerDep {
  explore(scenario: Scenario, onProgress?: (p: ExploreProgress) => void): Promise<ExploreOutcome>;
  /** Check my SQL on generated timelines (engine/differ), in the same worker; absent, it is off. */
  differ?(
    input: DifferInput,
    onProgress?: (done: number, total: number) => void,
  ): Promise<DifferOutcome>;
  /** A shared exercise's generated timelines, with the solution's outcomes; absent, links carry none. */
  record?(
    input: RecordInput,
    onProgress?: (done: number, total: number) => void,
  ): Promise<SearchOutcome<RecordResult>>;
  /**
   * Gets the worker ready for a check (absent: nothing to warm); given a shipped lesson's check,
   * makes the solution's runs on its generated timelines meanwhile (protocol.ts, WarmRequest).
   */
  warm?(ahead?: DifferInput): void;
  cancel(): void;
}
