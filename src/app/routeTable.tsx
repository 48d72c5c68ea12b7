// The route table: for every page, its code (loaded when first opened, or started at once on a
// first visit), what its address asks it to open (an intent, parsed from the query and the
// fragment) and how the store opens that. One effect (useOpenRoute) runs `open` whenever the
// intent's key changes: on the first load and on every later move (a link, back and forward, a
// fragment pasted into the tab), so every page follows its address the same way. The paths
// themselves are src/ui/navigation/routes.ts's, which the UI's links need; this table has an entry
// for every page that file names (a Record over Route['page']), so the two cannot drift apart.
import { Suspense, type ReactNode } from 'react';
import { t, withMessages } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { withSlices } from '../state/sliceCode';
import type { AppStore } from '../state/store';
import { sameSource } from '../state/traceSource';
import { embedSubjectOf, type EmbedSubject } from '../ui/embed/embedAddress';
import { lazyNamed } from '../ui/lazyNamed';
import { lessonViewOf, type LessonView } from '../ui/lesson/lessonAddress';
import type { Address } from '../ui/navigation/navigation';
import { playgroundAddress, type PlaygroundAddress } from '../ui/navigation/playgroundAddress';
import { QUESTION_PARAM } from '../ui/practice/practiceAddress';
import { routeOf, type Route } from '../ui/navigation/routes';
import { frameFromSearch } from '../ui/story/storyAddress';
import { loadStoryCaptions } from '../ui/story/storyCaptions';
import { movedPlaygroundHref } from './deepLink';
import { DEFAULT_EXAMPLE } from './examples';

type Page = Route['page'];
type RouteOf<P extends Page> = Extract<Route, { page: P }>;

/** One page of the table. `I` is what its address asks it to open. */
export interface RouteEntry<P extends Page = Page, I = unknown> {
  /** The page's code, for a lazy page (absent: it is in the app's own chunk). */
  load?: () => Promise<unknown>;
  /** Renders the page for its route. */
  render(route: RouteOf<P>): ReactNode;
  /** What the address asks the page to open, or null for nothing. */
  intent?(route: RouteOf<P>, address: Address, href: string): I | null;
  /**
   * What makes two intents the same move (default: the whole intent). The playhead a page writes
   * back into its own address (`step`) is not a move.
   */
  key?(intent: I): unknown;
  /**
   * Opens the intent through the store. `later` is true when the same page (the same lesson, say)
   * was open at the previous intent: a later move, not an arrival.
   */
  open?(store: AppStore, intent: I, later: boolean): void;
}

// The home page too: its story and timeline are not every page's (src/ui/story, src/ui/player).
const loadHomePage = () => withMessages('HomePage', import('./HomePage'));
export const loadStudioPage = () =>
  withSlices(['studio'], withMessages('StudioPage', import('../ui/studio/StudioPage')));
export const loadLessonPage = () =>
  // The reading needs the lesson's actions alone; its exercise loads the workbook's and the
  // explorer's with its own code, after the reading paints (LessonPage.tsx).
  withSlices(['lesson'], withMessages('LessonPage', import('../ui/lesson/LessonPage')));
const loadLessonsPage = () =>
  withSlices(['lesson'], withMessages('LessonsPage', import('../ui/lesson/LessonsPage')));
const loadPlaygroundPage = () =>
  withSlices(
    ['playground', 'compare', 'explorer'],
    withMessages('PlaygroundPage', import('./PlaygroundPage')),
  );
const loadPracticePage = () =>
  withSlices(
    ['practice', 'review'],
    withMessages('PracticePage', import('../ui/practice/PracticePage')),
  );
const loadDrillsPage = () =>
  withSlices(['drill'], withMessages('DrillsPage', import('../ui/practice/DrillsPage')));
const loadReviewPage = () =>
  withSlices(['review'], withMessages('ReviewPage', import('../ui/practice/ReviewPage')));
const loadMockInterviewPage = () =>
  withSlices(
    ['practice', 'review'],
    withMessages('MockInterviewPage', import('../ui/practice/MockInterviewPage')),
  );
const loadGlossaryPage = () => withMessages('GlossaryPage', import('../ui/glossary/GlossaryPage'));
const loadSystemsPage = () => withMessages('SystemsPage', import('../ui/systems/SystemsPage'));
const loadEmbedPage = () =>
  withSlices(['playground'], withMessages('EmbedPage', import('../ui/embed/EmbedPage')));
