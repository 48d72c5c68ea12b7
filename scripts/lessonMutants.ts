// `npm run lessons:mutants`: for every lesson, the plausible wrong answers (mutants of its
// solution, src/content/mutants.ts) that still pass every timeline and variant — answers the
// checker would wrongly mark solved. A report for authors; issue #12 makes it part of the checker.
import { readdirSync, readFileSync } from 'node:fs';
import { loadLesson } from '../src/content/lesson';
import { checkAnswer } from '../src/content/lessonCheck';
import { mutantsOf } from '../src/content/mutants';
import { formatIssue } from '../src/engine/yamlSource';
import { createNodePort } from '../src/sql/nodePort';
import { runScenario } from '../src/engine/runner';

const DIR = 'lessons';
const port = await createNodePort();
const run = async (s: Parameters<typeof runScenario>[0]) => runScenario(s, port);

let total = 0;
let survived = 0;
for (const f of readdirSync(DIR)
  .filter((x) => x.endsWith('.lesson.yaml'))
  .sort()) {
  const file = `${DIR}/${f}`;
  const r = loadLesson(readFileSync(file, 'utf8'), file);
  if (!r.ok) {
    console.log(r.issues.map(formatIssue).join('\n'));
    continue;
  }
  const { solution } = r.lesson.exercise;
  const left: string[] = [];
  for (const [action, sql] of Object.entries(solution)) {
    for (const m of mutantsOf(sql)) {
      total++;
      const report = await checkAnswer(r.lesson, { ...solution, [action]: m.sql }, run);
      if (report.passed) left.push(`  ${action}: ${m.description}`);
    }
  }
  survived += left.length;
  console.log(`${file}: ${left.length} mutant(s) pass every timeline`);
  for (const line of left) console.log(line);
}
console.log(`lessons:mutants: ${survived} of ${total} mutants survive`);
