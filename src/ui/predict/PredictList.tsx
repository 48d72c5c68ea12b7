// Predicting before playing: each step's outcome marked, then the truth from the engine and a
// score. A lesson's predict panel and a shared exercise show it, each with its own state.
import { useEffect, useRef, type ReactNode } from 'react';
import { runOrder } from '../../engine/runOrder';
import type { Outcome, Scenario, Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { askForPlayer } from './playerCode';

export interface PredictListProps {
  /** What to predict, above the steps (a lesson's prompt, say). */
  prompt: ReactNode;
  scenario: Scenario;
  /** Run-order indices of the steps to predict. */
  steps: number[];
  predictions: Record<string, Outcome>;
  /** The learner has predicted (or skipped): choices lock and the truth shows. */
  done: boolean;
  /** The run whose outcomes are the truth, once it is on screen (null until then). */
  truthTrace: Trace | null;
  onPredict(step: number, outcome: Outcome): void;
  onSubmit(): void;
}

function choicesFor(action: string): Outcome[] {
  if (action === 'claim') return ['granted', 'denied'];
  if (action === 'read') return ['ok', 'error'];
  return ['accepted', 'rejected'];
}

/** An outcome as a word in the page's language (its value stays the engine's). */
const outcomeLabel = (o: Outcome): string => t(`outcome.${o}`);

export function PredictList(props: PredictListProps) {
  const { prompt, scenario, steps, predictions, done, truthTrace, onPredict, onSubmit } = props;
  const order = runOrder(scenario.steps);
  // Only the steps the learner marked are scored: a skip, or a step left blank, is no wrong guess.
  const marked = steps.filter((i) => predictions[String(i)] !== undefined);
  const right = marked.filter(
    (i) => truthTrace?.steps[i]?.outcome === predictions[String(i)],
  ).length;
  // Check my predictions goes away when pressed: the focus goes to the score it brings (once the
  // run is there), never to the page's <body>, and the page does not scroll for it.
  const score = useRef<HTMLParagraphElement>(null);
  const toScore = useRef(false);
  const submit = () => {
    toScore.current = true;
    onSubmit();
  };
  useEffect(() => {
    if (!toScore.current || !score.current) return;
    toScore.current = false;
    score.current.focus({ preventScroll: true });
  }, [done, truthTrace]);

  return (
    // A learner at the predictions is about to see the player they veil: its code starts to load.
    <section
      className="predict"
      aria-labelledby="predict-heading"
      data-testid="predict"
      data-done={done}
      onPointerEnter={askForPlayer}
      onFocus={askForPlayer}
    >
      <h3 id="predict-heading">{t('lesson.predict.heading')}</h3>
      {prompt}
      <ol className="predict-steps">
        {steps.map((i) => {
          const step = scenario.steps[order[i] ?? -1];
          if (!step) return null;
          const mine = predictions[String(i)];
          const truth = truthTrace?.steps[i]?.outcome;
          return (
            <li
              key={i}
              data-testid="predict-step"
              data-step={i}
              data-right={done && truth && mine ? truth === mine : undefined}
            >
              <span className="predict-what">
                t={step.at} {step.actor} {step.do}
              </span>
              <span
                role="radiogroup"
                aria-label={t('lesson.predict.outcomeOf', {
                  at: step.at,
                  actor: step.actor,
                  do: step.do,
                })}
              >
                {choicesFor(step.do).map((o) => (
                  <label key={o} className="predict-choice">
                    <input
                      type="radio"
                      name={`predict-${i}`}
                      value={o}
                      checked={mine === o}
                      disabled={done}
                      onChange={() => onPredict(i, o)}
                    />
                    {outcomeLabel(o)}
                  </label>
                ))}
              </span>
              {done && truth && (
                <span
                  className={mine === undefined ? 'shown' : truth === mine ? 'met' : 'unmet'}
                  data-testid="predict-truth"
                >
                  {mine === undefined ? '' : truth === mine ? '✓ ' : '✗ '}
                  {t('lesson.predict.itWas', { outcome: outcomeLabel(truth) })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {done ? (
        truthTrace && (
          <p data-testid="predict-score" role="status" tabIndex={-1} ref={score}>
            {marked.length === 0
              ? t('lesson.predict.none')
              : marked.length < steps.length
                ? t('lesson.predict.scoreOfMarked', { right, total: marked.length })
                : t('lesson.predict.score', { right, total: steps.length })}
          </p>
        )
      ) : (
        <button type="button" className="primary" data-testid="submit-predictions" onClick={submit}>
          {t('lesson.predict.submit')}
        </button>
      )}
    </section>
  );
}
