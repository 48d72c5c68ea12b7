import { useEffect, useMemo, useState } from 'react';
import { MAX_NEW_PER_DAY, todaysCards } from '../../content/reviewSchedule';
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
  const newPerDay = useAppStore((s) => s.review.newPerDay);
  // The page's idea of "now" moves on with every grading, so a card due in a minute comes back.
  const [openedAt] = useState(() => Date.now());
  const now = Math.max(openedAt, history.at(-1)?.at ?? 0);
  useEffect(() => void actions.loadReview(), [actions]);

  const today = useMemo(
    () => todaysCards(deck, cards, history, now, newPerDay),
    [deck, cards, history, now, newPerDay],
  );
  const due = today.due;
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
            {due.length === 0
              ? 'No card is due today.'
              : `${due.length} card${due.length === 1 ? '' : 's'} due today`}
            {due.length > 0 && today.newLeft > 0
              ? `, ${today.newLeft} of them new.`
              : due.length > 0
                ? '.'
                : ''}{' '}
            {today.newWaiting > 0 &&
              `${today.newWaiting} new card${today.newWaiting === 1 ? ' waits' : 's wait'} for later days.`}
          </p>
          <p className="review-setting">
            <label>
              New cards per day{' '}
              <input
                type="number"
                min={0}
                max={MAX_NEW_PER_DAY}
                value={newPerDay}
                onChange={(e) => actions.setNewPerDay(e.target.valueAsNumber)}
                data-testid="review-new-per-day"
              />
            </label>{' '}
            <small>
              {today.newStarted} new card{today.newStarted === 1 ? '' : 's'} started today.
            </small>
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
