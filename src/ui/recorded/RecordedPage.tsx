// A trace recorded on PostgreSQL (`/recorded/<name>`), played back in the player: each worker had
// its own session there, and a statement that needed another session's row lock waited for it.
// The page says where it was recorded, lists the waits in words, and offers no editor or explorer:
// the browser runs scenarios on SQLite, which cannot run this one.
import { useEffect, useState } from 'react';
import { currentLocale, sentenceGap, t } from '../../i18n/i18n';
import type { TraceSource } from '../../state/traceSource';
import { useActions, useAppStore } from '../../state/useAppStore';
import { lessonOfRecording } from '../../content/lessons/recordedLinks';
import { Link } from '../Link';
import { lessonHref } from '../lesson/lessonAddress';
import { pathOf, recordedHref } from '../navigation/routes';
import { PlayerView } from '../player/PlayerView';
import { loadRecording, RECORDED_NAMES, type Recording } from './recordings';
import { RecordedWaits } from './RecordedWaits';
import './recorded.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; recording: Recording };

export function RecordedPage({ name }: { name: string }) {
  const actions = useActions();
  // The lesson whose claim this recording backs: the first that links to it.
  const index = useAppStore((s) => s.lesson.index);
  useEffect(() => void actions.loadLessons(), [actions]);
  const lesson = lessonOfRecording(index, name);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    loadRecording(name, currentLocale()).then(
      (recording) => {
        if (!live) return;
        if (!recording) return setLoaded({ kind: 'missing' });
        setLoaded({ kind: 'ready', recording });
        actions.show(recording.trace, { source: { kind: 'recorded', name }, step: 'start' });
      },
      (e: unknown) => {
        if (live)
          setLoaded({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [actions, name]);

  const accepts = (s: TraceSource) => s.kind === 'recorded' && s.name === name;
  return (
    <div className="recorded-page" data-testid="recorded-page" data-name={name}>
      <h1 className="recorded-heading">{t('recorded.heading')}</h1>
      <p className="recorded-back">
        {lesson ? (
          <Link to={lessonHref(lesson.id)} data-testid="recorded-lesson">
            {t('recorded.lesson', { order: lesson.order, title: lesson.title })}
          </Link>
        ) : (
          <Link to={pathOf({ page: 'lessons' })} data-testid="recorded-lesson">
            {t('recorded.lessons')}
          </Link>
        )}
      </p>
      {loaded.kind === 'loading' && (
        <p role="status" data-testid="recorded-loading">
          {t('recorded.loading')}
        </p>
      )}
      {loaded.kind === 'missing' && (
        <div role="alert" className="player-error" data-testid="recorded-missing">
          <h2>{t('recorded.missing.title', { name })}</h2>
        </div>
      )}
      {loaded.kind === 'failed' && (
        <div role="alert" className="player-error" data-testid="recorded-failed">
          <h2>{t('recorded.failed')}</h2>
          <p>{loaded.message}</p>
        </div>
      )}
      {loaded.kind === 'ready' && (
        <>
          <p className="recorded-label" data-testid="recorded-label">
            <strong>{t('recorded.label', { server: loaded.recording.server })}</strong>
            {sentenceGap()}
            {t('recorded.about')}
          </p>
          <PlayerView accepts={accepts} />
          <RecordedWaits trace={loaded.recording.trace} />
          <p className="recorded-no-editor" data-testid="recorded-no-editor">
            {t('recorded.noEditor')}
            {sentenceGap()}
            <code>{`npm run cli -- run ${loaded.recording.file} --engine postgres`}</code>
          </p>
        </>
      )}
      <nav className="recorded-others" aria-label={t('recorded.others')}>
        <h2>{t('recorded.others')}</h2>
        <ul>
          {RECORDED_NAMES.map((n) => (
            <li key={n}>
              <Link
                to={recordedHref(n)}
                data-testid={`recorded-link-${n}`}
                aria-current={n === name ? 'page' : undefined}
              >
                <code>{n}</code>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
