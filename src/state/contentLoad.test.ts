import { readdirSync, readFileSync } from 'node:fs';
import { neighboursIn } from '../content/lessons/neighbours';
import { lessonEntryOf } from '../content/lessons/prebuilt';
import { inPickerOrder } from '../content/practice/pickerOrder';
import { questionFiles } from '../content/testing/questionFiles';
import { describe, expect, it } from 'vitest';
import { buildContentFile } from '../../scripts/contentFiles';
import { loadLesson, type Lesson } from '../content/lessons/lesson';
import {
  lessonOfJson,
  questionOfJson,
  type LessonJson,
  type QuestionJson,
} from '../content/lessons/prebuilt';
import { countCollation } from '../testing/intlCount';
import { testStore } from '../testing/store';
import { lessonLoader, questionLoader } from './contentLoad';
import type { PrebuiltLessons, PrebuiltQuestions } from './deps';
import { moduleLoader } from './modules';

const lessonFiles = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .map((f) => ({ file: `lessons/${f}`, text: readFileSync(`lessons/${f}`, 'utf8') }));
const questionTexts = questionFiles();

/**
 * The lessons as the app gets them (JSON of the build, each with its neighbours unless `bare`),
 * counting which ones are fetched and how often the index, with every title, is.
 */
function prebuiltLessons(delays: Record<string, number> = {}, bare = false) {
  const json = new Map<string, LessonJson>();
  for (const f of lessonFiles) {
    const r = loadLesson(f.text, f.file);
    if (r.ok)
      json.set(r.lesson.id, JSON.parse(JSON.stringify(buildContentFile('lesson', f.text, f.file))));
  }
  const course = [...json.values()].sort((a, b) => a.order - b.order);
  for (const j of bare ? [] : course) {
    const neighbours = neighboursIn(course, j.id);
    if (neighbours) j.neighbours = neighbours;
  }
  const fetched: string[] = [];
  const titles = { fetched: 0 };
  const source: PrebuiltLessons = {
    index: () => {
      titles.fetched++;
      return Promise.resolve(course.map((j) => ({ ...lessonEntryOf(j), summary: null })));
    },
    summaries: () => Promise.resolve(new Map([...json.values()].map((j) => [j.id, j.summary]))),
    has: (id) => json.has(id),
    async lesson(id) {
      fetched.push(id);
      await new Promise((r) => setTimeout(r, delays[id] ?? 0));
      const j = json.get(id);
      if (!j) throw new Error(`no lesson ${id}`);
      return lessonOfJson(j);
    },
  };
  return { source, fetched, titles };
}

