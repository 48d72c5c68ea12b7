import { Suspense, useEffect, useMemo, useState } from 'react';
import type { Lesson } from '../../content/lessons/lesson';
import { exerciseTimelines } from '../../content/check/exerciseTimelines';
import { hasOwnSql } from '../../content/files/progressFile';
import { sentenceGap, t } from '../../i18n/i18n';
import { learnerSql } from '../../content/lessons/lessonSql';
import { useActions, useAppStore } from '../../state/useAppStore';
import { ExplorerPanel } from '../explorer/ExplorerPanel';
import { addressOf, useAddressText } from '../navigation/navigation';
import { ExerciseBench } from '../bench/ExerciseBench';
import { useCheckPress } from '../bench/useCheckPress';
import { useWorkbook } from '../bench/useWorkbook';
import { selectTrace } from '../../state/selectors';
import {
  CheckProgress,
  CheckReport,
  loadCheckProgress,
  loadCheckReport,
  SolutionDiff,
  SolvedBanner,
} from './lazyReport';
import { lessonViewOf, sqlOfView } from './lessonAddress';
import { focusShown } from '../focusShown';
import { Markdown } from './Markdown';
import { PrintExercise } from './PrintExercise';
import { statusLabel } from './progressLabels';
import { RunStrip } from './RunStrip';
import { useShowTimeline } from './useShowTimeline';
import { useMineInAddress } from './useViewInAddress';

interface Props {
  lesson: Lesson;
}

/**
 * The exercise: its prompt, the editor with Check my SQL / Run / Reset / Show solution right
 * below it, hints, the report, the explorer, the solution and why it works.
 */
/** A shown hint's id: the last one takes the focus when its button goes. */
const hintId = (k: number) => `lesson-hint-${k + 1}`;

