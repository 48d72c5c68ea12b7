import { useEffect, useRef } from 'react';
import { addressOf, useAddressText } from '../navigation/navigation';
import { keepStepInAddress } from '../navigation/step';
import { lessonViewOf } from './lessonAddress';
import { emptyProgress } from '../../content/progressFile';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';
import { PlayerView } from '../player/PlayerView';
import { ExercisePanel } from './ExercisePanel';
import { LessonExtras } from './LessonExtras';
import { Markdown } from './Markdown';
import { PredictPanel } from './PredictPanel';
import { STATUS_LABEL } from './progressLabels';
import { ScenarioSwitcher } from './ScenarioSwitcher';
import { SqlToggle } from './SqlToggle';
import './lesson.css';

interface Props {
  id: string;
}

/** One lesson: prose, predict, the player, the exercise (its editor and Check), then more. */
export function LessonPage({ id }: Props) {
  const actions = useActions();
  const lesson = useAppStore((s) => (s.lesson.openId === id ? s.lesson.lesson : null));
  const ready = useAppStore((s) => s.lesson.indexStatus === 'ready' && s.lesson.openId === id);
  const index = useAppStore((s) => s.lesson.index);
  const status = useAppStore((s) => (s.lesson.progress[id] ?? emptyProgress()).status);
  const predicted = useAppStore((s) => s.lesson.progress[id]?.predicted === true);
  // The address says which timeline the player shows, with which SQL
  // (`?timeline=…&sql=starter|mine|solution&step=N`); it is read on the first load and on every
  // later move, back and forward included.
  const view = lessonViewOf(addressOf(useAddressText()).search);
  const timeline = view.timeline;
  const sql = view.sql ?? null;
  // The step in the address counts only for the first show (later moves keep the playhead).
  const lessonStep = useRef<number | null>(view.step ?? null);
  useEffect(() => {
    void actions.openLesson(id, { timeline, sql, step: lessonStep.current });
    lessonStep.current = null;
  }, [actions, id, timeline, sql]);
  const step = useAppStore((s) =>
    s.player.source?.kind === 'lesson' && s.player.source.lesson === id ? s.player.step : null,
  );
  useEffect(() => {
    if (step !== null) keepStepInAddress(step);
  }, [step]);

  if (!lesson) {
    return ready ? (
      <div role="alert" className="player-error" data-testid="lesson-missing">
        <h2>There is no lesson "{id}"</h2>
        <p>
          <Link to="/lessons">See every lesson</Link>
        </p>
      </div>
    ) : (
      <p role="status">Loading the lesson…</p>
    );
  }
  const at = index.findIndex((l) => l.id === id);
  const prev = index[at - 1];
  const next = index[at + 1];
  return (
    <article
      className="lesson-page"
      data-testid="lesson-page"
      data-lesson={id}
      data-status={status}
    >
      <nav className="lesson-breadcrumb" aria-label="Lesson">
        <Link to="/lessons">Lessons</Link> › Lesson {at + 1} of {index.length}{' '}
        <span className={`lesson-status status-${status}`} data-testid="lesson-status">
          {STATUS_LABEL[status]}
        </span>
      </nav>
      <h2>{lesson.title}</h2>
      {/* In the order a learner works: read, predict, play, edit and check, then go further. On
          a wide screen the player stands beside the reading (lesson.css). */}
      <div className="lesson-grid">
        <div className="lesson-text">
          <p className="lesson-summary">{lesson.summary}</p>
          {lesson.sections.map((s, k) => (
            <section key={k}>
              <h3>{s.heading}</h3>
              <Markdown source={s.body} />
            </section>
          ))}
        </div>
        <PredictPanel lesson={lesson} />
        <div className="lesson-stage">
          <ScenarioSwitcher lesson={lesson} />
          <SqlToggle lesson={lesson} />
          <div className="lesson-player" data-veiled={!predicted}>
            {!predicted && (
              <div className="predict-veil" data-testid="predict-veil">
                <p>Make your prediction first: the outcomes are hidden until you do.</p>
                <button type="button" onClick={actions.submitPredictions}>
                  Skip the prediction
                </button>
              </div>
            )}
            {/* Behind the veil the player is inert: no focus, no clicks, nothing read aloud (its
                keyboard shortcuts are off too, see playerVeiled in state/keymap.ts). */}
            <div className="lesson-player-view" inert={!predicted} data-testid="lesson-player">
              <PlayerView
                accepts={(s) =>
                  (s.kind === 'lesson' && s.lesson === id) || s.kind === 'counterexample'
                }
              />
            </div>
          </div>
        </div>
        <ExercisePanel lesson={lesson} />
        <div className="lesson-more">
          <LessonExtras lesson={lesson} />
        </div>
      </div>
      <nav className="lesson-pager" aria-label="Previous and next lesson">
        {prev ? <Link to={`/lessons/${prev.id}`}>← {prev.title}</Link> : <span />}
        {next ? (
          <Link to={`/lessons/${next.id}`} data-testid="next-lesson">
            {next.title} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
