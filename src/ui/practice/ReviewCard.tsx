import type { CardSource } from '../../content/practice/reviewCards';
import { REVIEW_RATINGS } from '../../content/practice/reviewSchedule';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { focusShown } from '../focusShown';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { Markdown } from '../lesson/Markdown';

const KIND = { pitfall: 'pitfall', question: 'question', 'follow-up': 'followUp' } as const;

/** One card: the prompt, the answer on request, and the four grades. */
export function ReviewCard({ card }: { card: CardSource }) {
  const actions = useActions();
  const revealed = useAppStore((s) => s.review.revealed === card.id);
  return (
    <section className="review-card" data-testid="review-card" data-card={card.id}>
      <p className="review-origin">
        {t(`practice.card.${KIND[card.kind]}`)} · {card.origin}
      </p>
      <p className="review-prompt">
        <strong>
          <InlineMarkdown source={card.prompt} />
        </strong>
      </p>
      {revealed ? (
        <>
          <div
            className="review-answer"
            data-testid="review-answer"
            id="review-answer"
            tabIndex={-1}
          >
            <Markdown source={card.answer} />
          </div>
          <div className="review-grades" role="group" aria-label={t('practice.card.gradeGroup')}>
            {REVIEW_RATINGS.map((r) => (
              <button
                key={r}
                type="button"
                data-testid={`grade-${r}`}
                onClick={() => actions.gradeReview(card.id, r)}
              >
                {t(`practice.card.rating.${r}`)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <button
          type="button"
          data-testid="reveal-answer"
          onClick={() => {
            actions.revealAnswer(card.id);
            focusShown('review-answer');
          }}
        >
          {t('practice.card.show')}
        </button>
      )}
    </section>
  );
}
