// The files whose prose links are checked (lessons, questions, examples, PostgreSQL scenarios, in
// every language) and what their links may point at (proseLinks.ts). Node only: reads lessons/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Lesson } from '../src/content/lessons/lesson';
import type { InputIssue } from '../src/engine/inputIssue';
import { linkIssues, type LinkTargets } from './proseLinks';

const ENDINGS = ['.lesson.yaml', '.question.yaml', '.scenario.yaml'];

/** Every content file under `dir`, at any depth. */
function contentFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return contentFiles(path);
      return ENDINGS.some((x) => e.name.endsWith(x)) ? [path] : [];
    })
    .sort();
}

const names = (dir: string) =>
  new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => n.endsWith('.scenario.yaml'))
          .map((n) => n.slice(0, -'.scenario.yaml'.length))
      : [],
  );

/** What links under `root` may open, given the lessons that loaded. */
export function linkTargets(root: string, lessons: readonly Lesson[]): LinkTargets {
  return {
    examples: names(join(root, 'scenarios')),
    recorded: names(join(root, 'postgres')),
    lessons: new Map(
      lessons.map((l) => [
        l.id,
        new Set([...l.scenarios.map((s) => s.id), ...l.exercise.variants.map((v) => v.id)]),
      ]),
    ),
  };
}

/** The issues of every link in every content file under `root`. */
export function contentLinkIssues(root: string, lessons: readonly Lesson[]): InputIssue[] {
  const targets = linkTargets(root, lessons);
  return contentFiles(root).flatMap((path) =>
    linkIssues(relative(process.cwd(), path), readFileSync(path, 'utf8'), targets),
  );
}
