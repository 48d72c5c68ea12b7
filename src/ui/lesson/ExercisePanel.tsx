import { useState } from 'react';
import type { Lesson } from '../../content/lesson';
import { exerciseTimelines } from '../../content/lessonCheck';
import { learnerSql } from '../../state/lessonSlice';
import { useActions, useAppStore } from '../../state/useAppStore';
import { ExplorerPanel } from '../explorer/ExplorerPanel';
import { CheckReport } from './CheckReport';
import { Markdown } from './Markdown';
import { SolutionDiff } from './SolutionDiff';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

/** The exercise: its prompt, Run / Check my SQL / Reset / Show solution, hints, the report. */
export function ExercisePanel({ lesson }: Props) {
  const actions = useActions();
  const showTimeline = useShowTimeline(lesson.id);
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const report = useAppStore((s) => s.lesson.report);
  const checking = useAppStore((s) => s.lesson.checking);
  const checkError = useAppStore((s) => s.lesson.checkError);
  const [showSolution, setShowSolution] = useState(false);
  const hints = lesson.exercise.hints;
  const shown = progress?.hints ?? 0;
  const solved = progress?.status === 'solved';

  const reset = () => {
    if (
      window.confirm(
        'Start this exercise over? Your SQL, hints and predictions for it are cleared.',
      )
    ) {
      actions.resetLesson();
      setShowSolution(false);
    }
  };

  return (
    <section className="exercise" aria-labelledby="exercise-heading" data-testid="exercise">
      <h3 id="exercise-heading">
        Your turn {solved && <span className="lesson-status status-solved">Solved</span>}
      </h3>
      <Markdown source={lesson.exercise.prompt} />
      <div className="exercise-buttons">
        <button type="button" onClick={() => showTimeline(lesson.exercise.scenario, 'mine')}>
          Run my SQL <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </button>
        <button
          type="button"
          className="primary"
          data-testid="check-lesson"
          disabled={checking}
          onClick={() => void actions.checkLesson()}
        >
          {checking ? 'Checking…' : 'Check my SQL'}
        </button>
        <button type="button" data-testid="reset-lesson" onClick={reset}>
          Reset
        </button>
        <button
          type="button"
          data-testid="show-solution"
          aria-expanded={showSolution}
          onClick={() => {
            if (!showSolution) actions.askSolution();
            setShowSolution(!showSolution);
          }}
        >
          {showSolution ? 'Hide the solution' : 'Show the solution'}
        </button>
      </div>
      <div className="hints" data-testid="hints">
        <ol>
          {hints.slice(0, shown).map((h, k) => (
            <li key={k} data-testid="hint">
              <Markdown source={h} />
            </li>
          ))}
        </ol>
        {shown < hints.length && (
          <button type="button" data-testid="reveal-hint" onClick={actions.revealHint}>
            Show a hint ({shown + 1} of {hints.length})
          </button>
        )}
      </div>
      {checkError && (
        <p role="alert" className="check-error" data-testid="check-error">
          {checkError}
        </p>
      )}
      {report && <CheckReport lessonId={lesson.id} report={report} />}
      <ExplorerPanel
        subject={`lesson:${lesson.id}`}
        intro={
          solved
            ? "Your SQL passed this lesson's timelines — is it safe on every schedule? The explorer tries every order and stall of this exercise's workers and checks the oracle after each step."
            : "Is your SQL safe on every schedule, not just this lesson's timelines? The explorer tries every order and stall of this exercise's workers and checks the oracle after each step."
        }
        target={() => ({
          subject: `lesson:${lesson.id}`,
          scenario: exerciseTimelines(lesson, learnerSql(lesson, progress))[0]?.scenario,
        })}
        onOpen={() => actions.showCounterexample()}
        level={4}
      />
      {showSolution && <SolutionDiff lesson={lesson} mine={learnerSql(lesson, progress)} />}
      {solved && (
        <div className="explanation" data-testid="explanation">
          <h4>Why it works</h4>
          <Markdown source={lesson.exercise.explanation} />
        </div>
      )}
    </section>
  );
}
