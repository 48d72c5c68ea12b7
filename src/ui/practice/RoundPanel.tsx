import type { Question } from '../../content/practice/question';
import { roundItem } from '../../content/practice/questionRounds';
import { t } from '../../i18n/i18n';
import type { Round, RoundPlace } from '../../state/practiceState';
import { useActions, useAppStore } from '../../state/useAppStore';
import { focusShown } from '../focusShown';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { Markdown } from '../lesson/Markdown';
import { References } from '../lesson/References';
import { AudioRecorder } from './AudioRecorder';
import { Countdown } from './Countdown';
import { KeyPointList } from './KeyPointList';
import { SelfGrade } from './SelfGrade';

interface Props {
  place: RoundPlace;
  round: Round;
  question: Question;
}

/** One round: the prompt, the timer, the answer (typed, and recorded where allowed), the reveal. */
export function RoundPanel({ place, round, question }: Props) {
  const actions = useActions();
  const timer = useAppStore((s) => s.practice.timer);
  const item = roundItem(question, round.path);
  if (!item) return null;
  const revealed = round.usedMs !== null;
  const id = `${place}-answer`;
  const isFollowUp = round.path.length > 0;
  return (
    <section
      className="round"
      data-testid="round"
      data-question={question.id}
      data-depth={round.path.length}
      data-revealed={revealed}
    >
      <p className="round-kind">
        {isFollowUp
          ? t('practice.round.followUpOf', { n: round.path.length, title: question.title })
          : question.title}
      </p>
      <h3 className="round-prompt" data-testid="round-prompt" id={`${place}-prompt`} tabIndex={-1}>
        <InlineMarkdown source={item.prompt} />
      </h3>
      {timer.on && (
        <Countdown startedAt={round.startedAt} seconds={timer.seconds} usedMs={round.usedMs} />
      )}
      <label htmlFor={id} className="answer-label">
        {t('practice.round.yourAnswer')}
      </label>
      <textarea
        id={id}
        data-testid="answer"
        rows={7}
        value={round.answer}
        onChange={(e) => actions.setRoundAnswer(place, e.target.value)}
      />
      <AudioRecorder key={`${round.questionId}/${round.path.join('.')}/${round.startedAt}`} />
      {!revealed ? (
        <button
          type="button"
          className="primary"
          data-testid="reveal"
          onClick={() => {
            actions.revealRound(place);
            focusShown(`${place}-ref`);
          }}
        >
          {t('practice.round.reveal')}
        </button>
      ) : (
        <div className="reveal" data-testid="revealed">
          <section aria-labelledby={`${place}-ref`}>
            <h4 id={`${place}-ref`} tabIndex={-1}>
              {t('practice.round.reference')}
            </h4>
            <Markdown source={item.answer} />
          </section>
          {!isFollowUp && (
            <KeyPointList
              place={place}
              questionId={question.id}
              points={question.keyPoints}
              asked={question.prompt}
              answer={round.answer}
              covered={round.covered}
            />
          )}
          <SelfGrade place={place} round={round} question={question} />
          {!isFollowUp && (
            <details className="mistakes">
              <summary>{t('practice.round.mistakes')}</summary>
              <ul>
                {question.mistakes.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </details>
          )}
          <References items={question.references} headingId={`${place}-references`} level={4} />
        </div>
      )}
    </section>
  );
}
