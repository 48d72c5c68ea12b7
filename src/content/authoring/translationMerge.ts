// A checked translation (translation.ts) merged onto its English lesson, question or scenario:
// the words change, every id, SQL statement, timeline and expectation stays the English file's.
// Pure.
import type { Scenario } from '../../engine/types';
import type { Lesson } from '../lessons/lesson';
import type { FollowUp } from '../lessons/lessonSchema';
import type { Question } from '../practice/question';

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
      allow: x.allow.map((a, k) => ({ ...a, why: str(at(wx.allow, k).why, a.why) })),
      tables: x.tables.map((r, k) => ({ ...r, says: str(at(wx.tables, k).says, r.says) })),
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

/** The `phrases` and `avoid` of a translation's key points, as lists of text. */
function pointWords(words: unknown): { phrases: string[]; avoid: string[] }[] {
  const texts = (v: unknown) => list(v).filter((p): p is string => typeof p === 'string');
  return list(obj(words).keyPoints).map((k) => ({
    phrases: texts(obj(k).phrases),
    avoid: texts(obj(k).avoid),
  }));
}

/**
 * The question's key points hearing another language too: a translation's phrasings follow the
 * question's own, so an answer written in either language is understood on either page.
 */
export function hearTranslation<Q extends Pick<Question, 'keyPoints'>>(q: Q, words: unknown): Q {
  const other = pointWords(words);
  return {
    ...q,
    keyPoints: q.keyPoints.map((k, i) => ({
      ...k,
      phrases: [...new Set([...k.phrases, ...(other[i]?.phrases ?? [])])],
      avoid: [...new Set([...k.avoid, ...(other[i]?.avoid ?? [])])],
    })),
  };
}

/**
 * The question in the translation's words: its key points match the translation's phrasings
 * first, then the English ones (an answer in English is understood on the Chinese page).
 */
export function translateQuestion(q: Question, words: unknown): Question {
  const w = obj(words);
  const own = pointWords(words);
  const translated: Question = {
    ...q,
    title: str(w.title, q.title),
    prompt: str(w.prompt, q.prompt),
    answer: str(w.answer, q.answer),
    keyPoints: q.keyPoints.map((k, i) => ({
      ...k,
      label: str(obj(list(w.keyPoints)[i]).label, k.label),
      phrases: own[i]?.phrases.length ? own[i].phrases : k.phrases,
      avoid: own[i]?.avoid ?? [],
    })),
    rubric: translateSignals(q.rubric, w.rubric),
    mistakes: strings(q.mistakes, w.mistakes),
    followUps: translateFollowUps(q.followUps, w.followUps),
    references: translateRefs(q.references, w.references),
  };
  return hearTranslation(translated, { keyPoints: q.keyPoints });
}
