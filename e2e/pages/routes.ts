// Every page of the app, and what shows once it has loaded: for the tests that visit them all
// (no sideways scroll at 390 px, no English left on a Chinese page).
import type { Locator, Page } from '@playwright/test';

export const EVERY_PAGE: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (p) => p.getByTestId('story') },
  { path: '/playground', ready: (p) => p.getByTestId('trace') },
  { path: '/lessons', ready: (p) => p.getByTestId('lesson-item').first() },
  { path: '/lessons/lease-is-not-a-lock', ready: (p) => p.getByTestId('timeline') },
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
  { path: '/lessons/etcd-lease-and-revision-fence', ready: (p) => p.getByTestId('timeline') },
  // The player alone, as an <iframe> shows it.
  { path: '/embed?scenario=seed-demo', ready: (p) => p.getByTestId('trace') },
  { path: '/exercise', ready: (p) => p.getByTestId('exercise-empty') },
  { path: '/no-such-page', ready: (p) => p.getByTestId('not-found') },
];