describe('loading pre-built lessons', () => {
  it('lists every lesson from the index alone, fetching none', async () => {
    const { source, fetched } = prebuiltLessons();
    const store = testStore({}, { lessons: source });
    await store.getState().actions.loadLessons();
    const { index, indexStatus, indexIssues } = store.getState().lesson;
    expect(indexStatus).toBe('ready');
    expect(indexIssues).toEqual([]);
    expect(index.map((l) => l.order)).toEqual([...index.map((l) => l.order)].sort((a, b) => a - b));
    expect(index.length).toBe((await source.index()).length);
    expect(fetched).toEqual([]);
  });

  it('gives the summaries only when asked: the lesson list asks, a lesson page does not', async () => {
    const { source } = prebuiltLessons();
    let asked = 0;
    const counted = {
      ...source,
      summaries: () => {
        asked++;
        return source.summaries();
      },
    };
    const store = testStore({}, { lessons: counted });
    const { actions } = store.getState();
    await actions.loadLessons();
    expect(store.getState().lesson.index.every((l) => l.summary === null)).toBe(true);
    expect(store.getState().lesson.indexSummaries).toBe(false);
    expect(asked).toBe(0);

    await actions.loadLessons({ summaries: true });
    const first = store.getState().lesson.index[0];
    expect(first?.summary).toBe((await source.summaries()).get(first?.id ?? ''));
    expect(store.getState().lesson.indexSummaries).toBe(true);
    // Asked again, with or without them, nothing is fetched again and the summaries stay.
    await actions.loadLessons();
    await actions.loadLessons({ summaries: true });
    expect(asked).toBe(1);
    expect(store.getState().lesson.index[0]?.summary).toBe(first?.summary);
  });

  it('ends with the summaries when a lesson and the list load the index at once', async () => {
    const { source } = prebuiltLessons();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = { ...source, index: async () => (await held, source.index()) };
    const store = testStore({}, { lessons: slow });
    const { actions } = store.getState();
    const plain = actions.loadLessons();
    const withSummaries = actions.loadLessons({ summaries: true });
    release();
    await Promise.all([plain, withSummaries]);
    expect(store.getState().lesson.indexSummaries).toBe(true);
    expect(store.getState().lesson.index.every((l) => typeof l.summary === 'string')).toBe(true);
  });

  it('opens a lesson by fetching that lesson only, and shows its first timeline', async () => {
    const { source, fetched } = prebuiltLessons();
    const store = testStore({}, { lessons: source });
    await store.getState().actions.openLesson('lease-is-not-a-lock');
    expect(fetched).toEqual(['lease-is-not-a-lock']);
    const { lesson, view } = store.getState().lesson;
    expect(lesson?.id).toBe('lease-is-not-a-lock');
    expect(view?.scenario).toBe(lesson?.scenarios[0]?.id);
    await store.getState().actions.openLesson('lease-is-not-a-lock');
    expect(fetched).toEqual(['lease-is-not-a-lock']);
  });

  it('opens a lesson without the index: the lesson names its neighbours itself', async () => {
    const { source, titles } = prebuiltLessons();
    const store = testStore({}, { lessons: source });
    await store.getState().actions.openLesson('fencing-token');
    const { lesson, indexStatus } = store.getState().lesson;
    expect(lesson?.neighbours).toMatchObject({
      n: 3,
      prev: { id: 'longer-ttl-moves-the-problem' },
      next: { id: 'renew-with-owner-and-token' },
    });
    expect(titles.fetched).toBe(0);
    expect(indexStatus).toBe('idle');
  });

  it('loads the index for a lesson built without its neighbours, to show them', async () => {
    const { source, titles } = prebuiltLessons({}, true);
    const store = testStore({}, { lessons: source });
    await store.getState().actions.openLesson('fencing-token');
    expect(store.getState().lesson.lesson?.neighbours).toBeUndefined();
    expect(titles.fetched).toBe(1);
    expect(store.getState().lesson.indexStatus).toBe('ready');
  });

  it('shows the lesson opened last when an earlier one arrives after it', async () => {
    const { source } = prebuiltLessons({ 'lease-is-not-a-lock': 30 });
    const store = testStore({}, { lessons: source });
    const { actions } = store.getState();
    const first = actions.openLesson('lease-is-not-a-lock');
    const second = actions.openLesson('fencing-token');
    await Promise.all([first, second]);
    expect(store.getState().lesson.openId).toBe('fencing-token');
    expect(store.getState().lesson.lesson?.id).toBe('fencing-token');
  });

  it('says there is no such lesson without fetching anything', async () => {
    const { source, fetched, titles } = prebuiltLessons();
    const store = testStore({}, { lessons: source });
    await store.getState().actions.openLesson('no-such-lesson');
    expect(store.getState().lesson).toMatchObject({ openId: 'no-such-lesson', lesson: null });
    expect(fetched).toEqual([]);
    expect(titles.fetched).toBe(0);
  });

  it('gives every lesson, in order, to the review deck', async () => {
    const { source } = prebuiltLessons();
    const all: Lesson[] = await lessonLoader(source, moduleLoader()).all();
    expect(all.map((l) => l.id)).toEqual((await source.index()).map((s) => s.id));
  });
});

describe('loading YAML lessons (tests, Node)', () => {
  it('checks each file and lists the issues of those that do not load', async () => {
    const broken = { file: 'lessons/x.lesson.yaml', text: 'id: x\n' };
    const loader = lessonLoader(
      { files: () => Promise.resolve([...lessonFiles, broken]) },
      moduleLoader(),
    );
    const { summaries, issues } = await loader.index();
    expect(summaries.length).toBeGreaterThan(0);
    expect(issues.some((i) => i.startsWith('lessons/x.lesson.yaml:'))).toBe(true);
    expect((await loader.lesson(summaries[0]?.id ?? ''))?.id).toBe(summaries[0]?.id);
  });
});

