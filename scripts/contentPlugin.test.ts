import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SMALL_LESSON } from '../src/content/testing/smallLesson';
import { buildContentIndex, ContentError, contentModule } from './contentFiles';
import { CONTENT_INDEX_ID, contentPlugin } from './contentPlugin';
import { courseTitles } from './contentWords';
import { neighboursIn } from '../src/content/lessons/neighbours';

const QUESTION = readFileSync(
  'lessons/questions/why-fence-after-lease-expires.question.yaml',
  'utf8',
);
const EXAMPLE = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');

let project: string;
const write = (path: string, text: string) => {
  mkdirSync(join(project, path, '..'), { recursive: true });
  writeFileSync(join(project, path), text);
};

const hook = (h: unknown) => (typeof h === 'function' ? h : (h as { handler: unknown }).handler);

/** A plugin set up for `project` as Vite sets it up, and its load as Vite calls it. */
function loader(plugin = contentPlugin('lessons')) {
  (hook(plugin.configResolved) as (c: { root: string }) => void)({ root: project });
  const context = {
    addWatchFile: () => undefined,
    error: (e: unknown) => {
      throw e;
    },
  };
  return async (id: string): Promise<unknown> => {
    const resolved = (hook(plugin.resolveId) as (id: string) => string | null)(id) ?? id;
    return await (hook(plugin.load) as (this: unknown, id: string) => Promise<unknown>).call(
      context,
      resolved,
    );
  };
}

/** Loads one module with a new plugin, with a context that throws its errors. */
const load = (id: string) => loader()(id);

