// The "you seem to have mentioned…" hint: which key points a typed answer appears to cover, and
// the words that made it think so. A hint for the learner's own self-grade, never a grade. Pure.
//
// How the answer is cut into clauses of units is answerClauses.ts. Here, a phrase is matched:
//   - a phrase of one or two Chinese characters must start and end on segment boundaries of the
//     answer, so "租约" is not found in "出租|约三个月" nor "代次" in "一代|次品";
//   - a phrase of three or more Chinese characters is specific enough to match anywhere in a
//     clause ("条件更新" inside "无条件|更新"; the negation check below still sees the "无");
//   - a phrase the question itself says never counts: an answer that only restates the question
//     mentions nothing;
//   - a phrase just after a negator in its clause ("no token", "不需要令牌") is a denial.
// Phrases are tried in file order and clauses in answer order, and the first hit wins, so the
// result depends only on the text and the segmenter.
import { NEGATORS, ZH_INNER_NEGATORS, ZH_NEGATORS, ZH_NOT_NEGATORS } from './negators';
import type { KeyPoint } from './questionSchema';
import { HAN, parse, stem, type Clause, type Segment, type Unit } from './answerClauses';

export { clauses, stem } from './answerClauses';

/** How many words (Chinese: segments) before a phrase a negator reaches. */
const NEGATION_REACH = 3;
/** How many words either side of an English match the excerpt shows. */
const EXCERPT_REACH = 3;
/** How many characters either side of a Chinese match the excerpt shows, in whole segments. */
const ZH_EXCERPT_CHARS = 8;
/** A Chinese phrase at least this long may match without segment boundaries (see the top). */
const ZH_LOOSE_LENGTH = 3;

export interface PointMatch {
  label: string;
  /** True when some phrase occurs, is not negated and is not inside an avoided phrase. */
  mentioned: boolean;
  /** The phrase (as written in the question file) that matched. */
  phrase: string | null;
  /** The words of the answer around the match, so the learner sees why. */
  excerpt: string | null;
}

/** The negators as the matcher's keys are written: stemmed. */
const NEGATOR_KEYS = new Set([...NEGATORS].map(stem));

interface Needle {
  keys: string[];
  /** How many Chinese characters it has: long enough, it may match off segment boundaries. */
  han: number;
}

function needle(phrase: string): Needle {
  const keys = (parse(phrase)[0]?.units ?? []).map((u) => u.key);
  return { keys, han: keys.filter((k) => HAN.test(k)).length };
}

/** Start indices where `n` occurs in `units`, on segment boundaries unless it is long Chinese. */
function occurrences(units: Unit[], n: Needle): number[] {
  const out: number[] = [];
  const len = n.keys.length;
  if (len === 0) return out;
  for (let i = 0; i + len <= units.length; i++) {
    if (!n.keys.every((k, j) => units[i + j]?.key === k)) continue;
    const aligned = units[i]?.first === true && units[i + len - 1]?.last === true;
    if (aligned || n.han >= ZH_LOOSE_LENGTH) out.push(i);
  }
  return out;
}

/** Does `word` cover unit `i` of `keys` (the negator there is part of an innocent word)? */
function covers(keys: string[], i: number, word: string[]): boolean {
  return word.some((c, o) => c === keys[i] && word.every((w, k) => keys[i - o + k] === w));
}

/** Is the match starting at unit `start` denied by a negator just before it, in its clause? */
function negated(clause: Clause, start: number): boolean {
  const { units } = clause;
  const at = units[start];
  if (!at) return false;
  const keys = units.map((u) => u.key);
  // The NEGATION_REACH segments before the match, and the start of its own segment if it
  // begins inside one ("无|条件更新").
  const from = units.findIndex((u) => u.seg >= at.seg - NEGATION_REACH);
  for (let i = Math.max(0, from); i < start; i++) {
    const u = units[i];
    if (!u) continue;
    if (!HAN.test(u.key)) {
      if (NEGATOR_KEYS.has(u.key)) return true;
      continue;
    }
    if (!u.first && !ZH_INNER_NEGATORS.has(u.key)) continue;
    if (ZH_NOT_NEGATORS.some((w) => covers(keys, i, w))) continue;
    const before = keys.slice(i, start).join('');
    if (ZH_NEGATORS.some((w) => before.startsWith(w))) return true;
  }
  return false;
}

