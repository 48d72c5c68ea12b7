import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { emptyProgress } from '../../content/progressFile';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';
import { ProgressFileControls } from './ProgressFileControls';
import { STATUS_LABEL } from './progressLabels';

/** The lesson list: every lesson in order with its status, and "N of M solved". */
export function LessonsPage() {
  const actions = useActions();
  const { index, indexStatus, indexIssues, progress } = useAppStore(
    useShallow((s) => ({
      index: s.lesson.index,
      indexStatus: s.lesson.indexStatus,
      indexIssues: s.lesson.indexIssues,
      progress: s.lesson.progress,
    })),
  );
  useEffect(() => void actions.loadLessons(), [actions]);

  const solved = index.filter((l) => progress[l.id]?.status === 'solved').length;
  return (
    <article className="lessons-page" data-testid="lessons-page">
      <h2>Lessons</h2>
      {indexStatus !== 'ready' ? (
        <p role="status">Loading the lessons…</p>
      ) : (
        <>
          <p data-testid="lessons-progress">
            {solved} of {index.length} solved
          </p>
          <progress max={index.length} value={solved} aria-label="Lessons solved" />
          <ol className="lesson-list">
            {index.map((l) => {
              const status = (progress[l.id] ?? emptyProgress()).status;
              return (
                <li key={l.id} data-testid="lesson-item" data-lesson={l.id} data-status={status}>
                  <Link to={`/lessons/${l.id}`} className="lesson-link">
                    <span className="lesson-title">{l.title}</span>
                  </Link>
                  <span className={`lesson-status status-${status}`}>{STATUS_LABEL[status]}</span>
                  <p className="lesson-summary">{l.summary}</p>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {indexIssues.length > 0 && (
        <div role="alert" className="player-error">
          <h3>Some lesson files could not be loaded</h3>
          <pre>{indexIssues.join('\n')}</pre>
        </div>
      )}
      <ProgressFileControls />
    </article>
  );
}