const evaluate = (code: unknown) =>
  new Function(String(code).replace(/^export default /, 'return '))() as unknown;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'fencelab-content-'));
  write('lessons/01-small.lesson.yaml', SMALL_LESSON);
  write('lessons/questions/why.question.yaml', QUESTION);
  write('lessons/scenarios/seed-demo.scenario.yaml', EXAMPLE);
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('the content plugin', () => {
  it('makes a small index: lesson summaries in order, the questions and the example names', () => {
    write(
      'lessons/00-second.lesson.yaml',
      SMALL_LESSON.replace('id: small-lesson', 'id: second').replace('order: 1', 'order: 2'),
    );
    const index = buildContentIndex(join(project, 'lessons'), project);
    expect(index.lessons.map((l) => [l.id, l.order, l.file])).toEqual([
      ['small-lesson', 1, 'lessons/01-small.lesson.yaml'],
      ['second', 2, 'lessons/00-second.lesson.yaml'],
    ]);
    expect(index.lessons[0]).toEqual({
      id: 'small-lesson',
      title: 'A small lesson',
      order: 1,
      summary: 'A stale worker must not finish.',
      prerequisites: [],
      track: 'fundamentals',
      recordings: [],
      file: 'lessons/01-small.lesson.yaml',
    });
    expect(index.questions).toEqual([
      { id: 'why-fence-after-lease-expires', file: 'lessons/questions/why.question.yaml' },
    ]);
    expect(index.examples).toEqual([
      { name: 'seed-demo', file: 'lessons/scenarios/seed-demo.scenario.yaml' },
    ]);
  });

  it('serves the index as a module, and each file as a JSON module of its own', async () => {
    const index = evaluate(await load(CONTENT_INDEX_ID)) as {
      lessons: object[];
      examples: unknown;
    };
    expect(index).toMatchObject({ lessons: [{ id: 'small-lesson' }] });
    // The lessons' words are modules of their own in each language, English too: the titles,
    // which a lesson page shows for its neighbours, and the summaries, which only the list shows.
    expect(index.lessons[0]).not.toHaveProperty('title');
    expect(index.lessons[0]).not.toHaveProperty('summary');
    // The questions' files too: only a page that opens a question fetches them. The examples'
    // names alone: each one's file is named after it (the app's examples.ts relies on it).
    expect(index.examples).toEqual(['seed-demo']);
    expect(index).not.toHaveProperty('questions');
    expect(evaluate(await load('virtual:fencelab/question-files'))).toEqual({
      questions: [
        { id: 'why-fence-after-lease-expires', file: 'lessons/questions/why.question.yaml' },
      ],
    });
    const entry = buildContentIndex(join(project, 'lessons'), project).lessons[0];
    expect(evaluate(await load(`${CONTENT_INDEX_ID}/en`))).toEqual({
      lessons: [{ id: 'small-lesson', title: entry?.title }],
    });
    expect(evaluate(await load('virtual:fencelab/summaries/en'))).toEqual({
      lessons: [{ id: 'small-lesson', summary: entry?.summary }],
    });
    const lesson = evaluate(await load(join(project, 'lessons/01-small.lesson.yaml?prebuilt')));
    expect(lesson).toMatchObject({ id: 'small-lesson', file: 'lessons/01-small.lesson.yaml' });
    const example = evaluate(
      await load(join(project, 'lessons/scenarios/seed-demo.scenario.yaml?prebuilt')),
    );
    expect(example).toMatchObject({ name: 'seed-demo', text: EXAMPLE });
    expect(await load(join(project, 'lessons/01-small.lesson.yaml'))).toBeNull();
  });

  it('builds the index once for its modules, and again when the dev server sees a change', async () => {
    const plugin = contentPlugin('lessons');
    const loadNow = loader(plugin);
    const watcher = new EventEmitter() as EventEmitter & { add(path: string): void };
    watcher.add = () => undefined;
    const invalidated: string[] = [];
    const reloads: unknown[] = [];
    const dev = {
      watcher,
      moduleGraph: {
        getModuleById: (id: string) => ({ id }),
        invalidateModule: (m: { id: string }) => invalidated.push(m.id),
      },
      ws: { send: (msg: unknown) => reloads.push(msg) },
    };
    (hook(plugin.configureServer) as (d: unknown) => void)(dev);
    const titleOf = async (id: string) =>
      (evaluate(await loadNow(id)) as { lessons: { title: string }[] }).lessons[0]?.title;

    expect(await titleOf(`${CONTENT_INDEX_ID}/en`)).toBe('A small lesson');
    const file = join(project, 'lessons/01-small.lesson.yaml');
    write('lessons/01-small.lesson.yaml', SMALL_LESSON.replace('A small lesson', 'Renamed'));
    // Until the server says the file changed, the modules read the index already built.
    expect(await titleOf(`${CONTENT_INDEX_ID}/en`)).toBe('A small lesson');

    watcher.emit('change', file);
    expect(invalidated.sort()).toEqual(
      [
        CONTENT_INDEX_ID,
        `${CONTENT_INDEX_ID}/en`,
        `${CONTENT_INDEX_ID}/zh-CN`,
        'virtual:fencelab/question-files',
        'virtual:fencelab/summaries/en',
        'virtual:fencelab/summaries/zh-CN',
      ].map((id) => `\0${id}`),
    );
    expect(reloads).toEqual([{ type: 'full-reload' }]);
    expect(await titleOf(`${CONTENT_INDEX_ID}/en`)).toBe('Renamed');
  });

  it("gives a lesson its first timeline's trace and an example its trace, run at build time", async () => {
    const lesson = evaluate(await load(join(project, 'lessons/01-small.lesson.yaml?prebuilt'))) as {
      scenarios: { id: string }[];
      builtTrace: { timeline: string; trace: { steps: unknown[] } };
    };
    expect(lesson.builtTrace.timeline).toBe(lesson.scenarios[0]?.id);
    expect(lesson.builtTrace.trace.steps.length).toBeGreaterThan(0);
    const trace = evaluate(
      await load(join(project, 'lessons/scenarios/seed-demo.scenario.yaml?prebuilt&trace')),
    ) as { title: string; steps: unknown[] };
    expect(trace.steps.length).toBeGreaterThan(0);
  });

  it("gives a lesson its place and its neighbours' titles, in its own language", async () => {
    write(
      'lessons/02-second.lesson.yaml',
      SMALL_LESSON.replace('id: small-lesson', 'id: second')
        .replace('order: 1', 'order: 2')
        .replace('A small lesson', 'The second lesson'),
    );
    const lesson = evaluate(await load(join(project, 'lessons/01-small.lesson.yaml?prebuilt')));
    expect(lesson).toMatchObject({
      neighbours: {
        n: 1,
        total: 2,
        prev: null,
        next: { id: 'second', title: 'The second lesson' },
      },
    });
    // In Chinese, the neighbour's title is its translation's; each file read is watched.
    write('lessons/zh-CN/01-small.lesson.yaml', 'title: 小课\n');
    write('lessons/zh-CN/02-second.lesson.yaml', 'title: 第二课\n');
    const index = buildContentIndex(join(project, 'lessons'), project);
    const { titles, files: watched } = courseTitles(index, project, 'zh-CN');
    expect(neighboursIn(titles, 'small-lesson')).toEqual({
      n: 1,
      total: 2,
      prev: null,
      next: { id: 'second', title: '第二课' },
    });
    expect(watched).toContain(join(project, 'lessons/02-second.lesson.yaml'));
    expect(watched).toContain(join(project, 'lessons/zh-CN/02-second.lesson.yaml'));
  });

  it("gives the practice picker's titles in its order for each language: core first, then as the language sorts", async () => {
    // The shipped bank, whose files are in neither order (in place of the one copy of its core).
    rmSync(join(project, 'lessons/questions/why.question.yaml'));
    for (const dir of ['lessons/questions', 'lessons/zh-CN/questions'])
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.question.yaml')))
        write(`${dir}/${f}`, readFileSync(`${dir}/${f}`, 'utf8'));
    const listed = async (locale: string) =>
      (
        evaluate(await load(`virtual:fencelab/questions/${locale}`)) as {
          questions: { id: string; title: string; core: boolean }[];
        }
      ).questions;
    const en = await listed('en');
    expect(en[0]).toMatchObject({ id: 'why-fence-after-lease-expires', core: true });
    const english = new Intl.Collator('en');
    for (let k = 2; k < en.length; k++)
      expect(english.compare(en[k - 1]!.title, en[k]!.title)).toBeLessThan(0);
    const zh = await listed('zh-CN');
    expect(zh.map((q) => q.id).sort()).toEqual(en.map((q) => q.id).sort());
    expect(zh[0]?.core).toBe(true);
    // By pinyin: 副作用 (fu) before 随机 (sui) before 协调者 (xie), not by code point.
    const at = (start: string) => zh.findIndex((q) => q.title.startsWith(start));
    expect(at('副作用')).toBeLessThan(at('随机'));
    expect(at('随机')).toBeLessThan(at('协调者'));
    const chinese = new Intl.Collator('zh-CN');
    for (let k = 2; k < zh.length; k++)
      expect(chinese.compare(zh[k - 1]!.title, zh[k]!.title)).toBeLessThan(0);
  });

  it('fails on a file that does not load, with file:line: field: message for each problem', async () => {
    write('lessons/02-broken.lesson.yaml', SMALL_LESSON.replace('order: 1', 'order: 0'));
    write('lessons/scenarios/bad.scenario.yaml', 'title: Bad\nttl: 0\nsteps: []\n');
    let error: unknown;
    try {
      await load(CONTENT_INDEX_ID);
    } catch (e) {
      error = e;
    }
    const { message, id, loc } = error as { message: string; id: string; loc: { line: number } };
    const line = SMALL_LESSON.split('\n').findIndex((l) => l.startsWith('order:')) + 1;
    expect(message.split('\n').slice(1)).toEqual([
      `lessons/02-broken.lesson.yaml:${line}: order: order must be 1 or more`,
      'lessons/scenarios/bad.scenario.yaml:2: ttl: ttl must be 1 or more',
    ]);
    expect(id).toBe(join(project, 'lessons/02-broken.lesson.yaml'));
    expect(loc.line).toBe(line);
  });

  it('says the same when the broken file itself is imported', async () => {
    write('lessons/02-broken.lesson.yaml', 'id: broken\ntitle: [\n');
    await expect(load(join(project, 'lessons/02-broken.lesson.yaml?prebuilt'))).rejects.toThrow(
      /lessons\/02-broken\.lesson\.yaml:\d+: \(yaml\): YAML syntax error/,
    );
    expect(() => buildContentIndex(join(project, 'lessons'), project)).toThrow(ContentError);
  });

  it('writes JSON to be parsed, so a __proto__ key stays a key', () => {
    const value = JSON.parse('{"lessons":[],"questions":[],"examples":[],"__proto__":{"x":1}}');
    const back = evaluate(contentModule(value)) as Record<string, unknown>;
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });
});
