import { Suspense, useDeferredValue, useEffect } from 'react';
import { keepStepInAddress } from '../navigation/step';
import { emptyProgress } from '../../content/files/progressFile';
import { useAppStore } from '../../state/useAppStore';
import { lazyNamed } from '../lazyNamed';
import { Link } from '../Link';
import { Markdown } from './Markdown';
import { PredictPanel } from './PredictPanel';
import { t } from '../../i18n/i18n';
import { statusLabel } from './progressLabels';
import './lesson.css';
import './print.css';
import { usePrintFinalStep } from './usePrintFinalStep';
import { wantPlayer } from '../predict/playerCode';
import { useNeighbours } from './useNeighbours';

interface Props {
  id: string;
}

/**
 * The player, the exercise and the extras: their own chunks (the player's shared with the studio),
 * requested when the page renders them just after the reading, so the reading's first paint does
 * not wait for their download (scripts/lessonPageChunk.ts). The actions of Check my SQL and of
 * the explorer load when the learner first checks or searches (sliceCode.ts).
 */
const LessonWork = lazyNamed(() => import('./LessonWork'), 'LessonWork');

/** One lesson: prose, predict, the player, the exercise (its editor and Check), then more. */
export function LessonPage({ id }: Props) {
  const lesson = useAppStore((s) => (s.lesson.openId === id ? s.lesson.lesson : null));
  // Opened and not found: the slice sets the id once it knows.
  const ready = useAppStore((s) => s.lesson.openId === id);
  const place = useNeighbours(id);
  const status = useAppStore((s) => (s.lesson.progress[id] ?? emptyProgress()).status);
  const predicted = useAppStore((s) => s.lesson.progress[id]?.predicted === true);
  // The address says which timeline the player shows, with which SQL
  // (`?timeline=…&sql=starter|mine|solution&step=N`): the route table opens it (routeTable.tsx);
  // the page writes the playhead back.
  const step = useAppStore((s) =>
    s.player.source?.kind === 'lesson' && s.player.source.lesson === id ? s.player.step : null,
  );
  useEffect(() => {
    if (step !== null) keepStepInAddress(step);
  }, [step]);
  // A learner who has predicted sees the player at once: its code loads beside the lesson's work,
  // not after it (behind the veil it waits for them: playerCode.ts).
  useEffect(() => {
    if (predicted) void wantPlayer();
  }, [predicted]);

  // The reading shows first; the player, the exercise and the extras render just after, in a
  // transition React splits into short tasks, so the text paints without waiting for them.
  const full = useDeferredValue(true, false);
  // Printed, the lesson's timeline is a figure at its final step (print.css).
  usePrintFinalStep();

  if (!lesson) {
    return ready ? (
      <div role="alert" className="player-error" data-testid="lesson-missing">
        <h2>{t('lesson.missing', { id })}</h2>
        <p>
          <Link to="/lessons">{t('lesson.seeAll')}</Link>
        </p>
      </div>
    ) : (
      <p role="status">{t('lesson.loading')}</p>
    );
  }
  const prev = place?.prev;
  const next = place?.next;
  return (
    <article
      className="lesson-page"
      data-testid="lesson-page"
      data-lesson={id}
      data-status={status}
    >
      <nav className="lesson-breadcrumb" aria-label={t('lesson.breadcrumb')}>
        <Link to="/lessons">{t('nav.lessons')}</Link> ›{' '}
        {place ? <>{t('lesson.of', { n: place.n, total: place.total })} </> : null}
        <span className={`lesson-status status-${status}`} data-testid="lesson-status">
          {statusLabel(status)}
        </span>
      </nav>
      <h2>{lesson.title}</h2>
      {/* In the order a learner works: read, predict, play, edit and check, then go further. On
          a wide screen the player stands beside the reading (lessonLayout.css). */}
      <div className="lesson-grid">
        <div className="lesson-text">
          <p className="lesson-summary">{lesson.summary}</p>
          {lesson.sections.map((s, k) => (
            // Back, Forward and a reload come back to the section the reader was in (scrollAnchor.ts).
            <section key={k} data-scroll-anchor={`section-${k}`}>
              <h3>{s.heading}</h3>
              <Markdown source={s.body} />
            </section>
          ))}
        </div>
        <PredictPanel lesson={lesson} />
        {full ? (
          <Suspense fallback={PENDING}>
            <LessonWork lesson={lesson} id={id} predicted={predicted} />
          </Suspense>
        ) : (
          PENDING
        )}
      </div>
      <nav className="lesson-pager" aria-label={t('lesson.pager')}>
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

/** Where the player stands until it has rendered. */
const PENDING = <div className="lesson-stage" data-testid="lesson-stage-pending" />;
