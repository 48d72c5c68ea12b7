// The exercise's prediction: the lesson's predict list, over the exercise slice's state. The truth
// is the starter's run, once it is on screen.
import { useMemo } from 'react';
import { exerciseAsLesson } from '../../content/check/exerciseLesson';
import type { SharedExercise } from '../../content/links/exerciseLink';
import { predictSteps } from '../../content/lessons/lessonView';
import { t } from '../../i18n/i18n';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { PredictList } from '../predict/PredictList';

interface Props {
  exercise: SharedExercise;
  hash: string;
}

export function ExercisePredict({ exercise, hash }: Props) {
  const actions = useActions();
  const predictions = useAppStore((s) => s.exercise.predictions);
  const predicted = useAppStore((s) => s.exercise.predicted);
  const trace = useAppStore(selectTrace);
  const onStarter = useAppStore((s) => {
    const source = s.player.source;
    return source?.kind === 'exercise' && source.hash === hash && source.sql === 'starter';
  });
  const steps = useMemo(() => predictSteps(exerciseAsLesson(exercise)), [exercise]);
  return (
    <PredictList
      prompt={<p>{t('exercise.predict.prompt')}</p>}
      scenario={exercise.scenario}
      steps={steps}
      predictions={predictions}
      done={predicted}
      truthTrace={onStarter ? trace : null}
      onPredict={actions.setExercisePrediction}
      onSubmit={() => void actions.submitExercisePredictions()}
    />
  );
}
