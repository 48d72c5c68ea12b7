// `npm run lessons:check`: every lesson valid, its solution passing and its starter failing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkLessons } from '../src/content/lessonCheck';
import { formatIssue } from '../src/engine/yamlSource';
import { createNodeSupervisor } from '../src/sql/nodeHost';

/** Every `*.lesson.yaml` below a folder, in path order. */
export function lessonFiles(root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) out.push(...lessonFiles(path));
    else if (entry.name.endsWith('.lesson.yaml')) out.push(path);
  }
  return out.sort();
}

async function main(root: string): Promise<number> {
  const files = lessonFiles(root).map((path) => ({
    file: relative(process.cwd(), path),
    text: readFileSync(path, 'utf8'),
  }));
  const supervisor = createNodeSupervisor();
  try {
    const { lessons, issues } = await checkLessons(files, (s) => supervisor.run(s));
    for (const issue of issues) process.stderr.write(`${formatIssue(issue)}\n`);
    if (issues.length > 0) {
      process.stderr.write(
        `lessons:check: ${issues.length} problem(s) in ${files.length} lesson file(s)\n`,
      );
      return 1;
    }
    process.stdout.write(
      `lessons:check: ${lessons.length} lessons valid, every solution passes, every starter fails\n`,
    );
    return 0;
  } finally {
    supervisor.dispose();
  }
}

process.exitCode = await main(process.argv[2] ?? 'lessons');
