// The learner's side of an exercise: the editor (a tab per editable action, Monaco once editing
// starts), the other actions' SQL read-only, Check my SQL / Run / Reset right below, and the
// report in a lesson's words.
import { Suspense, useMemo, useState } from 'react';
import type { SharedExercise } from '../../content/links/exerciseLink';
import { sqlFor } from '../../engine/referenceSql';
import { sentenceGap, t } from '../../i18n/i18n';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { ExerciseBench } from '../bench/ExerciseBench';
import { useCheckPress } from '../bench/useCheckPress';
import { useWorkbook } from '../bench/useWorkbook';
import { CheckReport, loadCheckReport } from '../lesson/lazyReport';

interface Props {
  exercise: SharedExercise;
  hash: string;
}

export function ExerciseEditor({ exercise, hash }: Props) {
  const actions = useActions();
  const sql = useAppStore((s) => s.exercise.sql);
  const predicted = useAppStore((s) => s.exercise.predicted);
  const key = useMemo(() => ({ kind: 'link', hash }) as const, [hash]);
  const { checking, report, difference, checkError } = useWorkbook(key);
  const check = useCheckPress(() => {
    void loadCheckReport();
    return actions.checkExercise();
  }, checking);
  const trace = useAppStore(selectTrace);
  const mineShown = useAppStore((s) => {
    const source = s.player.source;
    return source?.kind === 'exercise' && source.hash === hash && source.sql === 'mine';
  });
  const [ranVeiled, setRanVeiled] = useState(false);

  const run = () => {
    if (!predicted) setRanVeiled(true);
    void actions.showExercise('mine');
  };
  const reset = () => {
    if (window.confirm(t('exercise.resetConfirm'))) actions.resetExerciseSql();
  };

  return (
    <section className="exercise" aria-labelledby="exercise-heading" data-testid="exercise-work">
      <h3 id="exercise-heading">{t('lesson.exercise.heading')}</h3>
      <p>
        {t('exercise.edit.intro', {
          actions: exercise.edit.join(t('exercise.edit.listSeparator')),
        })}
        {sentenceGap()}
        {t(exercise.safe ? 'exercise.pass.safe' : 'exercise.pass.expects')}
      </p>
      <ExerciseBench
        kind="exercise"
        // The link's checksum names the exercise: another one starts fresh editor models.
        docKey={`exercise:${hash.split('.')[1] ?? ''}`}
        edit={exercise.edit}
        sql={sql}
        trace={trace}
        mineShown={mineShown}
        onEdit={(tab, value) => actions.setExerciseSql(tab, value)}
        onRun={run}
        checking={check.checking}
        onCheck={check.press}
        onReset={reset}
        buttons={
          <button
            type="button"
            data-testid="run-starter"
            onClick={() => void actions.showExercise('starter')}
          >
            {t('exercise.runStarter')}
          </button>
        }
        veiled={!predicted && ranVeiled && t('lesson.exercise.runVeiled')}
        checkError={checkError}
      >
        {report && (
          <Suspense fallback={null}>
            <CheckReport
              lessonId=""
              report={report}
              onShow={() => void actions.showExercise('mine')}
              difference={difference}
              onShowDifference={actions.showWorkbookDifference}
            />
          </Suspense>
        )}
        {exercise.readOnly.length > 0 && <ReadOnlySql exercise={exercise} />}
      </ExerciseBench>
    </section>
  );
}

/** The SQL of the actions the learner does not edit: to read, not to change. */
function ReadOnlySql({ exercise }: { exercise: SharedExercise }) {
  return (
    <details className="exercise-readonly" data-testid="exercise-readonly">
      <summary>{t('exercise.readonly.heading')}</summary>
      {exercise.readOnly.map((action) => (
        <div key={action} data-action={action}>
          <h4>
            <code>{action}</code>
          </h4>
          <pre tabIndex={0} aria-label={t('exercise.readonly.sqlOf', { action })}>
            <code>{sqlOf(exercise, action)}</code>
          </pre>
        </div>
      ))}
    </details>
  );
}

/** What an action runs in the exercise's scenario: its own SQL, else the reference. */
function sqlOf(exercise: SharedExercise, action: string): string {
  return (sqlFor(exercise.scenario.sql, action) ?? '').replace(/\n$/, '');
}
