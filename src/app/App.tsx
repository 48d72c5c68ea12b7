import { lazy, Suspense } from 'react';
import { Link } from '../ui/Link';
import { ExamplePicker } from '../ui/player/ExamplePicker';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { StorageNotice } from '../ui/StorageNotice';
import { useRoute } from '../ui/navigation/navigation';
import { HomePage } from './HomePage';
import { ThemeSwitch } from './ThemeSwitch';
import { pathOf, PLAYGROUND_PATH, type Route } from '../ui/navigation/routes';

// Every page but the home page loads when it is first opened, so a first visit fetches only the
// code of the page it shows (the studio brings the YAML parser it needs at once).
const StudioPage = lazy(() => import('../ui/studio/StudioPage'));
const LessonPage = lazy(() =>
  import('../ui/lesson/LessonPage').then((m) => ({ default: m.LessonPage })),
);
const LessonsPage = lazy(() =>
  import('../ui/lesson/LessonsPage').then((m) => ({ default: m.LessonsPage })),
);
const PlaygroundPage = lazy(() =>
  import('./PlaygroundPage').then((m) => ({ default: m.PlaygroundPage })),
);
const PracticePage = lazy(() =>
  import('../ui/practice/PracticePage').then((m) => ({ default: m.PracticePage })),
);
const DrillsPage = lazy(() =>
  import('../ui/practice/DrillsPage').then((m) => ({ default: m.DrillsPage })),
);
const ReviewPage = lazy(() =>
  import('../ui/practice/ReviewPage').then((m) => ({ default: m.ReviewPage })),
);
const MockInterviewPage = lazy(() =>
  import('../ui/practice/MockInterviewPage').then((m) => ({ default: m.MockInterviewPage })),
);

export function App() {
  const route = useRoute();
  const current = (page: Route['page'][]) => (page.includes(route.page) ? 'page' : undefined);
  return (
    <>
      <header className="app-header">
        <h1>
          <Link to="/" aria-current={current(['home'])} title="Home" data-testid="nav-home">
            FenceLab
          </Link>
        </h1>
        <nav className="app-nav" aria-label="Main">
          <Link
            to={PLAYGROUND_PATH}
            aria-current={current(['playground'])}
            data-testid="nav-playground"
          >
            Playground
          </Link>
          <Link
            to="/lessons"
            aria-current={current(['lessons', 'lesson'])}
            data-testid="nav-lessons"
          >
            Lessons
          </Link>
          <Link
            to="/practice"
            aria-current={current(['practice', 'drills', 'review', 'mock'])}
            data-testid="nav-practice"
          >
            Practice
          </Link>
          <Link to="/studio" aria-current={current(['studio'])} data-testid="nav-studio">
            Studio
          </Link>
        </nav>
        <p className="tagline">Leases and fencing tokens, run on a real SQLite in your browser.</p>
        {route.page === 'playground' && <ExamplePicker />}
        <ThemeSwitch />
      </header>
      <main className="app-main">
        <StorageNotice page={route.page} />
        <ErrorBoundary key={pathOf(route)} what="This page" fallback={pageFailed}>
          <Suspense fallback={<p role="status">Loading this page…</p>}>
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
      <h2>This part of FenceLab failed to show</h2>
      <p>
        The rest of the app still works: use the links above. Your saved work is untouched.
        {error instanceof Error ? ` (${error.message})` : ''}
      </p>
      <button type="button" onClick={retry} data-testid="reload-part">
        Reload this part
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
    case 'studio':
      return (
        <Suspense fallback={<p role="status">Loading the studio…</p>}>
          <StudioPage />
        </Suspense>
      );
    case 'not-found':
      return (
        <div role="alert" className="player-error" data-testid="not-found">
          <h2>There is no page at {route.path}</h2>
          <p>
            Try the <Link to="/">home page</Link>, the <Link to={PLAYGROUND_PATH}>playground</Link>{' '}
            or the <Link to="/lessons">lessons</Link>.
          </p>
        </div>
      );
  }
}
