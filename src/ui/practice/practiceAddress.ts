// The practice page's address, `/practice?question=<id>`: the question the page shows. The route
// table opens it (src/app/routeTable.tsx); the page writes back the question it shows, in place.
// A "Prove it" link carries the key point it proves (`proves=<question>.<n>`, and `from=mock` from
// a mock interview), so the page it opens can say so and link back to the question.

/** The query parameter that names a question of the bank. */
export const QUESTION_PARAM = 'question';
/** The query parameter a "Prove it" link adds: the question and its key point (from 1). */
export const PROVES_PARAM = 'proves';
const FROM_PARAM = 'from';

/** The practice page on a question. */
export function practiceHref(questionId: string): string {
  return `/practice?${QUESTION_PARAM}=${encodeURIComponent(questionId)}`;
}

/** What a "Prove it" link proves: a key point (its index from 0) of a question, from a page. */
export interface Proof {
  questionId: string;
  point: number;
  from: 'practice' | 'mock';
}

/** `href` (an in-app address) with the key point it proves in its query. */
export function withProof(href: string, proof: Proof): string {
  const url = new URL(href, 'http://fencelab.invalid');
  url.searchParams.set(PROVES_PARAM, `${proof.questionId}.${proof.point + 1}`);
  if (proof.from === 'mock') url.searchParams.set(FROM_PARAM, 'mock');
  return url.pathname + url.search + url.hash;
}

/** The key point a query says its page proves, or null when it names none (or a bad one). */
export function proofOf(search: URLSearchParams): Proof | null {
  const m = /^([a-z0-9-]+)\.([1-9]\d{0,2})$/.exec(search.get(PROVES_PARAM) ?? '');
  if (!m?.[1] || !m[2]) return null;
  const from = search.get(FROM_PARAM) === 'mock' ? 'mock' : 'practice';
  return { questionId: m[1], point: Number(m[2]) - 1, from };
}

/** Where "Back to the question" goes: the practice page on it, or the mock interview. */
export function backHref(proof: Proof): string {
  return proof.from === 'mock' ? '/practice/mock' : practiceHref(proof.questionId);
}