/** The question bank as the app gets it (JSON of the build), counting which ones are fetched. */
function prebuiltQuestions() {
  const json = questionTexts.map(
    (f) => JSON.parse(JSON.stringify(buildContentFile('question', f.text, f.file))) as QuestionJson,
  );
  const fetched: string[] = [];
  const question = (id: string) => {
    const q = json.find((x) => x.id === id);
    if (!q) return Promise.reject(new Error(`no question ${id}`));
    fetched.push(id);
    return Promise.resolve(questionOfJson(q));
  };
  // The titles in the picker's order, as the build gives them (scripts/contentWords.ts).
  const titles = inPickerOrder(
    json.map(({ id, title, core }) => ({ id, title, core })),
    'en',
  );
  const source: PrebuiltQuestions = {
    summaries: () => Promise.resolve(titles),
    question,
    questions: () => Promise.all(json.map((q) => question(q.id))),
  };
  return { source, fetched };
}

describe('loading the pre-built question bank', () => {
  it('gives the practice slice every question', async () => {
    const { source: questions } = prebuiltQuestions();
    const store = testStore({}, { questions });
    await store.getState().actions.loadQuestions();
    const { practice } = store.getState();
    expect(practice.status).toBe('ready');
    expect(practice.questions.length).toBe(questionTexts.length);
    expect(practice.questions[0]?.core).toBe(true);
    expect(practice.bank?.map((q) => q.id)).toEqual(practice.questions.map((q) => q.id));
    expect((await questionLoader(questions, moduleLoader()).all()).issues).toEqual([]);
  });

  it('opens the practice page on the core question, fetching that one only', async () => {
    const { source, fetched } = prebuiltQuestions();
    const store = testStore({}, { questions: source });
    await store.getState().actions.openQuestion(null);
    const { practice } = store.getState();
    expect(practice.bank?.length).toBe(questionTexts.length);
    expect(practice.bank?.[0]?.core).toBe(true);
    expect(practice.round?.questionId).toBe(practice.bank?.[0]?.id);
    expect(fetched).toEqual([practice.bank?.[0]?.id]);
    expect(practice.status).toBe('idle');
  });

  it("takes the build's order as it is, sorting nothing on the page", async () => {
    const { source } = prebuiltQuestions();
    const reversed = [...(await source.summaries())].reverse();
    const store = testStore({}, { questions: { ...source, summaries: async () => reversed } });
    const collations = countCollation();
    await store.getState().actions.loadBank();
    expect(store.getState().practice.bank).toEqual(reversed);
    await store.getState().actions.loadQuestions();
    const ids = reversed.map((q) => q.id);
    expect(store.getState().practice.questions.map((q) => q.id)).toEqual(ids);
    // A page's first collation loads ICU's collation data: about 13 ms on a first visit here.
    expect(collations()).toBe(0);
  });

  it('makes the review deck with no collation, its questions core first, then by id', async () => {
    const { source: lessons } = prebuiltLessons();
    const { source: questions } = prebuiltQuestions();
    const store = testStore({}, { lessons, questions });
    const collations = countCollation();
    await store.getState().actions.loadReview();
    const cards = store.getState().review.deck.filter((c) => c.kind === 'question');
    const ids = (await questions.summaries()).map((q) => `question/${q.id}`);
    expect(cards.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(cards[0]?.id).toBe('question/why-fence-after-lease-expires');
    expect(collations()).toBe(0);
  });

  it('fetches a question picked later once, and opens the last one asked for', async () => {
    const { source, fetched } = prebuiltQuestions();
    const store = testStore({}, { questions: source });
    const { actions } = store.getState();
    await actions.loadBank();
    const [a, b] = store.getState().practice.bank ?? [];
    await Promise.all([actions.chooseQuestion(a?.id ?? ''), actions.chooseQuestion(b?.id ?? '')]);
    expect(store.getState().practice.round?.questionId).toBe(b?.id);
    await actions.chooseQuestion(a?.id ?? '');
    expect(store.getState().practice.round?.questionId).toBe(a?.id);
    expect(fetched).toEqual([a?.id, b?.id]);
  });
});
