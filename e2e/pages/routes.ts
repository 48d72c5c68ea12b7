// Every page of the app, and what shows once it has loaded: for the tests that visit them all
// (no sideways scroll at 390 px, no English left on a Chinese page). A lesson's player draws
// behind the prediction's veil once the learner comes to the predictions (`prepare`, called
// before waiting for `ready`).
import type { Locator, Page } from '@playwright/test';

/** The pointer over a lesson's predictions: its player loads and draws behind the veil. */
const toPredictions = (page: Page) => page.getByTestId('predict').hover();

export const EVERY_PAGE: {
  path: string;
  ready: (page: Page) => Locator;
  prepare?: (page: Page) => Promise<void>;
}[] = [
  { path: '/', ready: (p) => p.getByTestId('story') },
  { path: '/playground', ready: (p) => p.getByTestId('trace') },
  { path: '/lessons', ready: (p) => p.getByTestId('lesson-item').first() },
  {
    path: '/lessons/lease-is-not-a-lock',
    ready: (p) => p.getByTestId('timeline'),
    prepare: toPredictions,
  },
  { path: '/practice', ready: (p) => p.getByTestId('question-picker') },
  {
    path: '/practice/drills',
    ready: (p) => p.locator('[data-testid="drills-page"][data-status="ready"]'),
  },
  {
    path: '/practice/review',
    ready: (p) => p.locator('[data-testid="review-page"][data-ready="true"]'),
  },
  { path: '/practice/mock', ready: (p) => p.getByTestId('start-mock') },
  { path: '/studio', ready: (p) => p.getByTestId('studio-lanes') },
  { path: '/glossary', ready: (p) => p.getByTestId('glossary') },
  { path: '/systems', ready: (p) => p.getByTestId('systems-row').first() },
  // A lesson of the real-systems track (its own schema and actions).
  {
    path: '/lessons/etcd-lease-and-revision-fence',
    ready: (p) => p.getByTestId('timeline'),
    prepare: toPredictions,
  },
  // The player alone, as an <iframe> shows it.
  { path: '/embed?scenario=seed-demo', ready: (p) => p.getByTestId('trace') },
  { path: '/exercise', ready: (p) => p.getByTestId('exercise-empty') },
  { path: '/no-such-page', ready: (p) => p.getByTestId('not-found') },
];
