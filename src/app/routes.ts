// The app's pages and their addresses. `/` is the playground; lessons live at `/lessons/<id>`.

export type Route =
  | { page: 'playground' }
  | { page: 'lessons' }
  | { page: 'lesson'; id: string }
  | { page: 'not-found'; path: string };

/** The route of a path (the base path already removed). */
export function routeOf(path: string): Route {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/' || clean === '/index.html') return { page: 'playground' };
  if (clean === '/lessons') return { page: 'lessons' };
  const lesson = /^\/lessons\/([a-z0-9-]+)$/.exec(clean);
  if (lesson?.[1]) return { page: 'lesson', id: lesson[1] };
  return { page: 'not-found', path: clean };
}

/** The path of a route; the inverse of routeOf. */
export function pathOf(route: Route): string {
  switch (route.page) {
    case 'playground':
      return '/';
    case 'lessons':
      return '/lessons';
    case 'lesson':
      return `/lessons/${route.id}`;
    case 'not-found':
      return route.path;
  }
}
