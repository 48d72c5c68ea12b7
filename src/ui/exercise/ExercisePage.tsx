// A shared exercise (`/exercise#x=…`, made in the studio): read the instructions, predict each
// step's outcome with the starter SQL, play, then edit the actions the instructor marked and check
// the SQL against the scenario's expectations, in a lesson's words. The address drives it: the
// fragment is read on the first load and on every move.
import type { SharedExercise } from '../../content/links/exerciseLink';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';
import { addressOf, useAddressText } from '../navigation/navigation';
import { VeiledPlayer } from '../predict/VeiledPlayer';
import { ExerciseEditor } from './ExerciseEditor';
import { ExercisePredict } from './ExercisePredict';
import { SharedMarkdown } from './SharedMarkdown';
import '../lesson/lesson.css';
import './exercise.css';

/** The fragment an exercise link carries (exerciseLink.ts, without loading it). */
const EXERCISE_HASH = '#x=';

export function ExercisePage() {
  const { hash } = addressOf(useAddressText());
  // The route table opens the link (routeTable.tsx); the page shows what the store holds of it.
  const isLink = hash.startsWith(EXERCISE_HASH);
  const opened = useAppStore((s) => s.exercise.hash === hash);
  const status = useAppStore((s) => s.exercise.status);
  const problem = useAppStore((s) => s.exercise.problem);
  const exercise = useAppStore((s) => s.exercise.exercise);

  if (!isLink) return <NoExercise />;
  if (!opened || status === 'opening' || status === 'idle')
    return <p role="status">{t('exercise.loading')}</p>;
  if (status === 'error' || !exercise)
    return (
      <div role="alert" className="player-error" data-testid="exercise-error">
        <h2>{t('exercise.error.heading')}</h2>
        <p data-testid="exercise-problem">{problem}</p>
        <p>
          <Link to="/studio">{t('exercise.empty.studio')}</Link>
        </p>
      </div>
    );
  return <ExerciseWork exercise={exercise} hash={hash} />;
}

/** `/exercise` without a link: what the page is for, and where a link comes from. */
function NoExercise() {
  return (
    <section className="exercise-empty" data-testid="exercise-empty">
      <h2>{t('exercise.empty.heading')}</h2>
      <p>{t('exercise.empty.body')}</p>
      <p>
        <Link to="/studio">{t('exercise.empty.studio')}</Link>
      </p>
    </section>
  );
}

/** In the order a learner works, laid out as a lesson is: read, predict, play, edit and check. */
function ExerciseWork({ exercise, hash }: { exercise: SharedExercise; hash: string }) {
  const actions = useActions();
  const predicted = useAppStore((s) => s.exercise.predicted);
  return (
    <article className="lesson-page exercise-page" data-testid="exercise-page">
      <p className="exercise-kicker">{t('exercise.kicker')}</p>
      <h2 data-testid="exercise-title">{exercise.title}</h2>
      <div className="lesson-grid">
        <div className="lesson-text">
          <SharedMarkdown source={exercise.instructions} testId="exercise-instructions" />
        </div>
        <ExercisePredict exercise={exercise} hash={hash} />
        <div className="lesson-stage">
          <VeiledPlayer
            veiled={!predicted}
            onSkip={() => void actions.submitExercisePredictions()}
            accepts={(s) => s.kind === 'exercise' && s.hash === hash}
          />
        </div>
        <ExerciseEditor exercise={exercise} hash={hash} />
      </div>
    </article>
  );
}
