// The app's pages and their addresses. `/` is the playground; lessons live at `/lessons/<id>`.

export type Route =
  | { page: 'playground' }
  | { page: 'lessons' }
  | { page: 'lesson'; id: string }
  | { page: 'practice' }
  | { page: 'drills' }
  | { page: 'review' }
  | { page: 'mock' }
  | { page: 'studio' }
  | { page: 'not-found'; path: string };

/** Pages whose address is a fixed path. */
const FIXED = {
  '/lessons': 'lessons',
  '/practice': 'practice',
  '/practice/drills': 'drills',
  '/practice/review': 'review',
  '/practice/mock': 'mock',
  '/studio': 'studio',
} as const;

/** The route of a path (the base path already removed). */
export function routeOf(path: string): Route {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/' || clean === '/index.html') return { page: 'playground' };
  const fixed = FIXED[clean as keyof typeof FIXED];
  if (fixed) return { page: fixed };
  const lesson = /^\/lessons\/([a-z0-9-]+)$/.exec(clean);
  if (lesson?.[1]) return { page: 'lesson', id: lesson[1] };
  return { page: 'not-found', path: clean };
}

/** The path of a route; the inverse of routeOf. */
export function pathOf(route: Route): string {
  switch (route.page) {
    case 'playground':
      return '/';
    case 'lesson':
      return `/lessons/${route.id}`;
    case 'not-found':
      return route.path;
    default: {
      const entry = Object.entries(FIXED).find(([, page]) => page === route.page);
      return entry ? entry[0] : '/';
    }
  }
}
