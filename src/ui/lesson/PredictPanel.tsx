import type { Lesson } from '../../content/lesson';
import { lessonScenario, predictSteps } from '../../content/lessonView';
import { runOrder } from '../../engine/runOrder';
import type { Outcome } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { predictSql } from '../../state/lessonSql';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Markdown } from './Markdown';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

function choicesFor(action: string): Outcome[] {
  if (action === 'claim') return ['granted', 'denied'];
  if (action === 'read') return ['ok', 'error'];
  return ['accepted', 'rejected'];
}

/** An outcome as a word in the page's language (its value stays the engine's). */
const outcomeLabel = (o: Outcome): string => t(`lesson.outcome.${o}`);

/** Before playing: mark each step's outcome, then see the truth from the engine and a score. */
export function PredictPanel({ lesson }: Props) {
  const actions = useActions();
  const showTimeline = useShowTimeline(lesson.id);
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const view = useAppStore((s) => s.lesson.view);
  const trace = useAppStore(selectTrace);
  const scenario = lessonScenario(lesson, lesson.predict.scenario);
  if (!scenario) return null;
  const order = runOrder(scenario.steps);
  const steps = predictSteps(lesson);
  const predictions = progress?.predictions ?? {};
  const done = progress?.predicted === true;
  // On the exercise's own timeline the learner predicts (and then watches) the starter's SQL.
  const sql = predictSql(lesson);
  const truthTrace = view?.scenario === lesson.predict.scenario && view.sql === sql ? trace : null;
  const right = steps.filter(
    (i) => truthTrace?.steps[i]?.outcome === predictions[String(i)],
  ).length;

  const submit = async () => {
    actions.submitPredictions();
    showTimeline(lesson.predict.scenario, sql === 'written' ? null : sql);
  };

  return (
    <section
      className="predict"
      aria-labelledby="predict-heading"
      data-testid="predict"
      data-done={done}
    >
      <h3 id="predict-heading">{t('lesson.predict.heading')}</h3>
      <Markdown source={lesson.predict.prompt} />
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
              data-right={done && truth ? truth === mine : undefined}
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
                      onChange={() => actions.setPrediction(i, o)}
                    />
                    {outcomeLabel(o)}
                  </label>
                ))}
              </span>
              {done && truth && (
                <span className={truth === mine ? 'met' : 'unmet'} data-testid="predict-truth">
                  {truth === mine ? '✓' : '✗'}{' '}
                  {t('lesson.predict.itWas', { outcome: outcomeLabel(truth) })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {done ? (
        truthTrace && (
          <p data-testid="predict-score" role="status">
            {t('lesson.predict.score', { right, total: steps.length })}
          </p>
        )
      ) : (
        <button
          type="button"
          className="primary"
          data-testid="submit-predictions"
          onClick={() => void submit()}
        >
          {t('lesson.predict.submit')}
        </button>
      )}
    </section>
  );
}
