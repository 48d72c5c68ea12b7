import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { formatIssue } from '../../engine/yamlSource';
import { run } from '../../testing/engine';
import { loadQuestion } from '../practice/question';
import { checkLessons } from '../authoring/checkLessons';
import { LessonSchema } from './lessonSchema';
import { QuestionSchema } from '../practice/questionSchema';

const FILE = 'lessons/01-lease-is-not-a-lock.lesson.yaml';
const GOOD = readFileSync(FILE, 'utf8');
const QUESTION_FILE = 'lessons/questions/why-fence-after-lease-expires.question.yaml';
const QUESTION = readFileSync(QUESTION_FILE, 'utf8');
const withoutReferences = (text: string) => text.replace(/\nreferences:[\s\S]*$/, '\n');
const check = async (text: string) =>
  (await checkLessons([{ file: 'x.lesson.yaml', text }], (s) => run(s))).issues.map(formatIssue);
const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('references', () => {
  it('fails a lesson without references, naming the file, the line and the field', async () => {
    expect(await check(withoutReferences(GOOD))).toEqual([
      'x.lesson.yaml:1: references: a lesson needs at least one reference: add references: with ' +
        '{ title, url, supports } for a source that backs what the lesson says',
    ]);
  });

  it('fails a lesson whose references list is empty, at the line of the field', async () => {
    const text = `${withoutReferences(GOOD)}references: []\n`;
    const issues = await check(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(
      new RegExp(
        `^x\\.lesson\\.yaml:${lineOf(text, 'references: []')}: references: a lesson needs`,
      ),
    );
  });

  it('refuses a reference whose url is not https, naming the entry', async () => {
    const text = GOOD.replace('url: https://martin.', 'url: http://martin.');
    expect(await check(text)).toEqual([
      `x.lesson.yaml:${lineOf(text, 'url: http://martin.')}: references[0].url: ` +
        'url must be an https:// address, like https://example.org/page',
    ]);
  });

  it('refuses a non-https url in a question too, though a question may have none', () => {
    const bad = loadQuestion(QUESTION.replace('url: https://', 'url: ftp://'), QUESTION_FILE);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.issues.map(formatIssue).join('\n')).toMatch(
        /references\[0\]\.url: url must be an https:/,
      );
    const none = loadQuestion(withoutReferences(QUESTION), QUESTION_FILE);
    expect(none.ok && none.question.references).toEqual([]);
  });

  it('keeps title, url and supports unchanged through the schema and back to YAML', () => {
    for (const [schema, text] of [
      [LessonSchema, GOOD],
      [QuestionSchema, QUESTION],
    ] as const) {
      const once = schema.parse(parse(text));
      expect(once.references.length).toBeGreaterThan(0);
      expect(once.references[0]).toEqual({
        title: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        supports: expect.any(String),
      });
      expect(schema.parse(parse(stringify(once)))).toEqual(once);
    }
  });
});
