// A component loaded on demand from one of its module's named exports: React's lazy() wants the
// module's default export, which our modules do not use. The pages of the route table, and the
// parts a page loads when first shown (the help sheet, a check's report…), are made with it.
import { lazy, type ComponentType } from 'react';

/** The component `name` of the module `load` gives, loaded when first rendered. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(() =>
    load().then((m) => ({ default: m[name] as ComponentType<Record<string, unknown>> })),
  ) as unknown as M[K];
}
