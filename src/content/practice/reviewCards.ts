// What the review deck is made of: one card per question of the bank, per lesson pitfall and per
// follow-up question (of lessons and questions alike).
import type { Lesson } from '../lessons/lesson';
import type { FollowUp } from '../lessons/lessonSchema';

/** What a question of the bank gives the deck (a Question has these fields and more). */
export interface QuestionLike {
  id: string;
  title: string;
  prompt: string;
  answer: string;
  followUps: FollowUp[];
}

export interface CardSource {
  /** Stable across releases: the card's schedule is stored under it. */
  id: string;
  kind: 'pitfall' | 'follow-up' | 'question';
  /** Where it comes from, shown on the card (a lesson's title, "Question bank"). */
  origin: string;
  prompt: string;
  answer: string;
}

function followUpCards(fs: FollowUp[], prefix: string, origin: string, out: CardSource[]): void {
  const walk = (items: FollowUp[], path: string) =>
    items.forEach((f, k) => {
      const id = `${path}${k}`;
      out.push({
        id: `${prefix}/follow-up/${id}`,
        kind: 'follow-up',
        origin,
        prompt: f.question,
        answer: f.answer,
      });
      walk(f.followUps, `${id}.`);
    });
  walk(fs, '');
}

/** One card per question of the bank, and one per follow-up on its ladder. */
export function questionCards(questions: readonly QuestionLike[]): CardSource[] {
  const out: CardSource[] = [];
  for (const q of questions) {
    out.push({
      id: `question/${q.id}`,
      kind: 'question',
      origin: q.title,
      prompt: q.prompt,
      answer: q.answer,
    });
    followUpCards(q.followUps, `question/${q.id}`, q.title, out);
  }
  return out;
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
    followUpCards(l.followUps, l.id, l.title, out);
  }
  return out;
}

/** The deck: every source once, first id wins. Any other source of cards plugs in here. */
export function buildDeck(...sources: readonly CardSource[][]): CardSource[] {
  const seen = new Set<string>();
  return sources.flat().filter((c) => !seen.has(c.id) && seen.add(c.id));
}