export function ExercisePanel({ lesson }: Props) {
  const actions = useActions();
  const showTimeline = useShowTimeline(lesson.id);
  useMineInAddress(lesson.id);
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const key = useMemo(() => ({ kind: 'lesson', id: lesson.id }) as const, [lesson.id]);
  const { report, difference, checking, checkError } = useWorkbook(key);
  const check = useCheckPress(() => {
    void loadCheckProgress();
    void loadCheckReport();
    return actions.checkLesson();
  }, checking);
  const view = useAppStore((s) => s.lesson.view);
  const trace = useAppStore(selectTrace);
  const mine = useMemo(() => learnerSql(lesson, progress), [lesson, progress]);
  const [showSolution, setShowSolution] = useState(false);
  const hints = lesson.exercise.hints;
  const shown = progress?.hints ?? 0;
  const solved = progress?.status === 'solved';
  const predicted = progress?.predicted === true;
  const [ranVeiled, setRanVeiled] = useState(false);
  // A learner with SQL of their own will check it: the check's progress and report load now, as
  // its workers start (lessonSlice.ts), so that the first check shows its progress at once.
  const ownSql = hasOwnSql(progress);
  useEffect(() => {
    if (!ownSql) return;
    void loadCheckProgress();
    void loadCheckReport();
  }, [ownSql]);
  // The learner's SQL runs behind the prediction veil too (Run, or Ctrl+Enter in the editor,
  // which puts `sql=mine` in the address): say why the player shows nothing yet.
  const askedMine = sqlOfView(lessonViewOf(addressOf(useAddressText()).search)) === 'mine';
  const veiledRun = !predicted && (ranVeiled || askedMine);

  const run = () => {
    if (!predicted) setRanVeiled(true);
    showTimeline(lesson.exercise.scenario, 'mine');
  };

  const reset = () => {
    if (window.confirm(t('lesson.exercise.resetConfirm'))) {
      actions.resetLesson();
      setShowSolution(false);
    }
  };

  return (
    <section
      className="exercise"
      aria-labelledby="exercise-heading"
      data-testid="exercise"
      data-scroll-anchor="exercise"
    >
      <h3 id="exercise-heading">
        {t('lesson.exercise.heading')}{' '}
        {solved && <span className="lesson-status status-solved">{statusLabel('solved')}</span>}
      </h3>
      <Markdown source={lesson.exercise.prompt} />
      <PrintExercise lesson={lesson} />
      <RunStrip lessonId={lesson.id} veiled={!predicted} />
      <ExerciseBench
        kind="lesson"
        docKey={`lesson:${lesson.id}`}
        edit={lesson.exercise.edit}
        sql={mine}
        trace={trace}
        mineShown={view?.sql === 'mine'}
        onEdit={(tab, value) => actions.setLessonSql(tab, value)}
        onRun={run}
        checking={check.checking}
        onCheck={check.press}
        onReset={reset}
        lastButtons={
          <button
            type="button"
            data-testid="show-solution"
            aria-expanded={showSolution}
            onClick={() => {
              if (!showSolution) actions.askSolution();
              setShowSolution(!showSolution);
            }}
          >
            {t(showSolution ? 'lesson.exercise.hideSolution' : 'lesson.exercise.showSolution')}
          </button>
        }
        veiled={
          veiledRun && (
            <>
              {t('lesson.exercise.runVeiled')}
              {sentenceGap()}
              <button type="button" className="link-button" onClick={goToPrediction}>
                {t('lesson.exercise.goToPrediction')}
              </button>
            </>
          )
        }
        checkError={checkError}
      >
        <div className="hints" data-testid="hints">
          {/* A hint shown is read out; the last one takes the focus from its button, which goes. */}
          <ol aria-live="polite">
            {hints.slice(0, shown).map((h, k) => (
              <li key={k} data-testid="hint" id={hintId(k)} tabIndex={-1}>
                <Markdown source={h} />
              </li>
            ))}
          </ol>
          {shown < hints.length && (
            <button
              type="button"
              data-testid="reveal-hint"
              onClick={() => {
                actions.revealHint();
                if (shown + 1 === hints.length) focusShown(hintId(shown));
              }}
            >
              {t('lesson.exercise.revealHint', { n: shown + 1, total: hints.length })}
            </button>
          )}
        </div>
      </ExerciseBench>
      {checking && (
        <Suspense fallback={null}>
          <CheckProgress of={key} />
        </Suspense>
      )}
      {report?.passed && solved && (
        <Suspense fallback={null}>
          <SolvedBanner lessonId={lesson.id} />
        </Suspense>
      )}
      {report && (
        <Suspense fallback={null}>
          <CheckReport
            lessonId={lesson.id}
            report={report}
            difference={difference}
            onShowDifference={actions.showWorkbookDifference}
          />
        </Suspense>
      )}
      <ExplorerPanel
        subject={`lesson:${lesson.id}`}
        intro={t(solved ? 'lesson.exercise.explorerSolved' : 'lesson.exercise.explorerUnsolved')}
        target={() => ({
          subject: `lesson:${lesson.id}`,
          scenario: exerciseTimelines(lesson, learnerSql(lesson, progress))[0]?.scenario,
        })}
        onOpen={() => actions.showCounterexample()}
        level={4}
        checkShowsVerdict={report !== null}
      />
      {showSolution && (
        <Suspense fallback={null}>
          <SolutionDiff lesson={lesson} mine={learnerSql(lesson, progress)} />
        </Suspense>
      )}
      {solved && (
        <div className="explanation" data-testid="explanation">
          <h4>{t('lesson.exercise.whyItWorks')}</h4>
          <Markdown source={lesson.exercise.explanation} />
        </div>
      )}
    </section>
  );
}

/** Scrolls to the predict panel and puts the focus on its first choice. */
function goToPrediction() {
  const panel = document.querySelector<HTMLElement>('[data-testid="predict"]');
  panel?.scrollIntoView({ block: 'start' });
  panel?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
}
