// Content as the build ships it: each lesson, question and example scenario is parsed and checked
// from its YAML at build time (scripts/contentPlugin.ts) and reaches the app as JSON, so showing a
// page needs neither `yaml` nor `zod`. This module turns that JSON back into the loaders' shapes.
// Pure: no YAML, no schema, no DOM.
//
// WARNING: JSON has no null-prototype objects. A scenario's name-keyed records (clockSkew, sql,
// explore.programs, explore.bindings) come back from JSON.parse as ordinary objects, where `constructor` or
// `toString` would seem to be there; `scenarioOfJson` makes them dictionaries again (engine/names),
// the shape the engine's validator gives, so every name behaves as it does after loadLesson.
import { dict } from '../../engine/names';
import type { Scenario } from '../../engine/types';
import type { Lesson } from './lesson';
import { packProse, unpackProse, type ProseHtml } from './prose';
import { lessonRecordings } from './recordedLinks';
import type { Question } from '../practice/question';
import type { Track } from './tracks';

/**
 * A lesson as JSON: everything loadLesson gives but `lineOf` (no line numbers ship), and the HTML
 * of its Markdown, rendered by the build (content/lessons/prose.ts), which the page shows.
 */
export type LessonJson = Omit<Lesson, 'lineOf'> & { prose?: ProseHtml };
/** A question as JSON: everything loadQuestion gives but `lineOf`, and its Markdown's HTML. */
export type QuestionJson = Omit<Question, 'lineOf'> & { prose?: ProseHtml };

/** An example scenario: its text (what the editor shows) and its validated parse. */
export interface ExampleJson {
  name: string;
  file: string;
  text: string;
  scenario: Scenario;
}

/** What a lesson list shows of a lesson (its summary), and the file its JSON is built from. */
export interface LessonEntry {
  id: string;
  title: string;
  order: number;
  summary: string;
  prerequisites: string[];
  /** The lesson list's group (tracks.ts). */
  track: Track;
  /** The PostgreSQL recordings its prose links to (recordedLinks.ts). */
  recordings: string[];
  file: string;
}

/** The small index every page may import: lesson summaries, questions and example names. */
export interface ContentIndex {
  /** Sorted by order. */
  lessons: LessonEntry[];
  /** Sorted by file. */
  questions: { id: string; file: string }[];
  /** Sorted by name. */
  examples: { name: string; file: string }[];
}

/**
 * The index as the app ships it: each lesson without its title and summary, which come in small
 * modules per language: the titles (`virtual:fencelab/content/<locale>`, fetched by the lesson
 * list) and the summaries (`virtual:fencelab/summaries/<locale>`, fetched by the lesson list
 * alone), so pages that show neither do not carry them. The questions' files are a module of their
 * own too (`virtual:fencelab/question-files`), fetched with the first question a page opens.
 */
export interface ShippedIndex extends Omit<ContentIndex, 'lessons' | 'questions' | 'examples'> {
  lessons: Omit<LessonEntry, 'title' | 'summary'>[];
  /** The examples' names: each one's file is `lessons/scenarios/<name>.scenario.yaml`. */
  examples: string[];
}

/** The index without the lessons' words, the questions' files and the examples' (ShippedIndex). */
export function shippedIndex({ questions: _questions, ...index }: ContentIndex): ShippedIndex {
  return {
    ...index,
    lessons: index.lessons.map(({ title: _title, summary: _summary, ...rest }) => rest),
    examples: index.examples.map((e) => e.name),
  };
}

/** What the lesson list and the index keep of a lesson. */
export function lessonEntryOf(l: Lesson | LessonJson): LessonEntry {
  return {
    id: l.id,
    title: l.title,
    order: l.order,
    summary: l.summary,
    prerequisites: l.prerequisites,
    track: l.track,
    recordings: lessonRecordings(l),
    file: l.file ?? '',
  };
}

/** Pre-built content has no source lines: the page never asks, the checker reads the YAML. */
const noLines = (): number | null => null;

const copy = <T>(record: Readonly<Record<string, T>>) => dict(Object.entries(record));

/** A scenario from JSON, with its name-keyed records as dictionaries again. */
export function scenarioOfJson(json: Scenario): Scenario {
  const scenario: Scenario = { ...json, clockSkew: copy(json.clockSkew), sql: copy(json.sql) };
  if (json.explore) {
    const { programs, bindings } = json.explore;
    scenario.explore = { ...json.explore, programs: copy(programs) };
    if (bindings) scenario.explore.bindings = copy(bindings);
  }
  if (json.postgres) scenario.postgres = { ...json.postgres, sql: copy(json.postgres.sql) };
  return scenario;
}

/** A lesson from its JSON: equal to what loadLesson gives, but for `lineOf`, which says null. */
export function lessonOfJson({ prose: _, ...json }: LessonJson): Lesson {
  const entry = <E extends { scenario: Scenario }>(e: E): E => ({
    ...e,
    scenario: scenarioOfJson(e.scenario),
  });
  return {
    ...json,
    scenarios: json.scenarios.map(entry),
    exercise: { ...json.exercise, variants: json.exercise.variants.map(entry) },
    lineOf: noLines,
  };
}

/** A question from its JSON: equal to what loadQuestion gives, but for `lineOf`. */
export function questionOfJson({ prose: _, ...json }: QuestionJson): Question {
  return { ...json, lineOf: noLines };
}

/** An example from its JSON, its scenario's records as dictionaries again. */
export function exampleOfJson(json: ExampleJson): ExampleJson {
  return { ...json, scenario: scenarioOfJson(json.scenario) };
}

/**
 * The JSON text of a loaded lesson or question, its HTML beside its Markdown (packProse): `lineOf`
 * (a function) is left out. The app reads it back with lessonOfShipped and questionOfShipped.
 */
export function contentJson(
  value: LessonJson | QuestionJson | ExampleJson | ContentIndex | ShippedIndex,
): string {
  if ('prose' in value && value.prose) {
    const { prose, ...rest } = value;
    return JSON.stringify(packProse(rest, prose));
  }
  return JSON.stringify(value);
}

/** A lesson as the app fetches it (contentJson): the lesson, and its Markdown's HTML. */
export function lessonOfShipped(shipped: unknown): { lesson: Lesson; prose: ProseHtml } {
  const { value, prose } = unpackProse(shipped);
  return { lesson: lessonOfJson(value as LessonJson), prose };
}

/** A question as the app fetches it (contentJson): the question, and its Markdown's HTML. */
export function questionOfShipped(shipped: unknown): { question: Question; prose: ProseHtml } {
  const { value, prose } = unpackProse(shipped);
  return { question: questionOfJson(value as QuestionJson), prose };
}
