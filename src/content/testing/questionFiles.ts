// The question bank's files as tests load them: every lessons/questions/*.question.yaml with its
// text (the answer corpora in lessons/questions/answers/ are not questions).
import { readdirSync, readFileSync } from 'node:fs';

export function questionFiles(dir = 'lessons/questions'): { file: string; text: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.question.yaml'))
    .sort()
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
}
