// Translations of lessons, questions and example scenarios (docs/translating.md): a translation
// holds only the words people read, in the shape of the English file, and is merged onto it, so
// the two languages share every id, SQL statement, timeline and expectation. Pure.
import type { Scenario } from '../../engine/types';
import { fieldName, type FieldPath, type InputIssue, type Locator } from '../../engine/yamlSource';
import type { FollowUp } from '../lessons/lessonSchema';
import type { Lesson } from '../lessons/lesson';
import type { Question } from '../practice/question';

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
      allow: x.allow.map((a) => ({ why: a.why })),
      tables: x.tables.map((r) => ({ says: r.says })),
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

/**
 * An SQL block without its comments (`-- …` to the end of the line, `/* … *\/`), outside string
 * literals and quoted names, and without the lines that held only a comment: a translation may
 * write its comments in its own language, but not change a statement.
 */
export function sqlWithoutComments(sql: string): string {
  let out = '';
  for (let k = 0; k < sql.length; k++) {
    const c = sql[k];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, k + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(k, stop);
      k = stop - 1;
    } else if (c === '-' && sql[k + 1] === '-') {
      const end = sql.indexOf('\n', k);
      k = (end < 0 ? sql.length : end) - 1;
    } else if (c === '/' && sql[k + 1] === '*') {
      const end = sql.indexOf('*/', k + 2);
      k = (end < 0 ? sql.length : end + 2) - 1;
    } else out += c;
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** A fenced block as it is compared: an `sql` block without its comments. */
const comparable = (block: string) => {
  const body = /^(`{3,}|~{3,})sql[ \t]*\n([\s\S]*)\n\s*\1$/.exec(block);
  return body ? `${body[1]}sql\n${sqlWithoutComments(body[2] ?? '')}\n${body[1]}` : block;
};

/**
 * Inline code spans and fenced blocks of Markdown, in order: a translation must keep them (an
 * `sql` block's comments excepted: they are prose).
 */
export function codeOf(text: string): string[] {
  const out: string[] = [];
  const rest = text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[ \t]*$/gm, (block) => {
    out.push(comparable(block.trim()));
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

/** The path of a file's translation: `lessons/x.lesson.yaml` → `lessons/zh-CN/x.lesson.yaml`. */
export function translationPath(file: string, locale: TranslatedLocale): string {
  const slash = file.indexOf('lessons/');
  if (slash < 0) throw new Error(`${file} is not under lessons/`);
  const root = file.slice(0, slash + 'lessons/'.length);
  return `${root}${locale}/${file.slice(root.length)}`;
}
