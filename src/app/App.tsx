import { Suspense } from 'react';
import { Link } from '../ui/Link';
import { ExamplePicker } from '../ui/player/controls/ExamplePicker';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { StorageNotice } from '../ui/StorageNotice';
import { UpdateNotice } from '../ui/UpdateNotice';
import { useRoute } from '../ui/navigation/navigation';
import { t } from '../i18n/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { pathOf, PLAYGROUND_PATH, type Route } from '../ui/navigation/routes';
import { messageParts } from '../ui/player/messageParts';
import { entryOf } from './routeTable';
import { useOpenRoute } from './useOpenRoute';

export function App() {
  const route = useRoute();
  // Every page follows its address through the route table, in this one effect.
  useOpenRoute(route);
  // An embedded player is the player alone: no header, no navigation.
  if (route.page === 'embed')
    return (
      <ErrorBoundary what="The embedded player" fallback={pageFailed}>
        <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
          {entryOf(route).render(route)}
        </Suspense>
      </ErrorBoundary>
    );
  const current = (page: Route['page'][]) => (page.includes(route.page) ? 'page' : undefined);
  return (
    <>
      <header className="app-header">
        <h1>
          <Link
            to="/"
            aria-current={current(['home'])}
            title={t('app.home')}
            data-testid="nav-home"
          >
            FenceLab
          </Link>
        </h1>
        <nav className="app-nav" aria-label={t('nav.main')}>
          <Link
            to={PLAYGROUND_PATH}
            aria-current={current(['playground'])}
            data-testid="nav-playground"
          >
            {t('nav.playground')}
          </Link>
          <Link
            to="/lessons"
            aria-current={current(['lessons', 'lesson'])}
            data-testid="nav-lessons"
          >
            {t('nav.lessons')}
          </Link>
          <Link
            to="/practice"
            aria-current={current(['practice', 'drills', 'review', 'mock'])}
            data-testid="nav-practice"
          >
            {t('nav.practice')}
          </Link>
          <Link to="/studio" aria-current={current(['studio'])} data-testid="nav-studio">
            {t('nav.studio')}
          </Link>
          <Link to="/glossary" aria-current={current(['glossary'])} data-testid="nav-glossary">
            {t('nav.glossary')}
          </Link>
        </nav>
        <p className="tagline">{t('app.tagline')}</p>
        {route.page === 'playground' && <ExamplePicker />}
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main className="app-main">
        <StorageNotice page={route.page} />
        <UpdateNotice />
        <ErrorBoundary key={pathOf(route)} what="This page" fallback={pageFailed}>
          <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
            <Page route={route} />
          </Suspense>
        </ErrorBoundary>
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
