// Translations of lessons, questions and example scenarios (docs/translating.md): a translation
// holds only the words people read, in the shape of the English file, and is merged onto it, so
// the two languages share every id, SQL statement, timeline and expectation. Pure.
import type { Scenario } from '../engine/types';
import { fieldName, type FieldPath, type InputIssue, type Locator } from '../engine/yamlSource';
import type { FollowUp } from './lessonSchema';
import type { Lesson } from './lesson';
import type { Question } from './question';

/** The languages content is translated into, besides English. */
export const TRANSLATED_LOCALES = ['zh-CN'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export type ContentKind = 'lesson' | 'question' | 'example';

/** What a translation of something must hold: its words, in its shape (see skeletonOf). */
export type Skeleton = string | Skeleton[] | { [key: string]: Skeleton };

const notesOf = (scenario: Scenario): Record<string, string> => {
  const notes: Record<string, string> = {};
  scenario.steps.forEach((s, i) => {
    if (s.note) notes[String(i)] = s.note;
  });
  return notes;
};

const nonEmpty = (o: Record<string, Skeleton>) => Object.keys(o).length > 0;

/** A scenario's words: its title and its steps' notes. */
function scenarioWords(scenario: Scenario): Record<string, Skeleton> {
  const notes = notesOf(scenario);
  return { title: scenario.title, ...(nonEmpty(notes) ? { notes } : {}) };
}

function entryWords(e: { id: string; caption?: string | undefined; scenario: Scenario }) {
  return { id: e.id, ...(e.caption ? { caption: e.caption } : {}), ...scenarioWords(e.scenario) };
}

function followUpWords(f: FollowUp): Record<string, Skeleton> {
  return {
    question: f.question,
    answer: f.answer,
    ...(f.followUps.length > 0 ? { followUps: f.followUps.map(followUpWords) } : {}),
  };
}

/** Leaves out lists the English has empty: the translation leaves them out too. */
function present(fields: Record<string, Skeleton | undefined>): Record<string, Skeleton> {
  const out: Record<string, Skeleton> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}

const signals = (s: { basic: string[]; solid: string[]; senior: string[] }) => ({
  basic: s.basic,
  solid: s.solid,
  senior: s.senior,
});

/** The words of a lesson, in the shape its translation file has. */
export function lessonWords(l: Lesson): Record<string, Skeleton> {
  const x = l.exercise;
  return present({
    id: l.id,
    title: l.title,
    summary: l.summary,
    sections: l.sections.map((s) => ({ heading: s.heading, body: s.body })),
    scenarios: l.scenarios.map(entryWords),
    predict: { prompt: l.predict.prompt },
    exercise: present({
      prompt: x.prompt,
      variants: x.variants.map(entryWords),
      wrongAnswers: x.wrongAnswers.map((w) => ({ says: w.says })),
      equivalent: x.equivalent.map((e) => ({ why: e.why })),
      hints: x.hints,
      explanation: x.explanation,
    }),
    followUps: l.followUps.map(followUpWords),
    transfer: l.transfer.map((t) => ({ case: t.case, holds: t.holds })),
    pitfalls: l.pitfalls.map((p) => ({ title: p.title, body: p.body })),
    selfCheck: signals(l.selfCheck),
    references: l.references.map((r) => ({ supports: r.supports })),
  });
}

/** The words of a question, in the shape its translation file has. */
export function questionWords(q: Question): Record<string, Skeleton> {
  return present({
    id: q.id,
    title: q.title,
    prompt: q.prompt,
    answer: q.answer,
    keyPoints: q.keyPoints.map((k) =>
      present({ label: k.label, phrases: k.phrases, avoid: k.avoid }),
    ),
    rubric: signals(q.rubric),
    mistakes: q.mistakes,
    followUps: q.followUps.map(followUpWords),
    references: q.references.map((r) => ({ supports: r.supports })),
  });
}

/** The words of an example scenario: title and notes. */
export function exampleWords(s: Scenario): Record<string, Skeleton> {
  return scenarioWords(s);
}

/** Fields that must be repeated unchanged (they say what is translated). */
const SAME = new Set(['id']);
/** Lists that are the translation's own (a key point's Chinese phrasings), not one per English. */
const OWN_LISTS = new Set(['phrases', 'avoid']);
/** Lists a translation may leave out (the matcher then has no Chinese phrasings to avoid). */
const OPTIONAL = new Set(['avoid']);

/** Inline code spans and fenced blocks of Markdown, in order: a translation must keep them. */
export function codeOf(text: string): string[] {
  const out: string[] = [];
  const rest = text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[ \t]*$/gm, (block) => {
    out.push(block.trim());
    return ' ';
  });
  for (const m of rest.matchAll(/(`+)([\s\S]*?[^`])\1(?!`)/g)) out.push(m[2]?.trim() ?? '');
  return out;
}

const kindOf = (v: unknown) =>
  typeof v === 'string'
    ? 'text'
    : Array.isArray(v)
      ? 'a list'
      : v !== null && typeof v === 'object'
        ? 'a mapping'
        : String(v);

/**
 * What is wrong with a translation of something whose words are `words`: a field missing or
 * extra, a list of another length, an id changed, code changed, empty text. Each issue names
 * the translation file, the line and the field.
 */
export function translationIssues(
  words: Skeleton,
  translation: unknown,
  file: string | null,
  locate: Locator,
): InputIssue[] {
  const issues: InputIssue[] = [];
  const at = (path: FieldPath, message: string) =>
    issues.push({ file, line: locate(path), field: fieldName(path), message });
  const walk = (want: Skeleton, got: unknown, path: (string | number)[]) => {
    const key = path[path.length - 1];
    const field = typeof key === 'string' ? key : String(path[path.length - 2] ?? '');
    if (typeof want === 'string') {
      if (typeof got !== 'string' || got.trim() === '') {
        at(path, `must be translated text (the English is ${JSON.stringify(want)})`);
      } else if (SAME.has(field) && got !== want) {
        at(path, `must stay ${JSON.stringify(want)}, as in the English file`);
      } else if (JSON.stringify(codeOf(got)) !== JSON.stringify(codeOf(want))) {
        at(path, `changes code: the English has ${JSON.stringify(codeOf(want))}`);
      }
    } else if (Array.isArray(want)) {
      if (!Array.isArray(got)) return at(path, `must be a list, not ${kindOf(got)}`);
      if (OWN_LISTS.has(field)) {
        got.forEach((g, k) => {
          if (typeof g !== 'string' || g.trim() === '') at([...path, k], 'must be text');
        });
        if (got.length === 0 && !OPTIONAL.has(field)) at(path, 'needs at least one phrase');
        return;
      }
      if (got.length !== want.length)
        return at(
          path,
          `must have ${want.length} entries, one per English entry (has ${got.length})`,
        );
      want.forEach((w, k) => walk(w, got[k], [...path, k]));
    } else {
      if (got === null || typeof got !== 'object' || Array.isArray(got))
        return at(path, `must be a mapping, not ${kindOf(got)}`);
      const have = got as Record<string, unknown>;
      for (const k of Object.keys(want)) {
        if (!Object.hasOwn(have, k)) {
          if (!OPTIONAL.has(k)) at([...path, k], 'is missing: the English file has it');
        } else walk(want[k] as Skeleton, have[k], [...path, k]);
      }
      for (const k of Object.keys(have))
        if (!Object.hasOwn(want, k) && !OPTIONAL.has(k))
          at([...path, k], 'is not in the English file (a translation holds only its words)');
    }
  };
  walk(words, translation, []);
  return issues;
}

// ——— merging a (checked) translation onto the English ———

type Words = Record<string, unknown>;
const str = (w: unknown, fallback: string) => (typeof w === 'string' ? w : fallback);
const list = (w: unknown): unknown[] => (Array.isArray(w) ? w : []);
const obj = (w: unknown): Words =>
  w !== null && typeof w === 'object' && !Array.isArray(w) ? (w as Words) : {};

/** A scenario with its title and notes in the translation's words. */
export function translateScenario(s: Scenario, words: unknown): Scenario {
  const w = obj(words);
  const notes = obj(w.notes);
  return {
    ...s,
    title: str(w.title, s.title),
    steps: s.steps.map((step, i) =>
      step.note && typeof notes[String(i)] === 'string'
        ? { ...step, note: notes[String(i)] as string }
        : step,
    ),
  };
}

function translateEntry<E extends { caption?: string | undefined; scenario: Scenario }>(
  e: E,
  words: unknown,
): E {
  const w = obj(words);
  return {
    ...e,
    ...(e.caption ? { caption: str(w.caption, e.caption) } : {}),
    scenario: translateScenario(e.scenario, w),
  };
}

function translateFollowUps(items: FollowUp[], words: unknown): FollowUp[] {
  const ws = list(words);
  return items.map((f, k) => {
    const w = obj(ws[k]);
    return {
      question: str(w.question, f.question),
      answer: str(w.answer, f.answer),
      followUps: translateFollowUps(f.followUps, w.followUps),
    };
  });
}

const strings = (items: string[], words: unknown) => {
  const ws = list(words);
  return items.map((s, k) => str(ws[k], s));
};

const translateSignals = <S extends { basic: string[]; solid: string[]; senior: string[] }>(
  s: S,
  words: unknown,
): S => {
  const w = obj(words);
  return {
    ...s,
    basic: strings(s.basic, w.basic),
    solid: strings(s.solid, w.solid),
    senior: strings(s.senior, w.senior),
  };
};

function translateRefs<R extends { supports: string }>(refs: R[], words: unknown): R[] {
  const ws = list(words);
  return refs.map((r, k) => ({ ...r, supports: str(obj(ws[k]).supports, r.supports) }));
}

/** The lesson in the translation's words; ids, SQL, timelines and expectations as they are. */
export function translateLesson(l: Lesson, words: unknown): Lesson {
  const w = obj(words);
  const x = l.exercise;
  const wx = obj(w.exercise);
  const at = (ws: unknown, k: number) => obj(list(ws)[k]);
  return {
    ...l,
    title: str(w.title, l.title),
    summary: str(w.summary, l.summary),
    sections: l.sections.map((s, k) => ({
      heading: str(at(w.sections, k).heading, s.heading),
      body: str(at(w.sections, k).body, s.body),
    })),
    scenarios: l.scenarios.map((e, k) => translateEntry(e, list(w.scenarios)[k])),
    predict: { ...l.predict, prompt: str(obj(w.predict).prompt, l.predict.prompt) },
    exercise: {
      ...x,
      prompt: str(wx.prompt, x.prompt),
      variants: x.variants.map((e, k) => translateEntry(e, list(wx.variants)[k])),
      wrongAnswers: x.wrongAnswers.map((a, k) => ({
        ...a,
        says: str(at(wx.wrongAnswers, k).says, a.says),
      })),
      equivalent: x.equivalent.map((e, k) => ({
        ...e,
        why: str(at(wx.equivalent, k).why, e.why),
      })),
      hints: strings(x.hints, wx.hints),
      explanation: str(wx.explanation, x.explanation),
    },
    followUps: translateFollowUps(l.followUps, w.followUps),
    transfer: l.transfer.map((t, k) => ({
      case: str(at(w.transfer, k).case, t.case),
      holds: str(at(w.transfer, k).holds, t.holds),
    })),
    pitfalls: l.pitfalls.map((p, k) => ({
      title: str(at(w.pitfalls, k).title, p.title),
      body: str(at(w.pitfalls, k).body, p.body),
    })),
    selfCheck: translateSignals(l.selfCheck, w.selfCheck),
    references: translateRefs(l.references, w.references),
  };
}

/** The question in the translation's words: its key points match the translation's phrasings. */
export function translateQuestion(q: Question, words: unknown): Question {
  const w = obj(words);
  const kps = list(w.keyPoints);
  return {
    ...q,
    title: str(w.title, q.title),
    prompt: str(w.prompt, q.prompt),
    answer: str(w.answer, q.answer),
    keyPoints: q.keyPoints.map((k, i) => {
      const kw = obj(kps[i]);
      const phrases = list(kw.phrases).filter((p): p is string => typeof p === 'string');
      const avoid = list(kw.avoid).filter((p): p is string => typeof p === 'string');
      return {
        ...k,
        label: str(kw.label, k.label),
        phrases: phrases.length > 0 ? phrases : k.phrases,
        avoid: kw.avoid === undefined ? [] : avoid,
      };
    }),
    rubric: translateSignals(q.rubric, w.rubric),
    mistakes: strings(q.mistakes, w.mistakes),
    followUps: translateFollowUps(q.followUps, w.followUps),
    references: translateRefs(q.references, w.references),
  };
}

/** The path of a file's translation: `lessons/x.lesson.yaml` → `lessons/zh-CN/x.lesson.yaml`. */
export function translationPath(file: string, locale: TranslatedLocale): string {
  const slash = file.indexOf('lessons/');
  if (slash < 0) throw new Error(`${file} is not under lessons/`);
  const root = file.slice(0, slash + 'lessons/'.length);
  return `${root}${locale}/${file.slice(root.length)}`;
}
