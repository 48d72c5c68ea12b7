// The story's trace is run at build time on sql.js in Node; the browser would run it in the SQL
// worker. The two must be the same trace, in both languages, or the home page would show a run
// the app cannot give.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { STORY } from '../src/content/lessons/story';
import type { ExampleJson } from '../src/content/lessons/prebuilt';
import { createNodeSupervisor } from '../src/sql/nodeHost';
import { buildContentFile, translatedContent } from './contentFiles';
import { exampleTrace, lessonFirstTrace } from './exampleTrace';
import { readdirSync } from 'node:fs';
import { loadLesson } from '../src/content/lessons/lesson';
import { lessonOfJson, type LessonJson } from '../src/content/lessons/prebuilt';
import { withLessonSql } from '../src/content/lessons/lessonSql';

const TRACED_EXAMPLE = STORY.example;
const file = `lessons/scenarios/${TRACED_EXAMPLE}.scenario.yaml`;
const english = buildContentFile('example', readFileSync(file, 'utf8'), file) as ExampleJson;
const chinese = translatedContent(
  'example',
  english,
  readFileSync(`lessons/zh-CN/scenarios/${TRACED_EXAMPLE}.scenario.yaml`, 'utf8'),
  file,
  'zh-CN',
) as ExampleJson;
const worker = createNodeSupervisor();
afterAll(() => worker.dispose());

describe("the story's trace, run at build time", () => {
  it('is built for the example the story tells (src/app/exampleChunks.ts globs it by name)', () => {
    const app = readFileSync('src/app/examples.ts', 'utf8');
    expect(app).toContain(`export const TRACED_EXAMPLE = '${STORY.example}';`);
    const chunks = readFileSync('src/app/exampleChunks.ts', 'utf8');
    const globbed = [...chunks.matchAll(/glob<Trace>\('([^']+)'/g)].map((m) => m[1]);
    expect(globbed).toEqual([file, file].map((f) => `../../${f}`));
  });

  it.each([
    ['English', english],
    ['Chinese', chinese],
  ])('in %s, is the trace the SQL worker gives', async (_, example) => {
    const built = await exampleTrace(example.scenario);
    expect(built.steps.length).toBeGreaterThan(4);
    expect(built).toEqual(await worker.run(example.scenario));
  });

  it('carries the language its notes are written in', async () => {
    const [en, zh] = await Promise.all([
      exampleTrace(english.scenario),
      exampleTrace(chinese.scenario),
    ]);
    expect(en.title).not.toBe(zh.title);
    expect(zh.title).toMatch(/\p{Script=Han}/u);
  });
});

describe("each lesson's first timeline, run at build time", () => {
  const files = readdirSync('lessons').filter((f) => f.endsWith('.lesson.yaml'));

  it.each(files)('%s: is the trace the worker gives the lesson as the app loads it', async (f) => {
    const loaded = loadLesson(readFileSync(`lessons/${f}`, 'utf8'), `lessons/${f}`);
    if (!loaded.ok) throw new Error(`${f} does not load`);
    const built = await lessonFirstTrace(loaded.lesson);
    expect(built.sql === 'starter' || built.sql === 'written').toBe(true);
    // The app's lesson is the JSON of the build, read back (lessonOfJson).
    const app = lessonOfJson(JSON.parse(JSON.stringify(loaded.lesson)) as LessonJson);
    const entry = [...app.scenarios, ...app.exercise.variants].find((s) => s.id === built.timeline);
    if (!entry) throw new Error(`no timeline ${built.timeline}`);
    const scenario = withLessonSql(app, undefined, entry.scenario, built.sql);
    expect(built.trace).toEqual(await worker.run(scenario));
  });
});
