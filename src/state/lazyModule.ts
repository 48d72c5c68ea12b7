// A module loaded when first needed, that can be used at once after that: `now` is the module
// once loaded (else undefined), `load()` loads it once. An action that must change state in the
// same event as the user's keystroke (a controlled editor loses its caret otherwise) uses `now`
// and loads ahead of time, where the page that needs it opens. A load that fails (a chunk the
// network dropped) is tried again on the next call, not kept as a failure for the page's life.
import { useEffect, useState } from 'react';

export interface LazyModule<T> {
  readonly now: T | undefined;
  load(): Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get now() {
      return value;
    },
    load() {
      pending ??= load().then(
        (v) => (value = v),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** `load`, run once for every call of the function it gives (lazyModule, without `now`). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  const m = lazyModule(load);
  return () => m.load();
}

// A component that needs a module only sometimes (markdown-it for text the build did not render,
// a step's sentences) loads it with useLazyModule, draws without it meanwhile, and draws again once
// it has come. It sits here, in the chunk every page has, because pages with a player and pages
// without one both use it (a module of its own would be split into the reading's chunk, which the
// studio does not otherwise fetch).
/**
 * `module` once loaded, else undefined; loads it while `needed`. A load that fails is tried again
 * when `retry` changes (a new step, say); until then the component goes on without it.
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  needed: boolean,
  retry?: unknown,
): T | undefined {
  return useLazyModuleLoad(module, needed, retry).value;
}

/** useLazyModule, and whether a load has failed (for a component that shows something else then). */
export function useLazyModuleLoad<T>(
  module: LazyModule<T>,
  needed: boolean,
  retry?: unknown,
): { value: T | undefined; failed: boolean } {
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const now = module.now;
  useEffect(() => {
    if (!needed || now !== undefined) return;
    let live = true;
    module.load().then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, needed, now, retry]);
  return { value: now, failed };
}