function excerpt(clause: Clause, start: number, end: number): string {
  const { segments, units } = clause;
  const first = units[start]?.seg ?? 0;
  const last = units[end - 1]?.seg ?? first;
  if (clause.text === null) {
    return segments
      .slice(Math.max(0, first - EXCERPT_REACH), last + 1 + EXCERPT_REACH)
      .map((s) => s.text)
      .join(' ');
  }
  // The words as written, without the punctuation and Markdown between them ("**", "`"): two
  // Chinese words join directly, anything else is parted by one space, as in English.
  const text = clause.text;
  // Whole segments either side until about ZH_EXCERPT_CHARS characters are shown: a segmenter
  // that does not know a word ("认|领") cuts it into characters, so counting segments would not.
  // A Latin word counts as two characters.
  const size = (s: Segment | undefined) => (!s ? 0 : HAN.test(s.text) ? s.text.length : 2);
  let from = first;
  for (let n = 0; from > 0 && n < ZH_EXCERPT_CHARS;) n += size(segments[--from]);
  let to = last;
  for (let n = 0; to < segments.length - 1 && n < ZH_EXCERPT_CHARS;) n += size(segments[++to]);
  const shown = segments.slice(from, to + 1);
  return shown
    .map((s, k) => {
      const prev = shown[k - 1];
      if (!prev) return s.text;
      const gap = text.slice(prev.end, s.start);
      const han = HAN.test(prev.text) && HAN.test(s.text);
      return (/\s/.test(gap) || (gap !== '' && !han) ? ' ' : '') + s.text;
    })
    .join('');
}

/** Does the phrase occur in the question's own words? */
function asked(n: Needle, question: readonly Clause[]): boolean {
  return question.some((c) => occurrences(c.units, n).length > 0);
}

/**
 * Matches one key point against an answer. `question` is what the learner was asked (its prompt,
 * in any language shown): a phrase it contains never counts.
 */
export function matchPoint(
  answer: string,
  point: Pick<KeyPoint, 'label' | 'phrases' | 'avoid'>,
  question: readonly string[] = [],
): PointMatch {
  return matchParsed(parse(answer), point, question.flatMap(parse));
}

/** matchPoint on an answer and a question already cut into clauses. */
function matchParsed(
  parts: readonly Clause[],
  point: Pick<KeyPoint, 'label' | 'phrases' | 'avoid'>,
  asking: readonly Clause[],
): PointMatch {
  const avoid = point.avoid.map(needle);
  for (const phrase of point.phrases) {
    const n = needle(phrase);
    if (asked(n, asking)) continue;
    for (const clause of parts) {
      const avoided = avoid.flatMap((a) =>
        occurrences(clause.units, a).map((s) => [s, s + a.keys.length] as const),
      );
      for (const start of occurrences(clause.units, n)) {
        const end = start + n.keys.length;
        if (avoided.some(([s, e]) => start < e && s < end)) continue;
        if (negated(clause, start)) continue;
        return {
          label: point.label,
          mentioned: true,
          phrase,
          excerpt: excerpt(clause, start, end),
        };
      }
    }
  }
  return { label: point.label, mentioned: false, phrase: null, excerpt: null };
}

/** Every key point of a question against one answer, in the question's order. */
export function matchPoints(
  answer: string,
  points: readonly Pick<KeyPoint, 'label' | 'phrases' | 'avoid'>[],
  question: readonly string[] = [],
): PointMatch[] {
  // The answer and the question are cut once, not once per point.
  const parts = parse(answer);
  const asking = question.flatMap(parse);
  return points.map((p) => matchParsed(parts, p, asking));
}
