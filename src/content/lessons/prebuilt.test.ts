import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildContentFile, contentModule } from '../../../scripts/contentFiles';
import { own } from '../../engine/names';
import { parseScenarioYaml } from '../../engine/parseScenario';
import type { Scenario } from '../../engine/types';
import { run } from '../../testing/engine';
import { loadLesson, type Lesson } from './lesson';
import { SMALL_LESSON } from '../testing/smallLesson';
import {
  exampleOfJson,
  lessonOfShipped,
  questionOfShipped,
  type ExampleJson,
  type LessonJson,
  type QuestionJson,
} from './prebuilt';
import { loadQuestion, type Question } from '../practice/question';

const filesIn = (dir: string, ending: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .sort()
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));

/** What the app imports: the plugin's module for a file, evaluated as the browser would. */
function shipped<T = unknown>(
  kind: 'lesson' | 'question' | 'example',
  text: string,
  file: string,
): T {
  const code = contentModule(buildContentFile(kind, text, file));
  return new Function(code.replace(/^export default /, 'return '))() as T;
}

/** A loaded lesson or question without its line locator (pre-built content has no lines). */
const withoutLines = <T extends { lineOf: unknown }>({ lineOf: _, ...rest }: T) => rest;

const head = 'title: Names\nttl: 5\n';

describe('pre-built lessons', () => {
  for (const { file, text } of filesIn('lessons', '.lesson.yaml')) {
    it(`gives ${file} exactly as loadLesson does, but for lineOf, and its HTML`, () => {
      const loaded = loadLesson(text, file);
      if (!loaded.ok) return; // a lesson being edited that does not load: lessons:check says why
      const { lesson, prose } = lessonOfShipped(shipped('lesson', text, file));
      expect(withoutLines(lesson)).toStrictEqual(withoutLines(loaded.lesson));
      expect(lesson.lineOf(['title'])).toBeNull();
      // Each Markdown string shipped beside its HTML comes back as the build rendered it.
      expect(prose).toEqual((buildContentFile('lesson', text, file) as LessonJson).prose);
    });
  }
});

describe('pre-built questions', () => {
  for (const { file, text } of filesIn('lessons/questions', '.question.yaml')) {
    it(`gives ${file} exactly as loadQuestion does, but for lineOf`, () => {
      const loaded = loadQuestion(text, file);
      if (!loaded.ok) return;
      const shippedQuestion = questionOfShipped(shipped('question', text, file));
      const question: Question = shippedQuestion.question;
      expect(withoutLines(question)).toStrictEqual(withoutLines(loaded.question));
      expect(shippedQuestion.prose).toEqual(
        (buildContentFile('question', text, file) as QuestionJson).prose,
      );
    });
  }
});

describe('pre-built examples', () => {
  for (const { file, text } of filesIn('lessons/scenarios', '.scenario.yaml')) {
    it(`gives ${file} with its text and the scenario parseScenarioYaml gives`, () => {
      const parsed = parseScenarioYaml(text, file);
      if (!parsed.ok) return;
      const example = exampleOfJson(shipped<ExampleJson>('example', text, file));
      expect(example.text).toBe(text);
      expect(example.scenario).toStrictEqual(parsed.scenario);
    });
  }
});

describe('names in pre-built content behave as after parsing', () => {
  const NAMES = ['__proto__', 'constructor', 'toString'];
  const yaml = `${head}clockSkew: { __proto__: 1, toString: 2 }
sql:
  __proto__: "UPDATE jobs SET state='done' WHERE id=:job"
  constructor: "SELECT 1"
explore: { programs: { __proto__: [claim, { do: commit, key: k }], toString: [claim] }, horizon: 2, maxPause: 0 }
steps:
  - { at: 0, worker: __proto__, do: claim }
  - { at: 1, worker: __proto__, do: __proto__ }
  - { at: 2, worker: toString, do: constructor }
`;
  const parse = (): Scenario => {
    const r = parseScenarioYaml(yaml, 'names.scenario.yaml');
    if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
    return r.scenario;
  };
  const rehydrated = () =>
    exampleOfJson(shipped<ExampleJson>('example', yaml, 'lessons/scenarios/names.scenario.yaml'))
      .scenario;

  it('keeps every name as an own key of a record with no prototype', () => {
    const s = rehydrated();
    for (const record of [s.clockSkew, s.sql, s.explore?.programs ?? {}, s.explore?.bindings ?? {}])
      expect(Object.getPrototypeOf(record)).toBeNull();
    expect(Object.keys(s.explore?.bindings ?? {})).toEqual(['__proto__']);
    expect(Object.keys(s.clockSkew)).toEqual(['__proto__', 'toString']);
    expect(Object.keys(s.sql)).toEqual(['__proto__', 'constructor']);
    expect(s.explore?.workers).toEqual(['__proto__', 'toString']);
  });

  it('reads a name that is not there as absent, as the parsed scenario does', () => {
    const parsed = parse();
    const s = rehydrated();
    for (const name of NAMES) {
      expect(own(s.sql, name)).toBe(own(parsed.sql, name));
      expect(own(s.clockSkew, name)).toBe(own(parsed.clockSkew, name));
      expect(s.explore?.programs[name]).toEqual(parsed.explore?.programs[name]);
      expect(name in s.sql).toBe(name in parsed.sql);
    }
    expect(s).toStrictEqual(parsed);
  });

  it('runs the same timeline as the parsed scenario', async () => {
    const a = await run(parse());
    const b = await run(rehydrated());
    expect(b.steps.length).toBeGreaterThan(0);
    expect(b.steps).toEqual(a.steps);
  });

  it('gives a lesson whose scenarios use such names the same records', () => {
    const text = SMALL_LESSON.replaceAll('worker: A,', 'worker: __proto__,').replace(
      '      ttl: 5\n',
      '      ttl: 5\n      clockSkew: { __proto__: 1 }\n',
    );
    const loaded = loadLesson(text, 'names.lesson.yaml');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const lesson: Lesson = lessonOfShipped(shipped('lesson', text, 'names.lesson.yaml')).lesson;
    const skew = lesson.scenarios[0]?.scenario.clockSkew ?? {};
    expect(Object.getPrototypeOf(skew)).toBeNull();
    expect(own(skew, '__proto__')).toBe(1);
    expect(withoutLines(lesson)).toStrictEqual(withoutLines(loaded.lesson));
  });
});
