// The app's first render, as main.tsx does it: a transition, which React renders in slices of a
// few milliseconds with the browser free between them. A plain render is one task: up to 170 ms
// for a lesson and 80-110 for the studio with the CPU slowed four times, as Lighthouse's phone
// is (docs/performance.md). The commit, and so what shows and when, is the same either way.
// It takes the root rather than making it: importing react-dom/client here moved the app chunk's
// modules about and cost every first visit 0.8 KB of gzip for the same code.
import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/** Renders `app` into `root` in a transition. */
export function renderApp(root: Root, app: ReactNode): void {
  startTransition(() => root.render(app));
}
