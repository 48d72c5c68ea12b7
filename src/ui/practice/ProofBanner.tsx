import { useEffect } from 'react';
import { sentenceGap, t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';
import { addressOf, useAddressText } from '../navigation/navigation';
import type { Route } from '../navigation/routes';
import { backHref, proofOf } from './practiceAddress';
import './proof.css';

/** The pages a "Prove it" link opens. */
const PROVING: readonly Route['page'][] = ['playground', 'lesson'];

/**
 * On the page a "Prove it" link opened: which key point of which question the scenario proves,
 * and a link back to the question (the round, and the answer typed, are still there). Read from
 * the address, so it goes when the learner moves on to another example or timeline.
 */
export function ProofBanner({ page }: { page: Route['page'] }) {
  const actions = useActions();
  const address = useAddressText();
  const proof = PROVING.includes(page) ? proofOf(addressOf(address).search) : null;
  const question = useAppStore((s) =>
    proof ? s.practice.questions.find((q) => q.id === proof.questionId) : undefined,
  );
  const wanted = proof !== null;
  useEffect(() => {
    if (wanted) void actions.loadQuestions();
  }, [wanted, actions]);
  const point = proof && question?.keyPoints[proof.point];
  if (!proof || !question || !point) return null;
  return (
    <aside className="practice-proof" aria-label={t('practice.proof.label')} data-testid="proof">
      <p>
        {t('practice.proof.proves', { point: point.label, question: question.title })}
        {sentenceGap()}
        <Link to={backHref(proof)} data-testid="back-to-question">
          {t(proof.from === 'mock' ? 'practice.proof.backToMock' : 'practice.proof.back')}
        </Link>
      </p>
    </aside>
  );
}
