// Every page but the home page loads when it is first opened, so a first visit fetches only the
// code of the page it shows (the studio brings the YAML parser it needs at once). On a first
// visit, preloadFirstPage starts what the address needs at once, side by side, instead of one
// after the other (the app's code, then the page's, then its lesson).
import type { Locale } from '../i18n/locales';
import { routeOf, type Route } from '../ui/navigation/routes';
import { loadStoryCaptions } from '../ui/story/storyWords';

export const loadStudioPage = () => import('../ui/studio/StudioPage');
export const loadLessonPage = () => import('../ui/lesson/LessonPage');
export const loadLessonsPage = () => import('../ui/lesson/LessonsPage');
export const loadPlaygroundPage = () => import('./PlaygroundPage');
export const loadPracticePage = () => import('../ui/practice/PracticePage');
export const loadDrillsPage = () => import('../ui/practice/DrillsPage');
export const loadReviewPage = () => import('../ui/practice/ReviewPage');
export const loadMockInterviewPage = () => import('../ui/practice/MockInterviewPage');
export const loadGlossaryPage = () => import('../ui/glossary/GlossaryPage');
export const loadEmbedPage = () => import('../ui/embed/EmbedPage');
export const loadExercisePage = () => import('../ui/exercise/ExercisePage');
export const loadRecordedPage = () => import('../ui/recorded/RecordedPage');

const PAGE_LOADS: Partial<Record<Route['page'], () => Promise<unknown>>> = {
  studio: loadStudioPage,
  lesson: loadLessonPage,
  lessons: loadLessonsPage,
  playground: loadPlaygroundPage,
  practice: loadPracticePage,
  drills: loadDrillsPage,
  review: loadReviewPage,
  mock: loadMockInterviewPage,
  glossary: loadGlossaryPage,
  embed: loadEmbedPage,
  exercise: loadExercisePage,
  recorded: loadRecordedPage,
};

/**
 * Starts loading the code of the page at `path`, and a lesson page's lesson, without waiting for
 * React to ask. Failures are left to the page, which loads them again and says what went wrong.
 */
export function preloadFirstPage(
  path: string,
  lesson: (id: string) => Promise<unknown>,
  locale: Locale,
): void {
  const route = routeOf(path);
  void PAGE_LOADS[route.page]?.().catch(() => undefined);
  if (route.page === 'lesson') void lesson(route.id).catch(() => undefined);
  // The home page's story waits for its captions in a language other than English.
  if (route.page === 'home') void loadStoryCaptions(locale)?.catch(() => undefined);
}
