// The app's first render, as main.tsx does it: a transition, which React renders in slices of a
// few milliseconds with the browser free between them. A plain render is one task: up to 170 ms
// for a lesson and 80-110 for the studio with the CPU slowed four times, as Lighthouse's phone
// is (docs/performance.md). The commit, and so what shows and when, is the same either way.
import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Renders `app` into `container` in a transition; returns the root. */
export function renderApp(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
