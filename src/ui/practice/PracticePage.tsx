import { useEffect } from 'react';
import { roundItem } from '../../content/practice/questionRounds';
import { t } from '../../i18n/i18n';
import { begun } from '../../state/practiceKept';
import { useActions, useAppStore } from '../../state/useAppStore';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { Link } from '../Link';
import { addressOf, replaceAddress, useAddressText } from '../navigation/navigation';
import { practiceHref, QUESTION_PARAM } from './practiceAddress';
import { focusShown } from '../focusShown';
import { RoundPanel } from './RoundPanel';
import { TimerSettings } from './TimerSettings';
import './practice.css';

/**
 * Interview practice: the question the address names (else the bank's core one, which the route
 * table opens), or another picked or drawn at random; answer under the timer, reveal, climb.
 */
export function PracticePage() {
  const actions = useActions();
  const bank = useAppStore((s) => s.practice.bank);
  const questions = useAppStore((s) => s.practice.questions);
  const issues = useAppStore((s) => s.practice.issues);
  const round = useAppStore((s) => s.practice.round);
  const named = addressOf(useAddressText()).search.get(QUESTION_PARAM);
  useEffect(() => void actions.loadBank(), [actions]);
  const question = round ? questions.find((q) => q.id === round.questionId) : undefined;
  const item = round && question ? roundItem(question, round.path) : undefined;
  // The address names the question on screen: written back in place when it names none (or one
  // the bank does not have), so a copied address opens the same question.
  const shown = round?.questionId ?? null;
  const ready = bank !== null;
  const namesKnown = bank?.some((q) => q.id === named) ?? false;
  useEffect(() => {
    if (ready && shown !== null && !namesKnown) replaceAddress(practiceHref(shown));
  }, [ready, shown, namesKnown]);
  // Another question is an in-page change: the address follows in place, no new history entry.
  // A question comes back where it was left (its kept round); "Start again" begins it anew.
  const choose = (id: string) => {
    void actions.chooseQuestion(id);
    replaceAddress(practiceHref(id));
  };
  const random = () => {
    const pool = (bank ?? []).filter((q) => q.id !== round?.questionId);
    const pick = pool[Math.floor(Math.random() * pool.length)] ?? bank?.[0];
    if (pick) choose(pick.id);
  };
  return (
    <article className="practice-page" data-testid="practice-page">
      <h2>{t('practice.title')}</h2>
      <p>{t('practice.intro')}</p>
      <nav className="practice-hub" aria-label={t('practice.hub')}>
        <Link to="/practice/mock">{t('practice.mock.title')}</Link>
        <Link to="/practice/drills">{t('practice.hub.drills')}</Link>
        <Link to="/practice/review">{t('practice.hub.review')}</Link>
      </nav>
      {issues.length > 0 && (
        <ul role="alert" className="player-error">
          {issues.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
      {!ready ? (
        <p role="status">{t('practice.loadingQuestions')}</p>
      ) : (
        <div className="practice-setup">
          <label>
            {t('practice.picker.label')}{' '}
            <select
              data-testid="question-picker"
              value={round?.questionId ?? ''}
              onChange={(e) => e.target.value && choose(e.target.value)}
            >
              {!round && <option value="">{t('practice.picker.choose')}</option>}
              {bank.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.core ? '★ ' : ''}
                  {q.title}
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="button" onClick={random} data-testid="random-question">
            {t('practice.random')}
          </button>
          {round && begun(round) && (
            <button
              type="button"
              data-testid="question-again"
              onClick={() => {
                actions.startRound(round.questionId);
                focusShown('practice-prompt');
              }}
            >
              {t('practice.picker.again')}
            </button>
          )}
          <TimerSettings />
        </div>
      )}
      {ready && !round && (
        <p className="practice-empty" data-testid="practice-empty">
          {t('practice.empty')}
        </p>
      )}
      {round && question && (
        <>
          <RoundPanel
            key={`${round.questionId}/${round.path.join('.')}/${round.startedAt}`}
            place="practice"
            round={round}
            question={question}
          />
          {round.usedMs !== null && item && (
            <section className="next-follow-up" aria-labelledby="follow-up-heading">
              <h4 id="follow-up-heading">{t('practice.followUp.heading')}</h4>
              {item.followUps.length === 0 ? (
                <p data-testid="ladder-end">{t('practice.followUp.ladderEnd')}</p>
              ) : (
                <ul>
                  {item.followUps.map((f, k) => (
                    <li key={f.question}>
                      <button
                        type="button"
                        data-testid="ask-follow-up"
                        onClick={() => {
                          actions.askFollowUp(k);
                          focusShown('practice-prompt');
                        }}
                      >
                        {t('practice.followUp.ask')}
                        <InlineMarkdown source={f.question} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </article>
  );
}