const loadExercisePage = () =>
  // Check my SQL's actions (the workbook's, which bring the player's code) load with the first
  // check, as on a lesson: the player waits behind the veil until the learner comes to it.
  withSlices(['exercise'], withMessages('ExercisePage', import('../ui/exercise/ExercisePage')));
const loadRecordedPage = () =>
  withSlices(['lesson'], withMessages('RecordedPage', import('../ui/recorded/RecordedPage')));

const HomePage = lazyNamed(loadHomePage, 'HomePage');
const StudioPage = lazyNamed(loadStudioPage, 'default');
const LessonPage = lazyNamed(loadLessonPage, 'LessonPage');
const LessonsPage = lazyNamed(loadLessonsPage, 'LessonsPage');
const PlaygroundPage = lazyNamed(loadPlaygroundPage, 'PlaygroundPage');
const PracticePage = lazyNamed(loadPracticePage, 'PracticePage');
const DrillsPage = lazyNamed(loadDrillsPage, 'DrillsPage');
const ReviewPage = lazyNamed(loadReviewPage, 'ReviewPage');
const MockInterviewPage = lazyNamed(loadMockInterviewPage, 'MockInterviewPage');
const GlossaryPage = lazyNamed(loadGlossaryPage, 'GlossaryPage');
const SystemsPage = lazyNamed(loadSystemsPage, 'SystemsPage');
const EmbedPage = lazyNamed(loadEmbedPage, 'EmbedPage');
const ExercisePage = lazyNamed(loadExercisePage, 'ExercisePage');
const RecordedPage = lazyNamed(loadRecordedPage, 'RecordedPage');

const home: RouteEntry<'home', { frame: number }> = {
  load: loadHomePage,
  render: () => <HomePage />,
  // An old playground address at `/` is moved first (HomePage); the story opens after.
  intent: (_, address, href) =>
    movedPlaygroundHref(href) ? null : { frame: frameFromSearch(address.search) },
  open(store, { frame }) {
    const { player, actions } = store.getState();
    const step = frame - 1;
    if (player.source?.kind === 'story' && player.status === 'ready') {
      if (player.step !== step) actions.seek(step);
    } else void actions.openStory(step);
  },
};

const playground: RouteEntry<'playground', PlaygroundAddress> = {
  load: loadPlaygroundPage,
  render: () => <PlaygroundPage />,
  intent: (_, address) => playgroundAddress(address.search, address.hash),
  key: (wanted) => (wanted.kind === 'link' ? wanted : { ...wanted, step: null }),
  open(store, wanted) {
    const { playground, player, actions } = store.getState();
    const open = playground.open;
    const onScreen = open !== null && sameSource(player.source, open);
    if (wanted.kind === 'link') {
      if (!(open?.kind === 'link' && open.hash === wanted.hash && onScreen))
        void actions.openSharedLink(wanted.hash);
      return;
    }
    const last = open?.kind === 'example' ? open.name : null;
    const name = wanted.name ?? last ?? DEFAULT_EXAMPLE;
    const step = wanted.step ?? undefined;
    if (open?.kind === 'example' && open.name === name && onScreen) {
      if (step !== undefined && step !== player.step) actions.seek(step);
    } else void actions.openExample(name, step);
  },
};

const lesson: RouteEntry<'lesson', LessonView & { id: string }> = {
  load: loadLessonPage,
  render: (route) => <LessonPage key={route.id} id={route.id} />,
  intent: (route, address) => ({ id: route.id, ...lessonViewOf(address.search) }),
  // The step the page writes back is not a move; it counts only when the lesson is arrived at.
  key: ({ step: _step, ...view }) => view,
  open(store, { id, timeline, sql, step }, later) {
    const view = { timeline, sql: sql ?? null, step: later ? null : (step ?? null) };
    void store.getState().actions.openLesson(id, view);
  },
};

const studio: RouteEntry<'studio', { link: string } | { draft: string | null }> = {
  load: loadStudioPage,
  render: () => (
    <Suspense fallback={<p role="status">{t('page.studioLoading')}</p>}>
      <StudioPage />
    </Suspense>
  ),
  intent: (_, address) =>
    address.hash.startsWith('#s=')
      ? { link: address.hash }
      : { draft: address.search.get('draft') },
  open(store, intent) {
    const a = store.getState().actions;
    if ('link' in intent)
      void a.studioOpenLink(intent.link).then(async (ok) => {
        if (!ok) await a.studioOpen();
      });
    else void a.studioOpen(intent.draft);
  },
};

