import type { CardSource } from '../../content/reviewCards';
import { REVIEW_RATINGS } from '../../content/reviewSchedule';
import { useActions, useAppStore } from '../../state/useAppStore';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { Markdown } from '../lesson/Markdown';

const LABEL = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' } as const;

/** One card: the prompt, the answer on request, and the four grades. */
export function ReviewCard({ card }: { card: CardSource }) {
  const actions = useActions();
  const revealed = useAppStore((s) => s.review.revealed === card.id);
  return (
    <section className="review-card" data-testid="review-card" data-card={card.id}>
      <p className="review-origin">
        {card.kind === 'pitfall' ? 'Pitfall' : card.kind === 'question' ? 'Question' : 'Follow-up'}{' '}
        · {card.origin}
      </p>
      <p className="review-prompt">
        <strong>
          <InlineMarkdown source={card.prompt} />
        </strong>
      </p>
      {revealed ? (
        <>
          <div className="review-answer" data-testid="review-answer">
            <Markdown source={card.answer} />
          </div>
          <div className="review-grades" role="group" aria-label="How well did you remember?">
            {REVIEW_RATINGS.map((r) => (
              <button
                key={r}
                type="button"
                data-testid={`grade-${r}`}
                onClick={() => actions.gradeReview(card.id, r)}
              >
                {LABEL[r]}
              </button>
            ))}
          </div>
        </>
      ) : (
        <button
          type="button"
          data-testid="reveal-answer"
          onClick={() => actions.revealAnswer(card.id)}
        >
          Show the answer
        </button>
      )}
    </section>
  );
}
