import type { Lesson } from '../../content/lessons/lesson';
import { lessonScenario, predictSteps } from '../../content/lessons/lessonView';
import { predictSql } from '../../content/lessons/lessonSql';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { PredictList } from '../predict/PredictList';
import { Markdown } from './Markdown';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

/** Before playing: mark each step's outcome, then see the truth from the engine and a score. */
export function PredictPanel({ lesson }: Props) {
  const actions = useActions();
  const showTimeline = useShowTimeline(lesson.id);
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const view = useAppStore((s) => s.lesson.view);
  const trace = useAppStore(selectTrace);
  const scenario = lessonScenario(lesson, lesson.predict.scenario);
  if (!scenario) return null;
  // On the exercise's own timeline the learner predicts (and then watches) the starter's SQL.
  const sql = predictSql(lesson);
  const truthTrace = view?.scenario === lesson.predict.scenario && view.sql === sql ? trace : null;

  const submit = () => {
    actions.submitPredictions();
    showTimeline(lesson.predict.scenario, sql === 'written' ? null : sql);
  };

  return (
    <PredictList
      prompt={<Markdown source={lesson.predict.prompt} />}
      scenario={scenario}
      steps={predictSteps(lesson)}
      predictions={progress?.predictions ?? {}}
      done={progress?.predicted === true}
      truthTrace={truthTrace}
      onPredict={actions.setPrediction}
      onSubmit={submit}
    />
  );
}
