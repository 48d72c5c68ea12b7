// A typed answer (or a phrase, or a question's prompt) cut into what the key-point matcher
// compares: clauses of units. Pure.
//
// English text is split into words, each a unit keyed by its Porter stem ("tokens", "expired" and
// "expiring" meet their root), with number words as digits ("one" → "1"). Text with Chinese
// characters is split into words by `Intl.Segmenter` (zh, word), but a segmenter splits a short
// phrase on its own differently from the same characters inside a sentence ("过期写入" alone,
// "过期|写|入" in "挡住过期写入"). So Chinese is compared character by character, and the
// segments only say where a match may start and end (keyPoints.ts). A run of Chinese numerals is
// one unit keyed by its digits ("加一" and "加 1" are the same), and Latin words inside Chinese
// text ("用 fencing token 挡住") are stemmed words, as in English. Nothing matches across a clause
// boundary. An engine without `Intl.Segmenter` treats every Chinese character as its own segment.
import { stemmer } from 'stemmer';
import { enNumeral, zhNumeral, ZH_NUMERAL_RUN } from './numerals';

export const HAN = /\p{Script=Han}/u;

/** One word (Chinese: one segment) of a clause. */
export interface Segment {
  /** The segment as written (lower case), for `clauses` and the excerpt. */
  text: string;
  /** Where it sits in the clause's text (Chinese only). */
  start: number;
  end: number;
}

/** What matching compares: a stemmed Latin word, one Chinese character, or a number. */
export interface Unit {
  key: string;
  /** Index of the segment it belongs to. */
  seg: number;
  /** It begins / ends its segment (always true for a Latin word). */
  first: boolean;
  last: boolean;
}

export interface Clause {
  /** The clause's text, for the Chinese excerpt; null for English, whose excerpt joins words. */
  text: string | null;
  segments: Segment[];
  units: Unit[];
}

/** The key of a Latin word: its number as digits, or its Porter stem. */
export function stem(word: string): string {
  const n = enNumeral(word);
  return n === word ? stemmer(word) : n;
}

/**
 * A line break inside a sentence (a hard-wrapped, pasted answer) is a space; a blank line, or a
 * line that starts a list item, still ends the clause.
 */
const SOFT_BREAK = /[ \t]*\n(?![ \t]*(?:[-*•]|\d+[.)]|\n))[ \t]*/g;

/** Lower case with contractions opened ("don't" → "do not") and soft line breaks joined. */
function opened(text: string): string {
  return text
    .replace(SOFT_BREAK, ' ')
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

/**
 * Built on the first Chinese clause, not when the module loads: building a Chinese word
 * segmenter loads ICU's dictionary, 20–27 ms in Chromium on this machine (about 100 ms on
 * Lighthouse's throttled phone), and `/practice` loads this module with its page whether or not
 * anyone writes an answer in Chinese.
 */
let segmenter: Intl.Segmenter | null | undefined;

function zhSegmenter(): Intl.Segmenter | null {
  return (segmenter ??=
    typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter('zh', { granularity: 'word' })
      : null);
}

/** The word segments of a Chinese clause; without a segmenter, every Han character is one. */
function wordSegments(text: string): { segment: string; index: number }[] {
  const words = zhSegmenter();
  if (words) return [...words.segment(text)];
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

/** The units of one Han run: a character each, but a run of numerals is one unit, its digits. */
function hanUnits(run: string, seg: number): Unit[] {
  const out: Unit[] = [];
  const chars = [...run];
  let k = 0;
  const push = (key: string, from: number, to: number) =>
    out.push({ key, seg, first: from === 0, last: to === chars.length });
  const numerals = [...run.matchAll(ZH_NUMERAL_RUN)];
  for (const m of numerals) {
    const from = [...run.slice(0, m.index)].length;
    const to = from + [...m[0]].length;
    const digits = zhNumeral(m[0]);
    if (digits === null) continue;
    for (; k < from; k++) push(chars[k] ?? '', k, k + 1);
    push(digits, from, to);
    k = to;
  }
  for (; k < chars.length; k++) push(chars[k] ?? '', k, k + 1);
  return out;
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
      if (HAN.test(run[0])) units.push(...hanUnits(run[0], seg));
      else units.push({ key: stem(run[0]), seg, first: true, last: true });
    }
  }
  return { text, segments, units };
}

/** The clauses of a text, English or Chinese (or both: a text with any Han is read as Chinese). */
export function parse(text: string): Clause[] {
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
