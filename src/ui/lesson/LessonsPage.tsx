import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { emptyProgress } from '../../content/files/progressFile';
import { sentenceGap, t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';
import { ProgressFileControls } from './ProgressFileControls';
import { progressFacts, statusLabel } from './progressLabels';
import { TRACKS, type Track } from '../../content/lessons/tracks';
import { DRAWN_ATTR, drawWhenIdle } from './drawWhenIdle';

/** Each group's heading and the sentence under it. */
const TRACK_WORDS: Record<Track, { title: () => string; intro: () => string }> = {
  fundamentals: {
    title: () => t('lesson.track.fundamentals'),
    intro: () => t('lesson.track.fundamentalsIntro'),
  },
  'real-systems': {
    title: () => t('lesson.track.realSystems'),
    intro: () => t('lesson.track.realSystemsIntro'),
  },
};

/**
 * The lesson list: a card per lesson, in order, grouped by track, with the learner's progress;
 * "N of M solved".
 */
export function LessonsPage() {
  const actions = useActions();
  const { index, indexStatus, indexIssues, progress } = useAppStore(
    useShallow((s) => ({
      index: s.lesson.index,
      // The list shows each lesson's summary: an index a lesson page loaded without them waits.
      indexStatus:
        s.lesson.indexStatus === 'ready' && !s.lesson.indexSummaries
          ? 'loading'
          : s.lesson.indexStatus,
      indexIssues: s.lesson.indexIssues,
      progress: s.lesson.progress,
    })),
  );
  useEffect(() => void actions.loadLessons({ summaries: true }), [actions]);
  // The cards not drawn yet (near the screen or not), drawn while the page is idle.
  const page = useRef<HTMLElement>(null);
  useEffect(() => {
    if (indexStatus !== 'ready' || !page.current) return;
    return drawWhenIdle([
      ...page.current.querySelectorAll<HTMLElement>(`.lesson-card:not([${DRAWN_ATTR}])`),
    ]);
  }, [indexStatus, index]);

  const solved = index.filter((l) => progress[l.id]?.status === 'solved').length;
  return (
    <article className="lessons-page" data-testid="lessons-page" ref={page}>
      <h2>{t('nav.lessons')}</h2>
      {indexStatus !== 'ready' ? (
        <p role="status">{t('lesson.list.loading')}</p>
      ) : (
        <>
          <div className="lessons-intro">
            <p data-testid="lessons-progress">
              {t('lesson.list.solved', { solved, total: index.length })}
            </p>
            <progress max={index.length} value={solved} aria-label={t('lesson.list.solvedLabel')} />
          </div>
          {TRACKS.map((track) => {
            const lessons = index.filter((l) => l.track === track);
            if (lessons.length === 0) return null;
            const first = index.indexOf(lessons[0] as (typeof index)[number]) + 1;
            return (
              <section
                key={track}
                className="lesson-track"
                aria-labelledby={`track-${track}`}
                data-testid="lesson-track"
                data-track={track}
              >
                <h3 id={`track-${track}`}>{TRACK_WORDS[track].title()}</h3>
                <p className="lesson-track-intro">
                  {TRACK_WORDS[track].intro()}
                  {track === 'real-systems' && (
                    <>
                      {sentenceGap()}
                      <Link to="/systems" data-testid="systems-link">
                        {t('lesson.track.compare')}
                      </Link>
                    </>
                  )}
                </p>
                <ol className="lesson-list" start={first}>
                  {lessons.map((l) => {
                    const k = index.indexOf(l);
                    const p = progress[l.id] ?? emptyProgress();
                    return (
                      <li
                        key={l.id}
                        className="lesson-card card"
                        data-testid="lesson-item"
                        data-lesson={l.id}
                        data-status={p.status}
                        data-scroll-anchor={`lesson-${l.id}`}
                      >
                        <div className="lesson-card-head">
                          <span className="lesson-number">
                            {t('lesson.list.number', { n: k + 1 })}
                          </span>
                          <span className={`lesson-status status-${p.status}`}>
                            {statusLabel(p.status)}
                          </span>
                        </div>
                        <Link to={`/lessons/${l.id}`} className="lesson-link">
                          <span className="lesson-title">{l.title}</span>
                        </Link>
                        <p className="lesson-summary">{l.summary}</p>
                        <ul
                          className="lesson-facts"
                          aria-label={t('lesson.list.facts')}
                          data-testid="lesson-facts"
                        >
                          {progressFacts(p).map((f) => (
                            <li key={f}>{f}</li>
                          ))}
                        </ul>
                      </li>
                    );
                  })}
                </ol>
              </section>
            );
          })}
        </>
      )}
      {indexIssues.length > 0 && (
        <div role="alert" className="player-error">
          <h3>{t('lesson.list.issues')}</h3>
          <pre>{indexIssues.join('\n')}</pre>
        </div>
      )}
      {/* Under the list once it is there (or has failed): shown while it loads, the controls stood
          where the list then came, and moved (a layout shift). */}
      {indexStatus === 'ready' || indexStatus === 'error' ? <ProgressFileControls /> : null}
    </article>
  );
}
