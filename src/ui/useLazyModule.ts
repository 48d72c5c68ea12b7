// A module a component needs only sometimes (markdown-it for text the build did not render, a
// step's sentences): loaded the first time it is needed, and the component draws again when it
// has come. Until then the component shows what it can without it.
import { useEffect, useState } from 'react';
import type { LazyModule } from '../state/lazyModule';

/**
 * `module` once loaded, else undefined; loads it while `needed`. A load that fails is tried again
 * when `retry` changes (a new step, say); until then the component goes on without it.
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  needed: boolean,
  retry?: unknown,
): T | undefined {
  const [, setLoaded] = useState(0);
  const now = module.now;
  useEffect(() => {
    if (!needed || now !== undefined) return;
    let live = true;
    module.load().then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, needed, now, retry]);
  return now;
}
