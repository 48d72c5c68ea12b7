// The English files that need translations, read from the content folder (Node only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  exampleTranslated,
  lessonTranslated,
  questionTranslated,
  type Translated,
} from '../src/content/authoring/checkTranslations';
import { loadLesson } from '../src/content/lessons/lesson';
import { loadQuestion } from '../src/content/practice/question';

const filesOf = (dir: string, ending: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith(ending))
        .sort()
        .map((n) => join(dir, n))
    : [];

/** Every English lesson, question and example that loads, as what its translation must hold. */
export function translatedOriginals(root: string): Translated[] {
  const out: Translated[] = [];
  for (const file of filesOf(root, '.lesson.yaml')) {
    const r = loadLesson(readFileSync(file, 'utf8'), file);
    if (r.ok) out.push(lessonTranslated(r.lesson, file));
  }
  for (const file of filesOf(join(root, 'questions'), '.question.yaml')) {
    const r = loadQuestion(readFileSync(file, 'utf8'), file);
    if (r.ok) out.push(questionTranslated(r.question, file));
  }
  for (const file of filesOf(join(root, 'scenarios'), '.scenario.yaml')) {
    const t = exampleTranslated(readFileSync(file, 'utf8'), file);
    if (t) out.push(t);
  }
  return out;
}
