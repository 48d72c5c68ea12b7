// The "you seem to have mentioned…" hint: which key points a typed answer appears to cover, and
// the words that made it think so. A hint for the learner's own self-grade, never a grade. Pure.
//
// English text is split into words and matched word by word on a crude stem. Text with Chinese
// characters is split into words by `Intl.Segmenter` (zh, word), but a segmenter splits a short
// phrase on its own differently from the same characters inside a sentence ("过期写入" alone,
// "过期|写|入" in "挡住过期写入"). So Chinese is compared character by character, and the
// segments only say where a match may start and end:
//   - a phrase of one or two Chinese characters must start and end on segment boundaries of the
//     answer, so "租约" is not found in "出租|约三个月" nor "代次" in "一代|次品";
//   - a phrase of three or more Chinese characters is specific enough to match anywhere in a
//     clause ("条件更新" inside "无条件|更新"; the negation check below still sees the "无").
// Latin words inside Chinese text ("用 fencing token 挡住") stay whole stemmed words, as in English.
// Nothing matches across a clause boundary. Phrases are tried in file order and clauses in answer
// order, and the first hit wins, so the result depends only on the text and the segmenter (an
// engine without `Intl.Segmenter` treats every Chinese character as its own segment).
import { NEGATORS, ZH_INNER_NEGATORS, ZH_NEGATORS, ZH_NOT_NEGATORS } from './negators';
import type { KeyPoint } from './questionSchema';

/** How many words (Chinese: segments) before a phrase a negator reaches. */
const NEGATION_REACH = 3;
/** How many words either side of an English match the excerpt shows. */
const EXCERPT_REACH = 3;
/** How many characters either side of a Chinese match the excerpt shows, in whole segments. */
const ZH_EXCERPT_CHARS = 8;
/** A Chinese phrase at least this long may match without segment boundaries (see the top). */
const ZH_LOOSE_LENGTH = 3;

const HAN = /\p{Script=Han}/u;

export interface PointMatch {
  label: string;
  /** True when some phrase occurs, is not negated and is not inside an avoided phrase. */
  mentioned: boolean;
  /** The phrase (as written in the question file) that matched. */
  phrase: string | null;
  /** The words of the answer around the match, so the learner sees why. */
  excerpt: string | null;
}

/** A crude English stem: enough that "tokens", "expired" and "expiring" meet their root. */
export function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3 && !word.endsWith('ss'))
      return word.slice(0, -suffix.length).replace(/e$/, '');
  }
  return word.replace(/e$/, '');
}

/** The negators as the matcher's keys are written: stemmed ("none" is "non"). */
const NEGATOR_KEYS = new Set([...NEGATORS].map(stem));

/** Lower case with contractions opened ("don't" → "do not"). */
function opened(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/\bcannot\b/g, 'can not');
}

const ENGLISH_BREAKS = /[.;:!?\n()]+|,\s|\s[-–—]\s/;
/**
 * Chinese text is NFKC-normalised first, so full-width ，；：！？（） arrive as their half-width
 * forms; 。、 and …/—— stay. A comma breaks a clause unless it sits between digits (1,000).
 */
const CHINESE_BREAKS = /[.;:!?\n()。、…]+|(?<!\d),|,(?!\d)|\s[-–—]\s|——/;

/** One word (Chinese: one segment) of a clause. */
interface Segment {
  /** The segment as written (lower case), for `clauses` and the excerpt. */
  text: string;
  /** Where it sits in the clause's text (Chinese only). */
  start: number;
  end: number;
}

/** What matching compares: a stemmed Latin word, or one Chinese character. */
interface Unit {
  key: string;
  /** Index of the segment it belongs to. */
  seg: number;
  /** It begins / ends its segment (always true for a Latin word). */
  first: boolean;
  last: boolean;
}

interface Clause {
  /** The clause's text, for the Chinese excerpt; null for English, whose excerpt joins words. */
  text: string | null;
  segments: Segment[];
  units: Unit[];
}

const segmenter =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('zh', { granularity: 'word' })
    : null;

/** The word segments of a Chinese clause; without a segmenter, every Han character is one. */
function wordSegments(text: string): { segment: string; index: number }[] {
  if (segmenter) return [...segmenter.segment(text)];
  return text.split(/(\p{Script=Han})/u).reduce<{ segment: string; index: number }[]>((out, s) => {
    const last = out[out.length - 1];
    out.push({ segment: s, index: last ? last.index + last.segment.length : 0 });
    return out;
  }, []);
}

function englishClause(words: string[]): Clause {
  return {
    text: null,
    segments: words.map((w) => ({ text: w, start: 0, end: 0 })),
    units: words.map((w, seg) => ({ key: stem(w), seg, first: true, last: true })),
  };
}

function chineseClause(text: string): Clause {
  const segments: Segment[] = [];
  const units: Unit[] = [];
  for (const { segment, index } of wordSegments(text)) {
    // A segment may mix scripts ("gc停顿" on some engines): split it into Han and Latin runs.
    for (const run of segment.matchAll(/\p{Script=Han}+|[a-z0-9]+/gu)) {
      const start = index + (run.index ?? 0);
      const seg = segments.length;
      segments.push({ text: run[0], start, end: start + run[0].length });
      if (HAN.test(run[0])) {
        const chars = [...run[0]];
        chars.forEach((c, k) =>
          units.push({ key: c, seg, first: k === 0, last: k === chars.length - 1 }),
        );
      } else {
        units.push({ key: stem(run[0]), seg, first: true, last: true });
      }
    }
  }
  return { text, segments, units };
}

function parse(text: string): Clause[] {
  if (!HAN.test(text)) {
    return opened(text)
      .split(ENGLISH_BREAKS)
      .map((c) => c.split(/[^a-z0-9]+/).filter(Boolean))
      .filter((c) => c.length > 0)
      .map(englishClause);
  }
  return opened(text.normalize('NFKC'))
    .split(CHINESE_BREAKS)
    .map(chineseClause)
    .filter((c) => c.units.length > 0);
}

/**
 * Lower case, contractions opened ("don't" → "do not"), split into clauses of words. Text with
 * Chinese characters is split into segments by `Intl.Segmenter`; Chinese punctuation ends a
 * clause too.
 */
export function clauses(text: string): string[][] {
  return parse(text).map((c) => c.segments.map((s) => s.text));
}

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

/** Matches one key point against an answer. */
export function matchPoint(answer: string, point: KeyPoint): PointMatch {
  const parts = parse(answer);
  const avoid = point.avoid.map(needle);
  for (const phrase of point.phrases) {
    const n = needle(phrase);
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
export function matchPoints(answer: string, points: readonly KeyPoint[]): PointMatch[] {
  return points.map((p) => matchPoint(answer, p));
}
