// Every question's answer corpus (lessons/questions/answers/<id>.answers.yaml) against the hint
// matcher, with each question as the English and the Chinese page show it: its prompt, and key
// points that hear both languages (src/content/practice/hintCorpus.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { InputIssue } from '../src/engine/inputIssue';
import { parseYaml } from '../src/engine/yamlSource';
import { loadQuestion } from '../src/content/practice/question';
import { hearTranslation, translateQuestion } from '../src/content/authoring/translationMerge';
import {
  hintCorpusIssues,
  type CorpusPage,
  type HintPage,
} from '../src/content/practice/hintCorpus';

const ENDING = '.answers.yaml';

/** Each question of `root`/questions as both pages show it, by id. */
function questionPages(root: string): Map<string, Record<CorpusPage, HintPage>> {
  const dir = join(root, 'questions');
  const out = new Map<string, Record<CorpusPage, HintPage>>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.question.yaml'))) {
    const loaded = loadQuestion(readFileSync(join(dir, name), 'utf8'), name);
    if (!loaded.ok) continue; // the question check reports it
    const q = loaded.question;
    const zhPath = join(root, 'zh-CN', 'questions', name);
    const zh = existsSync(zhPath) ? parseYaml(readFileSync(zhPath, 'utf8'), zhPath) : null;
    const words = zh?.ok ? zh.data : {};
    out.set(q.id, { en: hearTranslation(q, words), 'zh-CN': translateQuestion(q, words) });
  }
  return out;
}

/** The problems of every corpus, and a question without one; how many answers were checked. */
export function hintCorpusCheck(root: string): { answers: number; issues: InputIssue[] } {
  const pages = questionPages(root);
  const dir = join(root, 'questions', 'answers');
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(ENDING)) : [];
  const issues: InputIssue[] = [];
  let answers = 0;
  const covered = new Set<string>();
  for (const name of names.sort()) {
    const file = relative(process.cwd(), join(dir, name));
    const r = hintCorpusIssues(
      readFileSync(join(dir, name), 'utf8'),
      file,
      (id) => pages.get(id) ?? null,
    );
    issues.push(...r.issues);
    answers += r.answers;
    if (r.question === null) continue;
    covered.add(r.question);
    if (name !== `${r.question}${ENDING}`)
      issues.push({
        file,
        line: 1,
        field: 'question',
        message: `name the file ${r.question}${ENDING}`,
      });
  }
  for (const id of pages.keys())
    if (!covered.has(id))
      issues.push({
        file: relative(process.cwd(), join(dir, `${id}${ENDING}`)),
        line: null,
        field: '(file)',
        message: `question "${id}" has no answer corpus`,
      });
  return { answers, issues };
}
