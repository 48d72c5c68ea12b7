// The app's pages and their addresses. `/` is the home page (the story of the seed demo), the
// workbench lives at `/playground`, lessons at `/lessons/<id>`.

import { stepParam } from './stepParam';

export type Route =
  | { page: 'home' }
  | { page: 'playground' }
  | { page: 'lessons' }
  | { page: 'lesson'; id: string }
  | { page: 'practice' }
  | { page: 'drills' }
  | { page: 'review' }
  | { page: 'mock' }
  | { page: 'studio' }
  | { page: 'glossary' }
  /** The real-systems track side by side. */
  | { page: 'systems' }
  /** Only the player, for an <iframe> (no header or navigation). */
  | { page: 'embed' }
  /** A shared exercise: predict, play, edit the marked actions, check. */
  | { page: 'exercise' }
  /** A trace recorded on PostgreSQL (lessons/postgres/<name>.trace.json), played back. */
  | { page: 'recorded'; name: string }
  | { page: 'not-found'; path: string };

/** The workbench's path: the canonical home of `?scenario=`, `?step=` and `#s=` links. */
export const PLAYGROUND_PATH = '/playground';

/** Pages whose address is a fixed path. */
const FIXED = {
  '/': 'home',
  [PLAYGROUND_PATH]: 'playground',
  '/lessons': 'lessons',
  '/practice': 'practice',
  '/practice/drills': 'drills',
  '/practice/review': 'review',
  '/practice/mock': 'mock',
  '/studio': 'studio',
  '/glossary': 'glossary',
  '/systems': 'systems',
  '/embed': 'embed',
  '/exercise': 'exercise',
} as const;

/** Every fixed path, and the prefixes of the pages with a name after them (a static host's rules). */
export const FIXED_PATHS = Object.keys(FIXED);
export const NAMED_PREFIXES = ['/lessons/', '/recorded/'] as const;

/** The route of a path (the base path already removed). */
export function routeOf(path: string): Route {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/index.html') return { page: 'home' };
  const fixed = FIXED[clean as keyof typeof FIXED];
  if (fixed) return { page: fixed };
  const lesson = /^\/lessons\/([a-z0-9-]+)$/.exec(clean);
  if (lesson?.[1]) return { page: 'lesson', id: lesson[1] };
  const recorded = /^\/recorded\/([a-z0-9-]+)$/.exec(clean);
  if (recorded?.[1]) return { page: 'recorded', name: recorded[1] };
  return { page: 'not-found', path: clean };
}

/** The path of a route; the inverse of routeOf. */
export function pathOf(route: Route): string {
  switch (route.page) {
    case 'lesson':
      return `/lessons/${route.id}`;
    case 'recorded':
      return recordedHref(route.name);
    case 'not-found':
      return route.path;
    default: {
      const entry = Object.entries(FIXED).find(([, page]) => page === route.page);
      return entry ? entry[0] : '/';
    }
  }
}

/**
 * The workbench's address of an example, at a playhead when one is given (the run-order index;
 * the address says its step number from 1, step.ts).
 */
export function exampleHref(name: string, step: number | null = null): string {
  const param = step === null ? null : stepParam(step);
  const at = param === null ? '' : `&step=${param}`;
  return `${PLAYGROUND_PATH}?scenario=${encodeURIComponent(name)}${at}`;
}

/** The workbench's address of a share fragment (`#s=…`, with or without its `#`). */
export function sharedHref(fragment: string): string {
  return `${PLAYGROUND_PATH}#${fragment.replace(/^#/, '')}`;
}

/** The address of a trace recorded on PostgreSQL (lessons/postgres/<name>.trace.json). */
export function recordedHref(name: string): string {
  return `/recorded/${name}`;
}
