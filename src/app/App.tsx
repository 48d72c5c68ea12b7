import { Suspense, useEffect, useRef } from 'react';
import { Link } from '../ui/Link';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { StorageNotice } from '../ui/StorageNotice';
import { UpdateNotice } from '../ui/UpdateNotice';
import { OfflineNotice } from '../ui/OfflineNotice';
import { useRoute } from '../ui/navigation/navigation';
import { arriveAt } from '../ui/navigation/pageArrival';
import { ProofBanner } from '../ui/practice/ProofBanner';
import { t } from '../i18n/i18n';
import { AppHeader } from './AppHeader';
import { pathOf, PLAYGROUND_PATH, type Route } from '../ui/navigation/routes';
import { messageParts } from '../ui/player/messageParts';
import { entryOf } from './routeTable';
import { useOpenRoute } from './useOpenRoute';

/** The window's title as the page's HTML gives it: the home page's. */
const HOME_TITLE = document.title;

export function App() {
  const route = useRoute();
  // Every page follows its address through the route table, in this one effect.
  useOpenRoute(route);
  const main = useRef<HTMLElement>(null);
  const path = pathOf(route);
  const arrived = useRef<string | null>(null);
  // Another page: the window's title names it, and the focus goes to its heading (pageArrival.ts).
  useEffect(() => {
    if (!main.current) return;
    const moved = arrived.current !== null;
    arrived.current = path;
    return arriveAt(main.current, moved, (page) =>
      path === '/' ? HOME_TITLE : t('app.documentTitle', { page }),
    );
  }, [path]);
  // An embedded player is the player alone: no header, no navigation.
  if (route.page === 'embed')
    return (
      <ErrorBoundary what="The embedded player" fallback={pageFailed}>
        <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
          {entryOf(route).render(route)}
        </Suspense>
      </ErrorBoundary>
    );
  return (
    <>
      <AppHeader route={route} />
      <main className="app-main" id="main" tabIndex={-1} ref={main}>
        <StorageNotice page={route.page} />
        <UpdateNotice />
        <OfflineNotice />
        <ProofBanner page={route.page} />
        <div className="page-part" data-page="">
          <ErrorBoundary key={path} what="This page" fallback={pageFailed}>
            <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
              <Page route={route} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
    </>
  );
}

/** A page that failed to render: say so, offer to render it again; the header still works. */
function pageFailed(error: unknown, retry: () => void) {
  return (
    <div role="alert" className="player-error" data-testid="page-failed">
      <h2>{t('page.failed.title')}</h2>
      <p>
        {t('page.failed.body')}
        {error instanceof Error ? ` (${error.message})` : ''}
      </p>
      <button type="button" onClick={retry} data-testid="reload-part">
        {t('page.failed.retry')}
      </button>
    </div>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'not-found':
      return (
        <div role="alert" className="player-error" data-testid="not-found">
          <h2>{t('page.notFound.title', { path: route.path })}</h2>
          <p>
            {messageParts('page.notFound.body', {
              home: <Link to="/">{t('page.notFound.home')}</Link>,
              playground: <Link to={PLAYGROUND_PATH}>{t('page.notFound.playground')}</Link>,
              lessons: <Link to="/lessons">{t('page.notFound.lessons')}</Link>,
            })}
          </p>
        </div>
      );
    default:
      return entryOf(route).render(route);
  }
}
