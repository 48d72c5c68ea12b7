import { lazy, Suspense } from 'react';
import { Link } from '../ui/Link';
import { ExamplePicker } from '../ui/player/controls/ExamplePicker';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { StorageNotice } from '../ui/StorageNotice';
import { UpdateNotice } from '../ui/UpdateNotice';
import { useRoute } from '../ui/navigation/navigation';
import { HomePage } from './HomePage';
import { t } from '../i18n/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { pathOf, PLAYGROUND_PATH, type Route } from '../ui/navigation/routes';
import { messageParts } from '../ui/player/messageParts';
import {
  loadDrillsPage,
  loadEmbedPage,
  loadExercisePage,
  loadGlossaryPage,
  loadLessonPage,
  loadLessonsPage,
  loadMockInterviewPage,
  loadPlaygroundPage,
  loadPracticePage,
  loadRecordedPage,
  loadReviewPage,
  loadStudioPage,
} from './pages';

const StudioPage = lazy(loadStudioPage);
const LessonPage = lazy(() => loadLessonPage().then((m) => ({ default: m.LessonPage })));
const LessonsPage = lazy(() => loadLessonsPage().then((m) => ({ default: m.LessonsPage })));
const PlaygroundPage = lazy(() =>
  loadPlaygroundPage().then((m) => ({ default: m.PlaygroundPage })),
);
const PracticePage = lazy(() => loadPracticePage().then((m) => ({ default: m.PracticePage })));
const DrillsPage = lazy(() => loadDrillsPage().then((m) => ({ default: m.DrillsPage })));
const ReviewPage = lazy(() => loadReviewPage().then((m) => ({ default: m.ReviewPage })));
const GlossaryPage = lazy(() => loadGlossaryPage().then((m) => ({ default: m.GlossaryPage })));
const EmbedPage = lazy(() => loadEmbedPage().then((m) => ({ default: m.EmbedPage })));
const RecordedPage = lazy(() => loadRecordedPage().then((m) => ({ default: m.RecordedPage })));
const ExercisePage = lazy(() => loadExercisePage().then((m) => ({ default: m.ExercisePage })));
const MockInterviewPage = lazy(() =>
  loadMockInterviewPage().then((m) => ({ default: m.MockInterviewPage })),
);

export function App() {
  const route = useRoute();
  // An embedded player is the player alone: no header, no navigation.
  if (route.page === 'embed')
    return (
      <ErrorBoundary what="The embedded player" fallback={pageFailed}>
        <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
          <EmbedPage />
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
    case 'home':
      return <HomePage />;
    case 'playground':
      return <PlaygroundPage />;
    case 'lessons':
      return <LessonsPage />;
    case 'lesson':
      return <LessonPage key={route.id} id={route.id} />;
    case 'practice':
      return <PracticePage />;
    case 'drills':
      return <DrillsPage />;
    case 'review':
      return <ReviewPage />;
    case 'mock':
      return <MockInterviewPage />;
    case 'glossary':
      return <GlossaryPage />;
    case 'exercise':
      return <ExercisePage />;
    case 'embed':
      return <EmbedPage />;
    case 'recorded':
      return <RecordedPage key={route.name} name={route.name} />;
    case 'studio':
      return (
        <Suspense fallback={<p role="status">{t('page.studioLoading')}</p>}>
          <StudioPage />
        </Suspense>
      );
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
  }
}
