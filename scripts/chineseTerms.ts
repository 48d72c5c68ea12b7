// The Chinese files the glossary check reads (src/content/authoring/termCheck.ts): every content
// file under lessons/zh-CN, the UI's Chinese catalogs, the Chinese story, the glossary and the
// systems page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { termIssues } from '../src/content/authoring/termCheck';
import type { InputIssue } from '../src/engine/inputIssue';

const UI_FILES = [
  'src/content/lessons/story.zh-CN.ts',
  'src/content/lessons/glossary.ts',
  'src/content/lessons/systems.ts',
];
const CATALOGS = 'src/i18n/messages/zh-CN';

function under(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      return e.isDirectory() ? under(path, keep) : keep(e.name) ? [path] : [];
    })
    .sort();
}

/** The issues of every Chinese file: content under `root`/zh-CN, and the UI's words. */
export function chineseTermIssues(root: string): InputIssue[] {
  const files = [
    ...under(join(root, 'zh-CN'), (n) => n.endsWith('.yaml')),
    ...under(CATALOGS, (n) => n.endsWith('.json')),
    ...UI_FILES.filter((f) => existsSync(f)),
  ];
  return files.flatMap((path) =>
    termIssues(relative(process.cwd(), path), readFileSync(path, 'utf8')),
  );
}
