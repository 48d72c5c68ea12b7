// `lessons:check`'s word on the links inside the content's prose: every address inside the app that
// a lesson, question or example points at must open something. `/?scenario=<name>` needs
// lessons/scenarios/<name>.scenario.yaml, `/recorded/<name>` lessons/postgres/<name>.scenario.yaml,
// `/lessons/<id>` a lesson, and its `?timeline=<id>` one of that lesson's scenarios or variants.
// Checked on the raw text, in every language, so a link a translation changed is checked too.
import type { InputIssue } from '../src/engine/inputIssue';

export interface LinkTargets {
  examples: ReadonlySet<string>;
  recorded: ReadonlySet<string>;
  /** Lesson id → the ids of its timelines (scenarios and exercise variants). */
  lessons: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Why an address inside the app opens nothing, or null when it opens something. */
export function linkProblem(href: string, targets: LinkTargets): string | null {
  const url = new URL(href, 'https://fencelab.invalid');
  const path = url.pathname;
  const scenario = url.searchParams.get('scenario');
  if (path === '/' && scenario !== null)
    return targets.examples.has(scenario) ? null : `no example scenario "${scenario}"`;
  const recorded = /^\/recorded\/([^/]+)$/.exec(path)?.[1];
  if (recorded !== undefined)
    return targets.recorded.has(recorded) ? null : `no PostgreSQL recording "${recorded}"`;
  const lesson = /^\/lessons\/([^/]+)$/.exec(path)?.[1];
  if (lesson !== undefined) {
    const timelines = targets.lessons.get(lesson);
    if (!timelines) return `no lesson "${lesson}"`;
    const timeline = url.searchParams.get('timeline');
    if (timeline !== null && !timelines.has(timeline))
      return `lesson "${lesson}" has no timeline "${timeline}"`;
  }
  return null;
}

/** Every Markdown link to an address inside the app (`](/…)`) in a file, with its line. */
export function appLinks(text: string): { href: string; line: number }[] {
  const out: { href: string; line: number }[] = [];
  text.split('\n').forEach((row, k) => {
    for (const m of row.matchAll(/\]\((\/[^)\s]*)\)/g))
      if (m[1]) out.push({ href: m[1], line: k + 1 });
  });
  return out;
}

/** The issues of one file's links. */
export function linkIssues(file: string, text: string, targets: LinkTargets): InputIssue[] {
  return appLinks(text).flatMap(({ href, line }) => {
    const problem = linkProblem(href, targets);
    return problem === null
      ? []
      : [{ file, line, field: '(link)', message: `${href} opens nothing: ${problem}` }];
  });
}
