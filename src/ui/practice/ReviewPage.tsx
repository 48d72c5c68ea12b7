import { useEffect, useMemo, useState } from 'react';
import { dueToday } from '../../content/reviewSchedule';
import { useActions, useAppStore } from '../../state/useAppStore';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { ReviewCard } from './ReviewCard';
import { ReviewFileControls } from './ReviewFileControls';
import './drills.css';

const when = (ms: number) => new Date(ms).toLocaleString();

/** Spaced repetition: the cards due today, the card to review now, and the review history. */
export function ReviewPage() {
  const actions = useActions();
  const deck = useAppStore((s) => s.review.deck);
  const ready = useAppStore((s) => s.review.deckStatus === 'ready');
  const cards = useAppStore((s) => s.review.cards);
  const history = useAppStore((s) => s.review.history);
  // The page's idea of "now" moves on with every grading, so a card due in a minute comes back.
  const [openedAt] = useState(() => Date.now());
  const now = Math.max(openedAt, history.at(-1)?.at ?? 0);
  useEffect(() => void actions.loadReview(), [actions]);

  const due = useMemo(() => dueToday(deck, cards, now), [deck, cards, now]);
  const current = due.find((c) => (cards[c.id]?.due ?? 0) <= now);
  const titleOf = new Map(deck.map((c) => [c.id, c.prompt]));

  return (
    <article className="review-page" data-testid="review-page" data-ready={ready}>
      <h2>Review</h2>
      <p>
        Every question of the bank, lesson pitfall and follow-up is a card. Grade how well you
        remembered it; the schedule (FSRS) brings it back just before you would forget. Everything
        stays on this device.
      </p>
      {!ready && <p role="status">Loading the cards…</p>}
      {ready && (
        <>
          <p data-testid="review-due-count">
            {due.length} of {deck.length} cards due today.
          </p>
          {current ? (
            <ReviewCard key={current.id} card={current} />
          ) : (
            <p role="status" data-testid="review-none">
              Nothing to review right now.
            </p>
          )}
          <h3>Due today</h3>
          <ol className="review-due" data-testid="review-due">
            {due.slice(0, 20).map((c) => (
              <li key={c.id} data-card={c.id}>
                <InlineMarkdown source={c.prompt} />{' '}
                {cards[c.id] ? <small>(due {when(cards[c.id]?.due ?? 0)})</small> : null}
              </li>
            ))}
          </ol>
          <h3>History</h3>
          <ol className="review-history" data-testid="review-history" reversed>
            {[...history]
              .reverse()
              .slice(0, 30)
              .map((e) => (
                <li
                  key={`${e.card}@${e.at}`}
                  data-testid="review-entry"
                  data-card={e.card}
                  data-due={e.due}
                >
                  {when(e.at)}: {e.rating} — {titleOf.get(e.card) ?? e.card}; next {when(e.due)}
                </li>
              ))}
          </ol>
          <ReviewFileControls />
        </>
      )}
    </article>
  );
}
