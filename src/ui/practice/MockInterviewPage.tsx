import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { focusShown } from '../focusShown';
import { Link } from '../Link';
import { clampTo, useFieldDraft, wholeIn } from '../useFieldDraft';
import { MockPlanNote } from './MockPlanNote';
import { MockReport } from './MockReport';
import { RoundPanel } from './RoundPanel';
import { TimerSettings } from './TimerSettings';
import './practice.css';

/** Shuffled copy (the app's randomness; the slice takes the ids it is given). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A mock interview: N questions with follow-ups under the timer, then a report to export. */
export function MockInterviewPage() {
  const actions = useActions();
  const status = useAppStore((s) => s.practice.status);
  const questions = useAppStore((s) => s.practice.questions);
  const mock = useAppStore((s) => s.practice.mock);
  const [count, setCount] = useState(3);
  const [followUps, setFollowUps] = useState(1);
  useEffect(() => void actions.loadQuestions(), [actions]);
  const most = Math.max(1, questions.length);
  const countField = useFieldDraft({
    value: count,
    read: wholeIn(1, most),
    settle: clampTo(1, most),
    commit: setCount,
  });
  const followUpsField = useFieldDraft({
    value: followUps,
    read: wholeIn(0, 3),
    settle: clampTo(0, 3),
    commit: setFollowUps,
  });
  const round = mock?.round ?? null;
  const question = round ? questions.find((q) => q.id === round.questionId) : undefined;
  const start = () => {
    const ids = shuffled(questions.map((q) => q.id)).slice(0, count);
    actions.startMock(ids, followUps);
    focusShown('mock-prompt');
  };
  // Each press hands the focus to what it brought: the next question, or the report at the end.
  const next = () => {
    const more = mock !== null && mock.done.length + 1 < mock.plan.length;
    actions.nextMockRound();
    focusShown(more ? 'mock-prompt' : 'report-heading');
  };
  const end = () => {
    actions.endMock();
    focusShown('mock-count');
  };
  return (
    <article className="practice-page" data-testid="mock-page">
      <h2>{t('practice.mock.title')}</h2>
      <p>
        <Link to="/practice">{t('practice.mock.back')}</Link>
      </p>
      {status !== 'ready' ? (
        <p role="status">{t('practice.loadingQuestions')}</p>
      ) : !mock ? (
        <form
          className="mock-setup"
          data-testid="mock-setup"
          onSubmit={(e) => {
            e.preventDefault();
            start();
          }}
        >
          <label>
            {t('practice.mock.count')}{' '}
            <input
              type="number"
              id="mock-count"
              min={1}
              max={questions.length}
              data-testid="mock-count"
              {...countField}
            />
          </label>{' '}
          <label>
            {t('practice.mock.followUps')}{' '}
            <input
              type="number"
              min={0}
              max={3}
              data-testid="mock-follow-ups"
              {...followUpsField}
            />
          </label>
          <TimerSettings />
          <MockPlanNote questions={questions} count={count} followUps={followUps} />
          <button type="submit" className="primary" data-testid="start-mock">
            {t('practice.mock.start')}
          </button>
        </form>
      ) : (
        <>
          <p className="mock-progress" data-testid="mock-progress">
            {round
              ? t('practice.mock.progress', { n: mock.done.length + 1, total: mock.plan.length })
              : t('practice.mock.done', { n: mock.done.length })}
          </p>
          {round && question && (
            <>
              <RoundPanel
                key={`${round.questionId}/${round.path.join('.')}/${round.startedAt}`}
                place="mock"
                round={round}
                question={question}
              />
              {round.usedMs !== null && (
                <button type="button" className="primary" data-testid="next-round" onClick={next}>
                  {t(
                    mock.done.length + 1 < mock.plan.length
                      ? 'practice.mock.next'
                      : 'practice.mock.finish',
                  )}
                </button>
              )}
            </>
          )}
          {!round && <MockReport rounds={mock.done} questions={questions} />}
          <button type="button" data-testid="end-mock" onClick={end}>
            {t(round ? 'practice.mock.abandon' : 'practice.mock.again')}
          </button>
        </>
      )}
    </article>
  );
}
