// What the review deck is made of: one card per lesson pitfall and follow-up question, and any
// other source (the question bank) passed in as plain card sources.
import type { Lesson } from './lesson';
import type { FollowUp } from './lessonSchema';

export interface CardSource {
  /** Stable across releases: the card's schedule is stored under it. */
  id: string;
  kind: 'pitfall' | 'follow-up' | 'question';
  /** Where it comes from, shown on the card (a lesson's title, "Question bank"). */
  origin: string;
  prompt: string;
  answer: string;
}

/** One card per pitfall and per follow-up (nested ones too) of each lesson. */
export function lessonCards(lessons: readonly Lesson[]): CardSource[] {
  const out: CardSource[] = [];
  for (const l of lessons) {
    l.pitfalls.forEach((p, k) =>
      out.push({
        id: `${l.id}/pitfall/${k}`,
        kind: 'pitfall',
        origin: l.title,
        prompt: `Pitfall: ${p.title}. What goes wrong, and why?`,
        answer: p.body,
      }),
    );
    const walk = (fs: FollowUp[], path: string) =>
      fs.forEach((f, k) => {
        const id = `${path}${k}`;
        out.push({
          id: `${l.id}/follow-up/${id}`,
          kind: 'follow-up',
          origin: l.title,
          prompt: f.question,
          answer: f.answer,
        });
        walk(f.followUps, `${id}.`);
      });
    walk(l.followUps, '');
  }
  return out;
}

/**
 * The deck: every source once, first id wins. The seam where the question bank plugs in —
 * pass its cards alongside the lessons'.
 */
export function buildDeck(...sources: readonly CardSource[][]): CardSource[] {
  const seen = new Set<string>();
  return sources.flat().filter((c) => !seen.has(c.id) && seen.add(c.id));
}
