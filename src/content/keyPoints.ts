// The "you seem to have mentioned…" hint: which key points a typed answer appears to cover, and
// the words that made it think so. A hint for the learner's own self-grade, never a grade. Pure.
import type { KeyPoint } from './questionSchema';

/** Words that, just before a phrase in the same clause, make it a denial rather than a mention. */
const NEGATORS = new Set(['no', 'not', 'never', 'without', 'nor', 'neither', 'none']);
/** How many words before a phrase a negator reaches. */
const NEGATION_REACH = 3;

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

/** Lower case, contractions opened ("don't" → "do not"), split into clauses of words. */
export function clauses(text: string): string[][] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/\bcannot\b/g, 'can not')
    .split(/[.;:!?\n()]+|,\s|\s[-–—]\s/)
    .map((c) => c.split(/[^a-z0-9]+/).filter(Boolean))
    .filter((c) => c.length > 0);
}

const stems = (phrase: string): string[] => (clauses(phrase)[0] ?? []).map(stem);

/** Start indices where `needle` occurs as whole words in `hay`. */
function occurrences(hay: string[], needle: string[]): number[] {
  const out: number[] = [];
  if (needle.length === 0) return out;
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if (needle.every((w, k) => hay[i + k] === w)) out.push(i);
  }
  return out;
}

/** Matches one key point against an answer. */
export function matchPoint(answer: string, point: KeyPoint): PointMatch {
  const parts = clauses(answer);
  const avoid = point.avoid.map(stems);
  for (const phrase of point.phrases) {
    const needle = stems(phrase);
    for (const words of parts) {
      const stemmed = words.map(stem);
      const avoided = avoid.flatMap((a) =>
        occurrences(stemmed, a).map((s) => [s, s + a.length] as const),
      );
      for (const start of occurrences(stemmed, needle)) {
        const end = start + needle.length;
        if (avoided.some(([s, e]) => start < e && s < end)) continue;
        const before = stemmed.slice(Math.max(0, start - NEGATION_REACH), start);
        if (before.some((w) => NEGATORS.has(w))) continue;
        const excerpt = words.slice(Math.max(0, start - 3), end + 3).join(' ');
        return { label: point.label, mentioned: true, phrase, excerpt };
      }
    }
  }
  return { label: point.label, mentioned: false, phrase: null, excerpt: null };
}

/** Every key point of a question against one answer, in the question's order. */
export function matchPoints(answer: string, points: readonly KeyPoint[]): PointMatch[] {
  return points.map((p) => matchPoint(answer, p));
}