// The question the address names (`?question=<id>`); none: the bank's core one, which the page
// then writes into the address in place.
const practice: RouteEntry<'practice', { question: string | null }> = {
  load: loadPracticePage,
  render: () => <PracticePage />,
  intent: (_, address) => ({ question: address.search.get(QUESTION_PARAM) }),
  open: (store, { question }) => void store.getState().actions.openQuestion(question),
};

/** The query parameters that name a drill (content/practice/drills.ts reads them). */
const DRILL_PARAMS = ['seed', 'level', 'bank', 'system'];

const drills: RouteEntry<'drills', string> = {
  load: loadDrillsPage,
  render: () => <DrillsPage />,
  // The drill's parameters, read with the drills' own parser when opened (it loads with the page,
  // not the app). No drill named: the page puts a fresh one in the address, which is then opened.
  intent(_, address) {
    const q = new URLSearchParams();
    for (const p of DRILL_PARAMS) {
      const v = address.search.get(p);
      if (v !== null) q.set(p, v);
    }
    return q.size > 0 ? q.toString() : null;
  },
  open(store, query) {
    void import('../content/practice/drills').then(({ drillFromQuery }) => {
      const source = drillFromQuery(query);
      if (source) void store.getState().actions.openDrill(source);
    });
  },
};

const exercise: RouteEntry<'exercise', string> = {
  load: loadExercisePage,
  render: () => <ExercisePage />,
  intent: (_, address) => (address.hash.startsWith('#x=') ? address.hash : null),
  open: (store, hash) => void store.getState().actions.openExercise(hash),
};

const embed: RouteEntry<'embed', EmbedSubject> = {
  load: loadEmbedPage,
  render: () => <EmbedPage />,
  intent: (_, address) => embedSubjectOf(playgroundAddress(address.search, address.hash)),
  // Opened through the playground's own actions; nothing is written back into the frame.
  open(store, s) {
    const { actions } = store.getState();
    if (s.kind === 'link') void actions.openSharedLink(s.hash);
    else void actions.openExample(s.name, s.step ?? undefined);
  },
};

/** Every page. The not-found page is rendered by App itself (it needs nothing loaded). */
export const ROUTES: { [P in Page]: RouteEntry<P, never> | RouteEntry<P> } = {
  home: home as RouteEntry<'home'>,
  playground: playground as RouteEntry<'playground'>,
  lessons: { load: loadLessonsPage, render: () => <LessonsPage /> },
  lesson: lesson as RouteEntry<'lesson'>,
  practice: practice as RouteEntry<'practice'>,
  drills: drills as RouteEntry<'drills'>,
  review: { load: loadReviewPage, render: () => <ReviewPage /> },
  mock: { load: loadMockInterviewPage, render: () => <MockInterviewPage /> },
  studio: studio as RouteEntry<'studio'>,
  glossary: { load: loadGlossaryPage, render: () => <GlossaryPage /> },
  systems: { load: loadSystemsPage, render: () => <SystemsPage /> },
  embed: embed as RouteEntry<'embed'>,
  exercise: exercise as RouteEntry<'exercise'>,
  recorded: {
    load: loadRecordedPage,
    render: (route) => <RecordedPage key={route.name} name={route.name} />,
  },
  'not-found': { render: () => null },
};

/** The entry of a route, typed for it. */
export function entryOf<P extends Page>(route: RouteOf<P>): RouteEntry<P> {
  return ROUTES[route.page] as unknown as RouteEntry<P>;
}

/**
 * Starts loading the code of the page at `path`, and a lesson page's lesson, without waiting for
 * React to ask. Failures are left to the page, which loads them again and says what went wrong.
 */
export function preloadFirstPage(
  path: string,
  lessonOf: (id: string) => Promise<unknown>,
  locale: Locale,
): void {
  const route = routeOf(path);
  void ROUTES[route.page].load?.().catch(() => undefined);
  if (route.page === 'lesson') void lessonOf(route.id).catch(() => undefined);
  // The home page's story waits for its captions in a language other than English.
  if (route.page === 'home') void loadStoryCaptions(locale)?.catch(() => undefined);
}
