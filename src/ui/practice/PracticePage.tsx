import { useEffect } from 'react';
import { roundItem } from '../../content/question';
import { useActions, useAppStore } from '../../state/useAppStore';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { Link } from '../Link';
import { RoundPanel } from './RoundPanel';
import { TimerSettings } from './TimerSettings';
import './practice.css';

/** Interview practice: pick a question (or a random one), answer under the timer, reveal, climb. */
export function PracticePage() {
  const actions = useActions();
  const status = useAppStore((s) => s.practice.status);
  const questions = useAppStore((s) => s.practice.questions);
  const issues = useAppStore((s) => s.practice.issues);
  const round = useAppStore((s) => s.practice.round);
  useEffect(() => void actions.loadQuestions(), [actions]);
  const question = round ? questions.find((q) => q.id === round.questionId) : undefined;
  const item = round && question ? roundItem(question, round.path) : undefined;
  const random = () => {
    const pool = questions.filter((q) => q.id !== round?.questionId);
    const pick = pool[Math.floor(Math.random() * pool.length)] ?? questions[0];
    if (pick) actions.startRound(pick.id);
  };
  return (
    <article className="practice-page" data-testid="practice-page">
      <h2>Interview practice</h2>
      <p>
        Explain fencing under pressure, then prove it. Answer out loud or in writing, reveal the
        reference answer, grade yourself, and take the follow-up.
      </p>
      <nav className="practice-hub" aria-label="Practice">
        <Link to="/practice/mock">Mock interview</Link>
        <Link to="/practice/drills">Spot the stale write (drills)</Link>
        <Link to="/practice/review">Review (spaced repetition)</Link>
      </nav>
      {issues.length > 0 && (
        <ul role="alert" className="player-error">
          {issues.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
      {status !== 'ready' ? (
        <p role="status">Loading the questions…</p>
      ) : (
        <div className="practice-setup">
          <label>
            Question{' '}
            <select
              data-testid="question-picker"
              value={round && round.path.length === 0 ? round.questionId : ''}
              onChange={(e) => e.target.value && actions.startRound(e.target.value)}
            >
              <option value="">Choose a question…</option>
              {questions.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.core ? '★ ' : ''}
                  {q.title}
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="button" onClick={random} data-testid="random-question">
            Random question
          </button>
          <TimerSettings />
        </div>
      )}
      {!round && (
        <p className="practice-empty" data-testid="practice-empty">
          Pick a question or take a random one to start a round: answer it (typed or spoken), then
          reveal the reference answer, check the key points, grade yourself and take the follow-up.
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
              <h4 id="follow-up-heading">Follow-up</h4>
              {item.followUps.length === 0 ? (
                <p data-testid="ladder-end">
                  That is the end of this ladder. Pick another question or a random one.
                </p>
              ) : (
                <ul>
                  {item.followUps.map((f, k) => (
                    <li key={f.question}>
                      <button
                        type="button"
                        data-testid="ask-follow-up"
                        onClick={() => actions.askFollowUp(k)}
                      >
                        Ask me: <InlineMarkdown source={f.question} />
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
