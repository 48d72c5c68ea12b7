// `lessons:check`'s word on translations: every lesson, question and example scenario has one per
// language, with the shape of its English file, its code unchanged, and merged it still loads as
// a lesson or a question. Pure: the caller reads the files.
import { parseScenarioYaml } from '../../engine/parseScenario';
import { parseYaml, type InputIssue } from '../../engine/yamlSource';
import type { Lesson } from '../lessons/lesson';
import { LessonSchema } from '../lessons/lessonSchema';
import type { Question } from '../practice/question';
import { QuestionSchema } from '../practice/questionSchema';
import {
  exampleWords,
  lessonWords,
  questionWords,
  translationIssues,
  translationPath,
  type Skeleton,
  type TranslatedLocale,
} from './translation';
import { translateLesson, translateQuestion } from './translationMerge';

/** One English file to check the translation of: what it is, and its words. */
export interface Translated {
  file: string;
  words: Skeleton;
  /** The merged thing's own check (lessons and questions): issues in the translation's words. */
  merged?: (translation: unknown) => string[];
}

export const lessonTranslated = (l: Lesson, file: string): Translated => ({
  file,
  words: lessonWords(l),
  merged: (t) => schemaProblems(LessonSchema, stripped(translateLesson(l, t))),
});

export const questionTranslated = (q: Question, file: string): Translated => ({
  file,
  words: questionWords(q),
  merged: (t) => schemaProblems(QuestionSchema, stripped(translateQuestion(q, t))),
});

/** An example scenario's translation; null when the English file does not load. */
export function exampleTranslated(text: string, file: string): Translated | null {
  const r = parseScenarioYaml(text, file);
  return r.ok ? { file, words: exampleWords(r.scenario) } : null;
}

/** What the schema sees of a merged lesson or question (its scenarios as plain data). */
function stripped(v: Lesson | Question): unknown {
  const plain = JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
  delete plain.file;
  return plain;
}

interface Checkable {
  safeParse(v: unknown): {
    success: boolean;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
}

function schemaProblems(schema: Checkable, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success
    ? []
    : (r.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

/**
 * The issues of every translation into `locale`; `read(path)` gives a file's text or null when
 * there is none.
 */
export function checkTranslations(
  originals: readonly Translated[],
  locale: TranslatedLocale,
  read: (path: string) => string | null,
): InputIssue[] {
  const issues: InputIssue[] = [];
  for (const o of originals) {
    const path = translationPath(o.file, locale);
    const text = read(path);
    if (text === null) {
      issues.push({
        file: path,
        line: null,
        field: '(file)',
        message: `${o.file} has no ${locale} translation (see docs/translating.md)`,
      });
      continue;
    }
    const yaml = parseYaml(text, path);
    if (!yaml.ok) {
      issues.push(...yaml.issues);
      continue;
    }
    const found = translationIssues(o.words, yaml.data, path, yaml.locate);
    issues.push(...found);
    if (found.length === 0 && o.merged)
      for (const message of o.merged(yaml.data))
        issues.push({ file: path, line: null, field: '(merged)', message });
  }
  return issues;
}
