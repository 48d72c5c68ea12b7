// `npm run lessons:mutants [file…]`: for every lesson (or the files named), each mutant of its
// solution (src/content/check/mutants.ts) that passes every timeline, variant and schedule, with the
// SQL — what lessons:check fails on unless it is listed under `equivalent:`. A report for authors.
import { readdirSync, readFileSync } from 'node:fs';
import { loadLesson } from '../src/content/lessons/lesson';
import { survivingMutants } from '../src/content/check/mutationCheck';
import { exploreForCheck } from '../src/content/check/scheduleVerdict';
import { formatIssue } from '../src/engine/yamlSource';
import { createNodeExplorer, createNodeSupervisor } from '../src/sql/nodeHost';

const DIR = 'lessons';
const named = process.argv.slice(2);
const files =
  named.length > 0
    ? named
    : readdirSync(DIR)
        .filter((x) => x.endsWith('.lesson.yaml'))
        .sort()
        .map((f) => `${DIR}/${f}`);
const supervisor = createNodeSupervisor();
const explorer = createNodeExplorer();
let total = 0;
let open = 0;
try {
  for (const file of files) {
    const r = loadLesson(readFileSync(file, 'utf8'), file);
    if (!r.ok) {
      console.log(r.issues.map(formatIssue).join('\n'));
      continue;
    }
    const { survivors, tried } = await survivingMutants(r.lesson, (s) => supervisor.run(s), {
      explore: exploreForCheck(explorer),
    });
    total += tried.length;
    const left = survivors.filter((m) => m.equivalent === null);
    open += left.length;
    console.log(
      `${file}: ${tried.length} mutants, ${left.length} survive` +
        ` (${survivors.length - left.length} declared equivalent)`,
    );
    for (const m of left)
      console.log(`  ${m.action}: ${m.description}\n    ${m.sql.replace(/\s+/g, ' ').trim()}`);
  }
} finally {
  supervisor.dispose();
  explorer.dispose();
}
console.log(`lessons:mutants: ${open} of ${total} mutants survive and are not declared equivalent`);
