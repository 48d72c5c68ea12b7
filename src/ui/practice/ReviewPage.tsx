import { useEffect, useMemo, useState } from 'react';
import { MAX_NEW_PER_DAY, todaysCards } from '../../content/practice/reviewSchedule';
import { sentenceGap, t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { clampTo, useFieldDraft, wholeIn } from '../useFieldDraft';
import { formatMoment as when } from './formatTime';
import { ReviewCard } from './ReviewCard';
import { ReviewFileControls } from './ReviewFileControls';
import './drills.css';

/** Spaced repetition: the cards due today, the card to review now, and the review history. */
export function ReviewPage() {
  const actions = useActions();
  const deck = useAppStore((s) => s.review.deck);
  const ready = useAppStore((s) => s.review.deckStatus === 'ready');
  const cards = useAppStore((s) => s.review.cards);
  const history = useAppStore((s) => s.review.history);
  const newPerDay = useAppStore((s) => s.review.newPerDay);
  const newPerDayField = useFieldDraft({
    value: newPerDay,
    read: wholeIn(0, MAX_NEW_PER_DAY),
    settle: clampTo(0, MAX_NEW_PER_DAY),
    commit: (n) => actions.setNewPerDay(n),
  });
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
      <h2>{t('practice.review.title')}</h2>
      <p>{t('practice.review.intro')}</p>
      {!ready && <p role="status">{t('practice.review.loading')}</p>}
      {ready && (
        <>
          <p data-testid="review-due-count">
            {due.length === 0
              ? t('practice.review.noneDue')
              : today.newLeft > 0
                ? t('practice.review.dueWithNew', { n: due.length, fresh: today.newLeft })
                : t('practice.review.due', { n: due.length })}
            {sentenceGap()}
            {today.newWaiting > 0 && t('practice.review.newWaiting', { n: today.newWaiting })}
          </p>
          <p className="review-setting">
            <label>
              {t('practice.review.newPerDay')}{' '}
              <input
                type="number"
                min={0}
                max={MAX_NEW_PER_DAY}
                data-testid="review-new-per-day"
                {...newPerDayField}
              />
            </label>{' '}
            <small>{t('practice.review.newStarted', { n: today.newStarted })}</small>
          </p>
          {current ? (
            <ReviewCard key={current.id} card={current} />
          ) : (
            <p role="status" data-testid="review-none">
              {t('practice.review.nothingNow')}
            </p>
          )}
          <h3>{t('practice.review.dueToday')}</h3>
          <ol className="review-due" data-testid="review-due">
            {due.slice(0, 20).map((c) => (
              <li key={c.id} data-card={c.id}>
                <InlineMarkdown source={c.prompt} />{' '}
                {cards[c.id] ? (
                  <small>{t('practice.review.dueAt', { when: when(cards[c.id]?.due ?? 0) })}</small>
                ) : null}
              </li>
            ))}
          </ol>
          <h3>{t('practice.review.history')}</h3>
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
                  {t('practice.review.entry', {
                    at: when(e.at),
                    rating: t(`practice.review.rated.${e.rating}`),
                    title: titleOf.get(e.card) ?? e.card,
                    due: when(e.due),
                  })}
                </li>
              ))}
          </ol>
          <ReviewFileControls />
        </>
      )}
    </article>
  );
}
